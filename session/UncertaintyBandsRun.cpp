#include "session/UncertaintyBandsRun.h"

#include "uncertainty/MonteCarloRun.h"
#include "uncertainty/UncertaintyModel.h"

namespace gputco {

UncertaintyBandsRun::UncertaintyBandsRun(QObject* parent)
    : QObject(parent)
{
}

void UncertaintyBandsRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || evaluation == requested_)
        return;
    requested_ = evaluation;
    const bool hadBands = static_cast<bool>(latest_);
    latest_.reset(); // the previous evaluation's bands are not this one's
    if (!bandsPossibleFor(*evaluation)) {
        runner_.cancelAll();
        if (hadBands)
            emit published();
        return;
    }
    runner_.submit([this, evaluation](const LatestRequestRunner::CancelCheck& cancelled,
                                      const LatestRequestRunner::Deliver& deliver) {
        const UncertaintyState& state = evaluation->state.uncertainty;
        MonteCarloRun run(uncertaintyModelFor(*evaluation, state), state.seed);
        for (int samples : progressiveSampleCounts(state.samples)) {
            if (!run.drawUpTo(samples, cancelled))
                return;
            auto bands = std::make_shared<UncertaintyBands>();
            bands->evaluation = evaluation;
            bands->result = run.result();
            bands->targetSamples = state.samples;
            bands->seed = state.seed;
            deliver([this, bands] {
                latest_ = bands;
                emit published();
            });
        }
    });
    if (hadBands)
        emit published(); // views stop showing the old bands as current
}

void UncertaintyBandsRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
