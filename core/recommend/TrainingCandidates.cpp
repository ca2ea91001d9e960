#include "recommend/PerformanceCandidate.h"

#include "performance/TrainingEstimator.h"
#include "performance/TrainingLayout.h"

#include <algorithm>

namespace gputco {

std::vector<PerformanceCandidate> trainingCandidates(const RecommendInputs& in, ExclusionLog& log)
{
    std::vector<PerformanceCandidate> out;
    for (const Accelerator& card : in.cards) {
        const std::size_t before = out.size();
        for (Precision precision : searchedPrecisions(in)) {
            // A precision the card has no peak for would only repeat the fallback's figures.
            if (!card.peak.forPrecision(precision)) {
                log.reached(card.id, LeftOutReason::UnknownFigure, "no compute peak for the precisions searched");
                continue;
            }
            for (int gpus = 1; gpus <= in.search.maxGpus; gpus *= 2) {
                TrainingLayoutInputs layoutIn;
                layoutIn.gpus = gpus;
                layoutIn.sequence = in.trainingRun.sequence;
                layoutIn.microBatch = in.trainingRun.microBatch;
                layoutIn.recompute = in.trainingRun.recompute;
                layoutIn.zeroStage = in.zeroStage;
                layoutIn.maxTensorParallel = in.search.maxTensorParallel;
                const auto layout = chooseTrainingLayout(in.arch, card, layoutIn);
                if (!layout) {
                    log.reached(card.id, LeftOutReason::Memory,
                                "no GPU count up to " + std::to_string(in.search.maxGpus)
                                    + " holds the training state");
                    continue;
                }
                TrainingInputs run = in.trainingRun;
                run.precision = precision;
                run.parallel = *layout;
                const auto perf = estimateTraining(in.arch, card, run);
                if (!perf || !perf->wallTime || !perf->gpuHours) {
                    log.reached(card.id, LeftOutReason::UnknownFigure, "the run time cannot be estimated");
                    continue;
                }
                if (in.constraints.maxTrainingTime && *perf->wallTime > *in.constraints.maxTrainingTime) {
                    log.reached(card.id, LeftOutReason::Deadline, "no GPU count finishes by the deadline");
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
                out.push_back(c);
            }
        }
        if (out.size() == before)
            log.add(card.id + ": no GPU count up to " + std::to_string(in.search.maxGpus)
                    + " holds the training state and meets the deadline (or a card figure is unknown)");
    }
    return out;
}

} // namespace gputco
