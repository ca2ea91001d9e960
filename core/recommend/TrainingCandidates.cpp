#include "recommend/PerformanceCandidate.h"
#include "recommend/UnknownFigures.h"

#include "performance/TrainingEstimator.h"
#include "performance/TrainingLayoutSearch.h"

#include <algorithm>

namespace gputco {

void CandidateSearch::addTraining(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out)
{
    const RecommendInputs& in = in_;
    const Duration limit = in.constraints.maxTrainingTime.value_or(Duration::years(1));
    const std::size_t before = out.size();
    bool anySupported = false;
    for (Precision precision : precisions_) {
        // A precision the card has no figure for is never offered (core precisionSupport).
        bool emulated = false;
        if (!offerablePrecision(card, precision, log, emulated))
            continue;
        anySupported = true;
        for (int gpus = 1; gpus <= in.search.maxGpus; gpus *= 2) {
            // The layout search the CLI and the window use; the scenario's micro-batch, recomputation and
            // ZeRO stage are kept, the split and the interleaving are searched.
            TrainingSearchInputs search;
            search.gpus = gpus;
            search.run = in.trainingRun;
            search.run.precision = precision;
            search.memory.mode = in.trainingMode;
            search.memory.weights = in.trainingMode == WorkloadMode::Qlora ? in.qloraBase
                                    : precision == Precision::FP8          ? Precision::BF16
                                                                           : precision;
            search.microBatch = in.trainingRun.microBatch;
            search.recompute = in.trainingRun.recompute;
            search.zeroStage = in.zeroStage;
            search.maxTensorParallel = in.search.maxTensorParallel;
            const auto plan = searchTrainingLayout(in.arch, card, search);
            if (!plan) {
                log.reached(card.id, LeftOutReason::Memory,
                            "no GPU count up to " + std::to_string(in.search.maxGpus) + " holds the training state");
                continue;
            }
            const TrainingPerformance* perf = &plan->performance;
            const Parallelism* layout = &plan->inputs.parallel;
            if (!perf->wallTime || !perf->gpuHours) {
                log.reached(card.id, LeftOutReason::UnknownFigure, "the run time cannot be estimated");
                continue;
            }
            // A run longer than its deadline, or than a year without one, is never recommended.
            if (*perf->wallTime > limit) {
                log.reached(card.id, LeftOutReason::Deadline,
                            in.constraints.maxTrainingTime ? "no GPU count finishes by the deadline"
                                                           : "no GPU count up to " + std::to_string(in.search.maxGpus)
                                                                 + " finishes within a year (no deadline given)");
                continue;
            }
            PerformanceCandidate c;
            c.card = &card;
            c.precision = precision;
            c.parallel = *layout;
            c.gpus = gpus;
            c.runTime = perf->wallTime;
            c.gpuHours = *perf->gpuHours;
            c.latencySeconds = perf->wallTime->inSeconds();
            c.emulatedPrecision = emulated;
            out.push_back(c);
        }
    }
    if (!anySupported)
        noteNoSupportedPrecision(card, log);
    if (out.size() == before) {
        const std::string unknown = unknownFiguresText(card, precisions_);
        log.add([&] {
            return card.id + ": no GPU count up to " + std::to_string(in.search.maxGpus)
                   + " holds the training state and meets the deadline"
                   + (unknown.empty() ? std::string() : " (" + unknown + ")");
        });
    }
}

} // namespace gputco
