#include "performance/InferenceStep.h"

#include "memory/KvCache.h"
#include "memory/MemoryEstimator.h"
#include "performance/ComputePeak.h"
#include "performance/TransformerFlops.h"
#include "units/Rates.h"

#include <cmath>

namespace gputco {

StepEfficiencies stepEfficienciesOf(const InferenceInputs& in, const Accelerator& card)
{
    // As estimateInference takes them: the inputs' overrides, else the card's efficiency profile at the precision
    // the matrix multiplies run in.
    const EfficiencyProfile profile = card.efficiencyProfile();
    const double compute = profile.computeShareAt(choosePeak(card, matmulPrecisionForWeights(in.weights)).precision);
    return StepEfficiencies{in.memoryBandwidthEfficiency.value_or(profile.bandwidthShare.typical),
                            in.prefillEfficiency.value_or(compute), in.decodeComputeEfficiency.value_or(compute),
                            in.linkEfficiency.value_or(profile.tensorParallelShare.typical),
                            Duration::seconds(in.stepOverheadMs.value_or(profile.stepOverheadMs.typical) / 1000.0)};
}

Expected<InferenceStepCosts> inferenceStepCosts(const ModelArchitecture& a, const Accelerator& card,
                                                const InferenceInputs& in, const StepEfficiencies& e)
{
    if (auto error = validateInferenceInputs(a, in))
        return *error;
    MemoryInputs m;
    m.mode = WorkloadMode::Inference;
    m.weights = in.weights;
    m.kvCache = in.kvCache;
    m.parallel = Parallelism{in.tensorParallel, 1, 1};
    m.contextTokens = in.inputTokens + in.outputTokens;
    m.overhead = in.overhead;
    const auto memory = estimateMemory(a, m);
    if (!memory)
        return memory.error();

    InferenceStepCosts c;
    c.routedExperts = Bytes::of(routedExpertParameters(a) * bytesPerElement(in.weights) / in.tensorParallel);
    c.weightsRead = memory->perGpu.weights - c.routedExperts;
    c.moe = a.moe;
    c.kvBytesPerKey = kvCacheBytesPerTokenPerGpu(a, in.kvCache, a.layers, in.tensorParallel);
    if (!card.memoryBandwidth || !(card.memoryBandwidth->inBytesPerSecond() > 0.0))
        return Error{"card", card.displayName() + "'s memory bandwidth is unknown, so a serving step has no time"};
    c.bandwidth = *card.memoryBandwidth * e.memoryBandwidth;
    const ComputePeak peak = choosePeak(card, matmulPrecisionForWeights(in.weights));
    if (!peak.perGpu)
        return Error{"card", card.displayName() + "'s compute peak is unknown, so a serving step has no time"};
    c.matmulFlopsPerToken = decodeFlopsPerToken(a, 0.0);
    c.attentionFlopsPerKey = attentionForwardFlopsPerToken(a, 1.0);
    c.prefillRate = *peak.perGpu * (in.tensorParallel * e.prefill);
    c.decodeRate = *peak.perGpu * (in.tensorParallel * e.decode);
    c.tensorParallel = in.tensorParallel;
    if (in.tensorParallel > 1) {
        const std::optional<BytesPerSecond> nominal = intraNodeBandwidthPerDirection(card);
        if (!nominal)
            return Error{"card",
                         card.displayName() + "'s GPU-to-GPU bandwidth is unknown, so tensor-parallel time is unknown"};
        c.link = effectiveLink(*nominal, e.link);
    }
    c.allReduceBytesPerToken = Bytes::of(static_cast<double>(a.hiddenSize) * in.activationBytes);
    c.allReducesPerPass = 2.0 * a.layers;
    c.overheadPerPass = e.overheadPerPass;
    return c;
}

StepTime inferenceStepTime(const InferenceStepCosts& c, const StepWork& work)
{
    StepWork w = work;
    if (c.promptsArriveCached)
        w.prefillTokens = w.prefillKeys = 0.0; // a decode pool's prompts were computed by the prefill pool
    const double tokens = w.decodeSequences + w.prefillTokens;
    Bytes weights = c.weightsRead;
    if (c.moe.enabled()) {
        // Uniform routing, as the inference model assumes: 1 - (1 - k/E)^tokens of the experts are picked.
        const double missOne = 1.0 - static_cast<double>(c.moe.expertsPerToken) / c.moe.routedExperts;
        weights += c.routedExperts * (1.0 - std::pow(missOne, tokens));
    } else {
        weights += c.routedExperts;
    }
    StepTime t;
    t.memory = (weights + c.kvBytesPerKey * w.decodeKeys) / c.bandwidth;
    const FlopCount prefill = c.matmulFlopsPerToken * w.prefillTokens + c.attentionFlopsPerKey * w.prefillKeys;
    const FlopCount decode = c.matmulFlopsPerToken * static_cast<double>(w.decodeSequences)
                             + c.decodeAttentionFlopsPerKey.value_or(c.attentionFlopsPerKey) * w.decodeKeys;
    t.compute = prefill / c.prefillRate + decode / c.decodeRate;
    t.communication =
        c.link && tokens > 0.0
            ? ringAllReduceTime(c.allReduceBytesPerToken * tokens, c.tensorParallel, *c.link) * c.allReducesPerPass
            : Duration::seconds(0);
    if (c.expertParallel > 1 && tokens > 0.0) {
        // Each GPU sends its share of the pass's tokens (balanced over the group) to their experts and back.
        const Bytes perGpu = c.allToAllBytesPerToken * (tokens / c.expertParallel);
        const Duration allToAll = allToAllTime(perGpu, c.expertParallel, c.expertLinks) * c.allToAllsPerPass;
        const Duration roofline = t.memory > t.compute ? t.memory : t.compute;
        t.communication +=
            c.overlapAllToAll ? (allToAll > roofline ? allToAll - roofline : Duration::seconds(0)) : allToAll;
    }
    t.overhead = c.overheadPerPass;
    return t;
}

} // namespace gputco
