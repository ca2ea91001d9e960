#include "scenario/ServingFigures.h"

#include "cost/UnitCosts.h"
#include "memory/Workload.h"
#include "scenario/Evaluation.h"
#include "scenario/ServingSloFor.h"
#include "scenario/WorkloadInputs.h"
#include "serving/ServingSetup.h"
#include "serving/ServingSizingCache.h"

#include <algorithm>

namespace gputco {
namespace {

// The owned cost of `gpus` of this card (its equivalent annual cost per GPU, as the evaluation sized it) over the
// tokens they serve at `outputTokensPerSecond`, active the workload's utilisation (as the recommender prices).
std::optional<Money> costAtLoad(const CardEvaluation& c, int gpus, double outputTokensPerSecond, double utilisation)
{
    const CardEconomics& e = c.economics;
    if (!e.tco || e.gpus <= 0 || gpus <= 0 || !(outputTokensPerSecond > 0.0))
        return std::nullopt;
    const Money monthly = e.tco->equivalentAnnualCost / 12.0 / static_cast<double>(e.gpus) * static_cast<double>(gpus);
    const auto perMillion = costPerMillionTokens(monthly, outputTokensPerSecond, utilisation);
    return perMillion ? std::optional<Money>(*perMillion) : std::nullopt;
}

CardServing cardServing(const Evaluation& e, const CardEvaluation& c, const ServingFigures& f, bool withCurves)
{
    CardServing out;
    out.cardId = c.card->id;
    out.cardName = c.card->model;
    const WorkloadState& w = e.state.workload;
    InferenceInputs run;
    run.weights = w.weights;
    run.kvCache = w.kvCache;
    run.outputTokens = f.outputTokens;
    run.inputTokens = f.inputTokens;
    run.tensorParallel = c.economics.inference ? c.economics.inference->tensorParallel : 1;
    out.tensorParallel = run.tensorParallel;
    out.weights = run.weights;
    if (!c.economics.inference) {
        out.problem = c.economics.performanceProblem.value_or("no deployment of this card serves the workload");
        return out;
    }
    const auto deployment = prepareServing(e.model, *c.card, run, ServingScheduler{});
    if (!deployment) {
        out.problem = deployment.error().describe();
        return out;
    }
    const ServingReplica& replica = deployment->replica;
    if (withCurves) {
        // Remembered: a change that moves no curve (a price, the peak) simulates nothing again.
        const auto curve = cachedServingLoadCurve(replica, f.slo, run.inputTokens, run.outputTokens);
        if (!curve) {
            out.problem = curve.error().describe();
            return out;
        }
        out.curve = *curve;
    }
    if (f.targetsSet) {
        const auto sized = cachedSizeServing(replica, f.slo, run.inputTokens, run.outputTokens); // as the recommender
        if (!sized) {
            out.problem = sized.error().describe();
            return out;
        }
        out.sizing = *sized;
        if (sized->capacityRequestsPerSecond) {
            out.gpusForPeak = sized->replicas * run.tensorParallel;
            const double tokens = f.peakRequestsPerSecond > 0.0 ? f.peakRequestsPerSecond * sized->meanOutputTokens
                                                                : sized->capacityOutputTokensPerSecond;
            out.costPerMillionTokens = costAtLoad(c, out.gpusForPeak, tokens, w.utilisation);
        }
    }
    return out;
}

} // namespace

ServingFigures servingFiguresFor(const Evaluation& e, bool withCurves, const std::function<bool()>& cancelled)
{
    ServingFigures f;
    const WorkloadState& w = e.state.workload;
    if (e.inputError || isTrainingTask(w.mode))
        return f;
    // The request shape the evaluation sizes (CardEconomicsEvaluator): the context split into prompt and output.
    f.outputTokens = std::min(w.outputTokens, w.contextTokens - 1);
    f.inputTokens = w.contextTokens - f.outputTokens;
    const ScenarioConstraints& c = e.state.constraints;
    f.slo = servingTrafficOf(c, f.outputTokens);
    f.targetsSet = f.slo.ttftP99 || f.slo.tpotP99;
    if (!(f.slo.peakRequestsPerSecond > 0.0))
        f.slo.peakRequestsPerSecond =
            serviceDemandFor(w, c.outputTokensPerSecond).outputTokensPerSecond / f.outputTokens;
    f.peakRequestsPerSecond = f.slo.peakRequestsPerSecond;
    for (std::size_t i : e.selected) {
        if (cancelled && cancelled())
            break;
        if (e.cards[i].card && e.cards[i].economicsComputed)
            f.cards.push_back(cardServing(e, e.cards[i], f, withCurves));
    }
    return f;
}

} // namespace gputco
