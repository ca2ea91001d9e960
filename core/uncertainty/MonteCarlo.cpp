#include "uncertainty/MonteCarlo.h"

#include "uncertainty/MonteCarloRun.h"

namespace gputco {

MonteCarloResult runMonteCarlo(const UncertaintyModel& model, const MonteCarloOptions& options)
{
    MonteCarloRun run(model, options.seed, options.cumulative);
    const bool complete = run.drawUpTo(options.samples, options.cancelled);
    MonteCarloResult result = run.result();
    result.cancelled = !complete;
    return result;
}

} // namespace gputco
