#include "comparison/TrainingInferenceComparison.h"

#include "comparison/CardSuitability.h"
#include "comparison/TrainingRunSizing.h"
#include "memory/FitPlanner.h"
#include "memory/MemoryEstimator.h"
#include "performance/TrainingEstimator.h"
#include "performance/TransformerFlops.h"
#include "power/CardPower.h"
#include "power/EnergyCost.h"

#include <algorithm>

namespace gputco {
namespace {

constexpr int kGpusPerServer = 8;

// The user's pick when it is in the list and holds the workload, else the first after sorting (the cheapest
// suitable).
std::optional<CardModeFit> chooseCard(const ModeFigures& figures, const std::optional<std::string>& picked)
{
    if (picked)
        for (const CardModeFit& c : figures.cards)
            if (c.cardId == *picked && c.fits)
                return c;
    if (!figures.cards.empty() && figures.cards.front().suitable)
        return figures.cards.front();
    return std::nullopt;
}

Expected<ModeFigures> figuresFor(const ComparisonInputs& in, const MemoryInputs& memoryInputs)
{
    ModeFigures out;
    out.mode = memoryInputs.mode;
    out.weights = memoryInputs.weights;
    MemoryInputs whole = memoryInputs;
    whole.parallel = Parallelism{};
    const auto estimate = estimateMemory(in.arch, whole);
    if (!estimate)
        return estimate.error();
    out.memory = estimate->perGpu;
    out.modelStates = out.memory.weights + out.memory.gradients + out.memory.optimizer;

    const bool training = isTrainingMode(memoryInputs.mode);
    if (training) {
        out.flopsPerToken = trainingFlopsPerToken(in.arch, memoryInputs.contextTokens, memoryInputs.recompute).model;
        // Gradients reduced per step, at the element size the training model uses (Megatron-LM: FP32).
        out.syncBytesPerStep = Bytes::of(estimate->trainableParams * TrainingInputs{}.gradientBytes);
    } else {
        out.flopsPerToken = decodeFlopsPerToken(in.arch, memoryInputs.contextTokens);
        out.bytesReadPerDecodeStep = out.memory.weights + out.memory.kvCache;
    }

    const FitPlanner planner(in.arch, memoryInputs);
    const bool run = training && in.trainingTokens;
    // The scenario's own mode takes the recommendation's sizing (one sizing in every view); the other is sized here.
    out.sizedByRecommendation = in.recommended && in.recommended->training == training;
    for (const Accelerator& card : in.cards) {
        CardModeFit fit = assessCard(card, planner, memoryInputs.mode, in);
        if (out.sizedByRecommendation)
            applyRecommendedSizing(card, memoryInputs, in, fit);
        else if (run && fit.suitable)
            sizeTrainingRun(card, memoryInputs, in, fit);
        out.cards.push_back(std::move(fit));
    }
    if (run)
        sortByRun(out.cards);
    else
        sortBySuitability(out.cards);
    out.chosen = chooseCard(out, training ? in.trainingCardId : in.inferenceCardId);
    if (!out.chosen && run)
        // No card finishes in time: show the quickest-to-cost run anyway, with its note saying how long it takes.
        for (const CardModeFit& c : out.cards)
            if (c.runTime) {
                out.chosen = c;
                break;
            }
    if (!out.chosen)
        return out;

    out.servers = (out.chosen->gpus + kGpusPerServer - 1) / kGpusPerServer;
    if (!training && out.chosen->parallel.tensor > 1)
        // Two all-reduces of the hidden state per layer and token (Megatron-LM), BF16 activations.
        out.syncBytesPerStep = Bytes::of(2.0 * in.arch.layers * in.arch.hiddenSize * 2.0);
    if (run) {
        // The chosen card's run as sized above (a picked card that was not sized has no run figures).
        out.runTime = out.chosen->runTime;
        out.runEnergyCost = out.chosen->runEnergyCost;
        out.runCost = out.chosen->runCost;
        out.deadline = in.trainingDeadline.value_or(Duration::years(1));
        out.deadlineGiven = in.trainingDeadline.has_value();
    }
    return out;
}

} // namespace

ComparisonInputs comparisonInputsFor(const ModelArchitecture& arch, const MemoryInputs& current)
{
    ComparisonInputs in;
    in.arch = arch;
    in.inference = current;
    in.inference.mode = WorkloadMode::Inference;
    in.inference.parallel = Parallelism{};
    in.inference.zeroStage = 0;
    if (isTrainingMode(current.mode))
        in.inference.weights = current.mode == WorkloadMode::Qlora ? Precision::BF16 : current.weights;
    in.training = current;
    in.training.parallel = Parallelism{};
    if (!isTrainingMode(current.mode)) {
        in.training.mode = WorkloadMode::Training;
        in.training.weights = Precision::BF16;
        in.training.optimizer = Optimizer::AdamW;
    }
    return in;
}

Expected<TrainingInferenceComparison> compareTrainingAndInference(const ComparisonInputs& in)
{
    if (in.trainingDeadline && !(in.trainingDeadline->inSeconds() > 0.0))
        return Error{"deadline", "the training deadline must be positive"};
    if (in.maxTrainingGpus < 1)
        return Error{"max-training-gpus", "must be at least 1"};
    TrainingInferenceComparison out;
    auto training = figuresFor(in, in.training);
    if (!training)
        return training.error();
    auto inference = figuresFor(in, in.inference);
    if (!inference)
        return inference.error();
    out.training = std::move(training).value();
    out.inference = std::move(inference).value();

    MemoryInputs int8 = in.inference;
    int8.parallel = Parallelism{};
    int8.weights = Precision::INT8;
    if (const auto quantized = estimateMemory(in.arch, int8))
        out.quantizedInferenceMemory = quantized->perGpu.total();
    out.memoryRatio = out.training.memory.total() / out.inference.memory.total();
    return out;
}

} // namespace gputco
