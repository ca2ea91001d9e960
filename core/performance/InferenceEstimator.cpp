#include "performance/InferenceEstimator.h"

#include "memory/KvCache.h"
#include "memory/MemoryEstimator.h"
#include "performance/ComputePeak.h"
#include "performance/RangeCheck.h"
#include "performance/TransformerFlops.h"
#include "units/Rates.h"
#include "units/UnitText.h"
#include "util/EnumNames.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {
namespace {

constexpr EnumNameTable<DecodeBound, 2> kBounds{{{DecodeBound::Memory, "memory"}, {DecodeBound::Compute, "compute"}}};
constexpr int kMaxConcurrency = 1'000'000;

MemoryInputs memoryInputs(const InferenceInputs& in, int sequences)
{
    MemoryInputs m;
    m.mode = WorkloadMode::Inference;
    m.weights = in.weights;
    m.kvCache = in.kvCache;
    m.parallel = Parallelism{in.tensorParallel, 1, 1};
    m.contextTokens = in.inputTokens + in.outputTokens;
    m.batch = sequences;
    m.overhead = in.overhead;
    return m;
}

Bytes memoryPerGpu(const ModelArchitecture& a, const InferenceInputs& in, int sequences)
{
    const auto estimate = estimateMemory(a, memoryInputs(in, sequences));
    return estimate ? estimate->perGpu.total() : Bytes::of(INFINITY);
}

// Bytes of routed-expert weights on one GPU; the rest of the weights are read on every decode step.
Bytes routedExpertBytesPerGpu(const ModelArchitecture& a, const InferenceInputs& in)
{
    return Bytes::of(routedExpertParameters(a) * bytesPerElement(in.weights) / in.tensorParallel);
}

// Share of routed experts that at least one of `tokens` tokens picks when each picks k of E uniformly:
// 1 - (1 - k/E)^tokens (a uniform-routing assumption; real routers are less even).
double expertsTouched(const MoeConfig& m, double tokens)
{
    const double missOne = 1.0 - static_cast<double>(m.expertsPerToken) / m.routedExperts;
    return 1.0 - std::pow(missOne, tokens);
}

} // namespace

std::string_view decodeBoundName(DecodeBound bound) { return enumName(kBounds, bound); }

std::optional<Error> validateInferenceInputs(const ModelArchitecture& a, const InferenceInputs& in)
{
    if (a.layers < 1 || a.hiddenSize < 1 || a.attentionHeads < 1)
        return Error{"model", "the architecture needs at least one layer and head"};
    if (auto e = rangeError("tp", in.tensorParallel, 1, a.attentionHeads))
        return e;
    if (a.attentionHeads % in.tensorParallel != 0)
        return Error{"tp", std::to_string(in.tensorParallel) + " does not divide the model's "
                               + std::to_string(a.attentionHeads) + " attention heads"};
    if (auto e = rangeError("replicas", in.replicas, 1, 1'000'000))
        return e;
    if (auto e = rangeError("input-tokens", in.inputTokens, 1, 16.0 * 1024 * 1024))
        return e;
    if (auto e = rangeError("output-tokens", in.outputTokens, 1, 16.0 * 1024 * 1024))
        return e;
    if (in.concurrency)
        if (auto e = rangeError("concurrency", *in.concurrency, 1, kMaxConcurrency))
            return e;
    const std::pair<const char*, const std::optional<double>*> shares[] = {
        {"memory-efficiency", &in.memoryBandwidthEfficiency},
        {"prefill-efficiency", &in.prefillEfficiency},
        {"decode-efficiency", &in.decodeComputeEfficiency},
        {"link-efficiency", &in.linkEfficiency}};
    for (const auto& [name, value] : shares)
        if (*value)
            if (auto e = rangeError(name, **value, 0.01, 1.0))
                return e;
    if (in.stepOverheadMs)
        if (auto e = rangeError("step-overhead-ms", *in.stepOverheadMs, 0.0, 1000.0))
            return e;
    return std::nullopt;
}

std::optional<int> maxConcurrency(const ModelArchitecture& a, const Accelerator& card, const InferenceInputs& in)
{
    if (!card.memory)
        return std::nullopt;
    const Bytes capacity = *card.memory;
    if (memoryPerGpu(a, in, 1) > capacity)
        return 0;
    // Memory grows with the number of sequences: double until it no longer fits, then bisect.
    int fits = 1;
    int fails = 2;
    while (fails <= kMaxConcurrency && memoryPerGpu(a, in, fails) <= capacity) {
        fits = fails;
        fails = fails > kMaxConcurrency / 2 ? kMaxConcurrency + 1 : fails * 2;
    }
    if (fails > kMaxConcurrency)
        return kMaxConcurrency;
    while (fails - fits > 1) {
        const int mid = fits + (fails - fits) / 2;
        (memoryPerGpu(a, in, mid) <= capacity ? fits : fails) = mid;
    }
    return fits;
}

namespace {

// estimateInference on inputs already validated, with the memory limit already known.
Expected<InferencePerformance> estimateValidInference(const ModelArchitecture& a, const Accelerator& card,
                                                      const InferenceInputs& in, std::optional<int> memoryLimit)
{
    InferencePerformance r;
    r.tensorParallel = in.tensorParallel;
    r.replicas = in.replicas;
    r.gpus = in.tensorParallel * in.replicas;
    r.maxConcurrency = memoryLimit;
    if (r.maxConcurrency && *r.maxConcurrency == 0)
        return Error{"tp", a.displayName + " with one sequence of " + std::to_string(in.inputTokens + in.outputTokens)
                               + " tokens needs " + gigabytesText(memoryPerGpu(a, in, 1)) + " per GPU at TP "
                               + std::to_string(in.tensorParallel) + "; " + card.displayName() + " has "
                               + gigabytesText(*card.memory)
                               + ": raise the tensor-parallel degree or quantise the weights"};
    if (!r.maxConcurrency && in.notes)
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::MemoryUnknown,
                            {},
                            {},
                            {},
                            0,
                            0,
                            "the card's memory is unknown, so the concurrency that fits is unknown"});
    r.concurrency = in.concurrency.value_or(r.maxConcurrency.value_or(1));
    if (r.maxConcurrency && r.concurrency > *r.maxConcurrency && in.notes)
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::ConcurrencyCapped,
                            {},
                            {},
                            {},
                            r.concurrency,
                            *r.maxConcurrency,
                            std::to_string(r.concurrency) + " sequences do not fit in memory; at most "
                                + std::to_string(*r.maxConcurrency) + " do"});

    const auto memory = estimateMemory(a, memoryInputs(in, r.concurrency));
    if (!memory)
        return memory.error();
    r.memoryPerGpu = memory->perGpu.total();
    r.weightBytesPerGpu = memory->perGpu.weights;

    const double b = r.concurrency;
    const double t = in.tensorParallel;
    const double meanContext = in.inputTokens + in.outputTokens / 2.0;

    // Bytes read per decode step: every non-expert weight, the routed experts some token picked, the KV cache.
    Bytes weightsRead = r.weightBytesPerGpu;
    if (a.moe.enabled()) {
        const Bytes experts = routedExpertBytesPerGpu(a, in);
        weightsRead = weightsRead - experts * (1.0 - expertsTouched(a.moe, b));
    }
    const Bytes kvRead = kvCacheBytesPerTokenPerGpu(a, in.kvCache, a.layers, in.tensorParallel) * (b * meanContext);
    r.bytesReadPerStep = weightsRead + kvRead;
    r.flopsPerStep = decodeFlopsPerToken(a, meanContext) * (b / t);

    const ComputePeak peak = choosePeak(card, matmulPrecisionForWeights(in.weights), in.notes);
    r.computePrecision = peak.precision;
    // The card's efficiency profile, each figure overridden where the inputs give one.
    const EfficiencyProfile profile = card.efficiencyProfile();
    r.efficiencyProfileId = profile.id;
    r.efficiencyEvidence = profile.evidence;
    r.memoryBandwidthEfficiency = in.memoryBandwidthEfficiency.value_or(profile.bandwidthShare.typical);
    const double prefillEfficiency = in.prefillEfficiency.value_or(profile.computeShareAt(peak.precision));
    const double decodeComputeEfficiency = in.decodeComputeEfficiency.value_or(profile.computeShareAt(peak.precision));
    r.computeEfficiency = decodeComputeEfficiency;
    r.stepOverheadMs = in.stepOverheadMs.value_or(profile.stepOverheadMs.typical);
    r.linkEfficiency = in.linkEfficiency.value_or(profile.tensorParallelShare.typical);
    r.notes.insert(r.notes.end(), peak.notes.begin(), peak.notes.end());
    r.codedNotes.insert(r.codedNotes.end(), peak.codedNotes.begin(), peak.codedNotes.end());
    // Said after the peak notes: the card's measurement, or its absence, qualifies every figure below.
    if (profile.assumed() && in.notes) {
        const std::string name = card.displayName(); // made once: the recommender estimates millions of replicas
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::EfficiencyAssumed,
                            name,
                            {},
                            {},
                            0,
                            0,
                            name + " has no measured efficiency profile: its efficiencies are assumed (wide range)"});
    }
    if ((in.weights == Precision::INT4 || in.weights == Precision::NF4) && in.notes)
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::FourBitDequantised,
                            {},
                            {},
                            {},
                            0,
                            0,
                            "4-bit weights are dequantised: matrix multiplies run at the BF16 peak"});

    // Tensor-parallel all-reduces: two per layer (after attention and after the MLP), Megatron-LM layout.
    Duration tpPerStep = Duration::seconds(0);
    Duration tpPrefill = Duration::seconds(0);
    if (in.tensorParallel > 1) {
        const std::optional<BytesPerSecond> nominal = intraNodeBandwidthPerDirection(card);
        if (!nominal) {
            if (in.notes)
                addPerformanceNote(
                    r.notes, r.codedNotes,
                    {PerformanceNoteCode::InferenceLinkUnknown,
                     {},
                     {},
                     {},
                     0,
                     0,
                     "the card's GPU-to-GPU bandwidth is unknown, so tensor-parallel latency is unknown"});
            return r;
        }
        const LinkSpec link = effectiveLink(*nominal, r.linkEfficiency);
        const double calls = 2.0 * a.layers;
        tpPerStep =
            ringAllReduceTime(Bytes::of(b * a.hiddenSize * in.activationBytes), in.tensorParallel, link) * calls;
        tpPrefill =
            ringAllReduceTime(Bytes::of(static_cast<double>(in.inputTokens) * a.hiddenSize * in.activationBytes),
                              in.tensorParallel, link)
            * calls;
        r.tensorParallelCommPerStep = tpPerStep;
    }

    if (!card.memoryBandwidth || !(card.memoryBandwidth->inBytesPerSecond() > 0.0)) {
        if (in.notes)
            addPerformanceNote(r.notes, r.codedNotes,
                               {PerformanceNoteCode::MemoryBandwidthUnknown,
                                {},
                                {},
                                {},
                                0,
                                0,
                                "the card's memory bandwidth is unknown, so decode speed is unknown"});
        return r;
    }
    if (!peak.perGpu)
        return r;

    const BytesPerSecond bandwidth = *card.memoryBandwidth * r.memoryBandwidthEfficiency;
    r.decodeMemoryTime = r.bytesReadPerStep / bandwidth;
    r.decodeComputeTime = r.flopsPerStep / (*peak.perGpu * decodeComputeEfficiency);
    r.bound = *r.decodeComputeTime > *r.decodeMemoryTime ? DecodeBound::Compute : DecodeBound::Memory;
    r.tpot =
        std::max(*r.decodeMemoryTime, *r.decodeComputeTime) + tpPerStep + Duration::seconds(r.stepOverheadMs / 1000.0);

    // Prefill: compute-bound over the prompt, but never faster than reading the weights once.
    const FlopsPerSecond prefillRate = *peak.perGpu * (t * prefillEfficiency);
    const Duration weightPass = weightsRead / bandwidth;
    const FlopCount onePrompt = prefillFlops(a, in.inputTokens);
    r.ttft = std::max(onePrompt / prefillRate, weightPass) + tpPrefill;

    // Steady state: per `outputTokens` decode steps of the batch, every sequence is also prefilled once.
    const Duration batchPrefill = std::max(onePrompt * b / prefillRate, weightPass) + tpPrefill * b;
    const Duration cycle = *r.tpot * static_cast<double>(in.outputTokens) + batchPrefill;
    const double perReplica = b * in.outputTokens / cycle.inSeconds();
    r.outputTokensPerSecondPerReplica = perReplica;
    r.outputTokensPerSecond = perReplica * in.replicas;
    r.outputTokensPerSecondPerGpu = perReplica / in.tensorParallel;
    r.requestsPerSecond = *r.outputTokensPerSecond / in.outputTokens;
    return r;
}

} // namespace

Expected<InferencePerformance> estimateInference(const ModelArchitecture& a, const Accelerator& card,
                                                 const InferenceInputs& in)
{
    if (auto error = validateInferenceInputs(a, in))
        return *error;
    return estimateValidInference(a, card, in, maxConcurrency(a, card, in));
}

Expected<InferencePerformance> estimateInference(const ModelArchitecture& a, const Accelerator& card,
                                                 const InferenceInputs& in, std::optional<int> memoryLimit)
{
    if (auto error = validateInferenceInputs(a, in))
        return *error;
    return estimateValidInference(a, card, in, memoryLimit);
}

} // namespace gputco
