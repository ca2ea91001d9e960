#include "performance/ServingLayout.h"

#include "memory/KvCache.h"
#include "memory/MemoryEstimator.h"
#include "performance/ComputePeak.h"
#include "performance/ExpertParallel.h"
#include "performance/InferenceStep.h"
#include "performance/TransformerFlops.h"
#include "units/Rates.h"
#include "units/UnitText.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gputco {
namespace {

constexpr int kMaxSequencesPerGroup = 1'000'000;

// The prices of one expert-parallel group: `groupGpus` GPUs hold the routed experts, attention and the dense
// layers run tensor-parallel over `attentionTp` of them (1: data-parallel attention).
struct GroupCosts {
    int groupGpus = 1;
    int attentionTp = 1;
    Bytes routedPerGpuAtAttentionTp; ///< what the memory model puts on a GPU at TP attentionTp
    Bytes routedPerGpu;              ///< what expert parallelism puts there: routed experts / group
    Bytes kvPerKeyPerGpu;
    BytesPerSecond bandwidth;
    FlopsPerSecond prefillRate; ///< one GPU
    FlopsPerSecond decodeRate;  ///< one GPU
    double routedFlopsPerToken = 0.0;
    double otherFlopsPerToken = 0.0; ///< matmuls outside the routed experts (attention's QK and SV come apart)
    std::optional<LinkSpec> tpLink;
    ExpertParallelLinks links;
    double dispatchBytes = 2.0; ///< per element sent to the experts (FP8 where the weights are 8-bit or less)
    double combineBytes = 2.0;  ///< per element sent back (BF16)
    Duration overhead;
    bool overlap = true;
};

int moeLayers(const ModelArchitecture& a) { return a.layers - a.moe.denseLayers; }

// Decode attention FLOPs per cached key. MLA decodes in its absorbed form (DeepSeek-V2 sec. 2.1.3; FlashMLA):
// every head scores the query against the cached latent and rope key (kv_lora_rank + qk_rope_head_dim) and sums
// the latent as its value (kv_lora_rank), 2 x layers x heads x (2 x 512 + 64) for DeepSeek-V3, 3.4 times the
// per-head form. Other attention as TransformerFlops.h.
double decodeAttentionFlopsPerKey(const ModelArchitecture& a)
{
    if (!a.mla.enabled())
        return attentionForwardFlopsPerToken(a, 1.0).inFlops();
    const MlaConfig& m = a.mla;
    return 2.0 * a.layers * a.attentionHeads * (2.0 * m.kvLoraRank + m.qkRopeHeadDim);
}

MemoryInputs memoryInputs(const InferenceInputs& in, int tp, int context, double sequences)
{
    MemoryInputs m;
    m.mode = WorkloadMode::Inference;
    m.weights = in.weights;
    m.kvCache = in.kvCache;
    m.parallel = Parallelism{tp, 1, 1};
    m.contextTokens = context;
    m.batch = static_cast<int>(std::ceil(sequences));
    m.overhead = in.overhead;
    return m;
}

// A GPU of the group holding `sequences` of `context` tokens: the memory model at attention's TP, with the
// routed experts re-divided over the whole group.
std::optional<MemoryBreakdown> groupMemory(const ModelArchitecture& a, const InferenceInputs& in, const GroupCosts& g,
                                           int context, double sequences)
{
    const auto estimate = estimateMemory(a, memoryInputs(in, g.attentionTp, context, sequences));
    if (!estimate)
        return std::nullopt;
    MemoryBreakdown m = estimate->perGpu;
    m.weights = m.weights - g.routedPerGpuAtAttentionTp + g.routedPerGpu;
    // The allocator reserve is a share of what the GPU holds (MemoryEstimator): taken again on the new weights.
    m.overhead = Bytes::of(0);
    m.overhead = in.overhead.fixedPerGpu + m.total() * in.overhead.reserveFraction;
    return m;
}

// Most sequences per attention group that fit the card: memory grows with them, so double then bisect.
int maxSequences(const ModelArchitecture& a, const InferenceInputs& in, const GroupCosts& g, int context,
                 Bytes capacity)
{
    const auto fits = [&](int n) {
        const auto m = groupMemory(a, in, g, context, n);
        return m && m->total() <= capacity;
    };
    if (!fits(1))
        return 0;
    int lo = 1;
    int hi = 2;
    while (hi <= kMaxSequencesPerGroup && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    if (hi > kMaxSequencesPerGroup)
        return kMaxSequencesPerGroup;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

Duration tensorParallelAllReduce(const GroupCosts& g, const ModelArchitecture& a, double tokens, double activation)
{
    if (!g.tpLink || g.attentionTp <= 1 || !(tokens > 0.0))
        return Duration::seconds(0);
    const Bytes bytes = Bytes::of(tokens * a.hiddenSize * activation);
    const int perNode = std::min(g.attentionTp, g.links.perNode);
    const Duration one =
        hierarchicalAllReduceTime(bytes, perNode, g.attentionTp / perNode, *g.tpLink, g.links.interNode);
    return one * (2.0 * a.layers); // after attention and after the FFN, as in InferenceStep
}

// Dispatch and combine of `tokensPerGpu` tokens through every MoE layer: each token goes to its k experts.
Duration expertAllToAll(const GroupCosts& g, const ModelArchitecture& a, double tokensPerGpu)
{
    if (g.groupGpus <= 1 || !(tokensPerGpu > 0.0))
        return Duration::seconds(0);
    const double elements = tokensPerGpu * a.moe.expertsPerToken * a.hiddenSize;
    const Duration dispatch = allToAllTime(Bytes::of(elements * g.dispatchBytes), g.groupGpus, g.links);
    const Duration combine = allToAllTime(Bytes::of(elements * g.combineBytes), g.groupGpus, g.links);
    return (dispatch + combine) * static_cast<double>(moeLayers(a));
}

Duration combineTimes(const GroupCosts& g, Duration roofline, Duration allToAll)
{
    if (g.overlap)
        return std::max(roofline, allToAll);
    return roofline + allToAll;
}

struct DecodeStep {
    StepTime time;
    Duration allToAll;
    Bytes bytesRead;
    FlopCount flops;
    double expertsTouched = 0.0;
    Duration total() const { return time.total(); }
};

// One decode step with `perGroup` sequences in every attention group at a mean context `context`.
DecodeStep decodeStep(const ModelArchitecture& a, const GroupCosts& g, const Bytes& nonRoutedPerGpu, double perGroup,
                      double context, double activation)
{
    DecodeStep s;
    const double groups = static_cast<double>(g.groupGpus) / g.attentionTp;
    const double tokens = perGroup * groups; // the whole group's tokens meet at the experts
    s.expertsTouched = expectedDistinctExperts(a.moe.routedExperts, a.moe.expertsPerToken, tokens);
    const double share = s.expertsTouched / a.moe.routedExperts;
    s.bytesRead = nonRoutedPerGpu + g.routedPerGpu * share + g.kvPerKeyPerGpu * (perGroup * context);
    const double tokensPerGpu = perGroup / g.attentionTp;
    const double attention = decodeAttentionFlopsPerKey(a) * context;
    s.flops = FlopCount::of((g.otherFlopsPerToken + g.routedFlopsPerToken + attention) * tokensPerGpu);
    s.time.memory = s.bytesRead / g.bandwidth;
    s.time.compute = s.flops / g.decodeRate;
    s.allToAll = expertAllToAll(g, a, tokensPerGpu);
    const Duration roofline = std::max(s.time.memory, s.time.compute);
    // StepTime adds communication to max(memory, compute); with overlap only what the roofline does not hide.
    s.time.communication =
        combineTimes(g, roofline, s.allToAll) - roofline + tensorParallelAllReduce(g, a, perGroup, activation);
    s.time.overhead = g.overhead;
    return s;
}

// Prefill of `perGroup` prompts in each of `activeGroups` attention groups: attention and the dense layers
// over attention's TP, the routed experts over the whole group; never faster than reading the weights once.
Duration prefillTime(const ModelArchitecture& a, const GroupCosts& g, const Bytes& nonRoutedPerGpu, int prompt,
                     double perGroup, double activeGroups, double activation)
{
    const double tokens = perGroup * prompt;
    const FlopCount onePrompt = prefillFlops(a, prompt);
    const double routedPerPrompt = g.routedFlopsPerToken * prompt;
    const double otherPerPrompt = onePrompt.inFlops() - routedPerPrompt;
    const FlopCount perGpu = FlopCount::of(otherPerPrompt * perGroup / g.attentionTp
                                           + routedPerPrompt * perGroup * activeGroups / g.groupGpus);
    const double share = routedExpertShareTouched(a.moe, tokens * activeGroups);
    const Duration weightPass = (nonRoutedPerGpu + g.routedPerGpu * share) / g.bandwidth;
    const Duration roofline = std::max(perGpu / g.prefillRate, weightPass);
    const double tokensPerGpu = tokens * activeGroups / g.groupGpus;
    return combineTimes(g, roofline, expertAllToAll(g, a, tokensPerGpu))
           + tensorParallelAllReduce(g, a, tokens, activation);
}

Expected<GroupCosts> groupCosts(const ModelArchitecture& a, const Accelerator& card, const InferenceInputs& in,
                                const ServingNetwork& net, int groupGpus, int attentionTp)
{
    const StepEfficiencies e = stepEfficienciesOf(in, card);
    GroupCosts g;
    g.groupGpus = groupGpus;
    g.attentionTp = attentionTp;
    const double routedBytes = routedExpertParameters(a) * bytesPerElement(in.weights);
    g.routedPerGpuAtAttentionTp = Bytes::of(routedBytes / attentionTp);
    g.routedPerGpu = Bytes::of(routedBytes / groupGpus);
    g.kvPerKeyPerGpu = kvCacheBytesPerTokenPerGpu(a, in.kvCache, a.layers, attentionTp);
    if (!card.memoryBandwidth || !(card.memoryBandwidth->inBytesPerSecond() > 0.0))
        return Error{"card", card.displayName() + "'s memory bandwidth is unknown, so a serving step has no time"};
    g.bandwidth = *card.memoryBandwidth * e.memoryBandwidth;
    const ComputePeak peak = choosePeak(card, matmulPrecisionForWeights(in.weights));
    if (!peak.perGpu)
        return Error{"card", card.displayName() + "'s compute peak is unknown, so a serving step has no time"};
    g.prefillRate = *peak.perGpu * e.prefill;
    g.decodeRate = *peak.perGpu * e.decode;
    g.routedFlopsPerToken = 2.0 * routedExpertParameters(a) * a.moe.expertsPerToken / std::max(1, a.moe.routedExperts);
    g.otherFlopsPerToken = 2.0 * matmulParameters(a) - g.routedFlopsPerToken;
    const std::optional<BytesPerSecond> intra = intraNodeBandwidthPerDirection(card);
    if (!intra && groupGpus > 1)
        return Error{"card",
                     card.displayName() + "'s GPU-to-GPU bandwidth is unknown, so expert-parallel time is unknown"};
    if (intra) {
        g.links.intraNode = effectiveLink(*intra, e.link);
        if (attentionTp > 1)
            g.tpLink = g.links.intraNode;
    }
    g.links.perNode = net.gpusPerNode;
    g.links.interNode = effectiveLink(net.interNodeFor(card), net.interNodeEfficiency);
    const bool eightBit = bytesPerElement(in.weights) <= 1.0;
    g.dispatchBytes = eightBit ? 1.0 : in.activationBytes; // DeepEP sends FP8 to the experts, BF16 back
    g.combineBytes = in.activationBytes;
    g.overhead = e.overheadPerPass;
    g.overlap = net.overlapAllToAll;
    return g;
}

std::string poolText(int expertParallel, int attentionTp, bool dpAttention)
{
    std::string out = "EP " + std::to_string(expertParallel);
    if (dpAttention)
        out += ", DP attention";
    else if (attentionTp > 1)
        out += ", TP " + std::to_string(attentionTp);
    return out;
}

std::string cannotHold(const ModelArchitecture& a, const Accelerator& card, const MemoryBreakdown& m, int gpus)
{
    return a.displayName + " needs " + gigabytesText(m.total()) + " per GPU with one sequence spread over "
           + std::to_string(gpus) + " GPUs; " + card.displayName() + " has "
           + (card.memory ? gigabytesText(*card.memory) : std::string("unknown memory"));
}

/// What every expert-parallel layout starts from: checked inputs, a card of known memory, and the costs of one
/// group of max(EP, attention TP) GPUs with its attention groups. `memoryUnknownWhy` ends the refusal when the
/// card's memory is unknown (what the caller cannot work out without it).
struct ExpertGroup {
    int attentionTp = 1;
    int groupGpus = 1;
    GroupCosts costs;
    int context = 0;     ///< prompt + output tokens of a sequence
    double groups = 1.0; ///< attention groups per expert group
};

Expected<ExpertGroup> expertGroupOf(const ModelArchitecture& a, const Accelerator& card, const InferenceInputs& in,
                                    const ServingLayout& l, const ServingNetwork& net, const char* memoryUnknownWhy)
{
    if (auto error = validateInferenceInputs(a, in))
        return *error;
    if (!card.memory)
        return Error{"card", card.displayName() + "'s memory is unknown, so " + memoryUnknownWhy};
    ExpertGroup e;
    e.attentionTp = l.attentionTensorParallel();
    e.groupGpus = std::max(l.expertParallel, e.attentionTp);
    auto g = groupCosts(a, card, in, net, e.groupGpus, e.attentionTp);
    if (!g)
        return g.error();
    e.costs = *g;
    e.context = in.inputTokens + in.outputTokens;
    e.groups = static_cast<double>(e.groupGpus) / e.attentionTp;
    return e;
}
// The fullest stage of `stages`: ceil(L / p) layers, as many of them mixture-of-experts layers as the model has
// (the heaviest), and the embeddings and output head both (a bound: they sit on the first and last stage).
ModelArchitecture fullestStage(const ModelArchitecture& a, int stages)
{
    ModelArchitecture s = a;
    s.layers = (a.layers + stages - 1) / stages;
    if (a.moe.enabled())
        s.moe.denseLayers = std::max(0, s.layers - (a.layers - a.moe.denseLayers));
    return s;
}

// Tensor parallelism t inside each of p pipeline stages (docs/MODEL.md, "Serving layout search"): the fullest stage
// priced as a model of its own at TP t, holding the KV cache of all S sequences for its layers; p micro-batches of
// S / p in flight, so a token passes p stages and p hops between servers: TPOT = p (stage step at S / p + hop).
Expected<ServingEstimate> pipelinedEstimate(const ModelArchitecture& a, const Accelerator& card,
                                            const InferenceInputs& in, const ServingLayout& l,
                                            const ServingNetwork& net, std::optional<int> sequenceLimit)
{
    const int p = l.pipelineParallel;
    const ModelArchitecture stage = fullestStage(a, p);
    InferenceInputs run = in;
    run.tensorParallel = l.tensorParallel;
    run.replicas = 1;
    // The sequences the pipeline holds: what the fullest stage's GPUs hold of its layers.
    run.concurrency.reset();
    auto whole =
        sequenceLimit ? estimateInference(stage, card, run, sequenceLimit) : estimateInference(stage, card, run);
    if (!whole)
        return whole.error();
    if (!whole->maxConcurrency)
        return Error{"card", card.displayName() + "'s memory is unknown, so no pipeline can be checked to fit"};
    const int limit = *whole->maxConcurrency;
    if (limit < p)
        return Error{"pp", a.displayName + " holds fewer than one sequence per stage on " + std::to_string(p)
                               + " stages of TP " + std::to_string(l.tensorParallel) + " " + card.displayName()};
    const int asked = in.concurrency ? std::min(*in.concurrency, limit) : limit;
    const int micro = std::max(1, asked / p);
    const int held = micro * p;
    run.concurrency = micro;
    auto step = estimateInference(stage, card, run, limit);
    if (!step)
        return step.error();
    if (!step->tpot || !step->ttft || !step->outputTokensPerSecondPerReplica)
        return Error{"card", card.displayName() + "'s speed is unknown, so a pipeline stage has no time"};

    // One hop between servers: a micro-batch's activations (decode) or a prompt's (prefill), over the network.
    const LinkSpec network = effectiveLink(net.interNodeFor(card), net.interNodeEfficiency);
    const auto hop = [&](double tokens) {
        return Bytes::of(tokens * a.hiddenSize * in.activationBytes) / network.perDirection + network.latency;
    };
    const Duration tau = *step->tpot;
    const Duration decodeHop = hop(micro);
    const Duration promptHop = hop(in.inputTokens);
    // The stage's steady cycle of one micro-batch (InferenceEstimator: s_out decode steps and the batch's prefill),
    // with its hops; p micro-batches share a stage, so the pipeline gives micro x s_out tokens per cycle.
    const double stageCycle = micro * in.outputTokens / *step->outputTokensPerSecondPerReplica;
    const Duration batchPrefill = Duration::seconds(stageCycle) - tau * static_cast<double>(in.outputTokens);
    const Duration cycle = (tau + decodeHop) * static_cast<double>(in.outputTokens) + batchPrefill
                           + promptHop * static_cast<double>(micro);

    ServingEstimate out;
    out.layout = l;
    InferencePerformance& r = out.performance;
    r = *step;
    r.tensorParallel = l.tensorParallel;
    r.replicas = in.replicas;
    r.gpus = l.tensorParallel * p * in.replicas;
    r.concurrency = held;
    r.maxConcurrency = limit;
    r.tpot = (tau + decodeHop) * static_cast<double>(p);
    r.ttft = (*step->ttft + promptHop) * static_cast<double>(p);
    r.tensorParallelCommPerStep = step->tensorParallelCommPerStep.value_or(Duration::seconds(0)) + decodeHop;
    const double perReplica = micro * in.outputTokens / cycle.inSeconds();
    r.outputTokensPerSecondPerReplica = perReplica;
    r.outputTokensPerSecond = perReplica * in.replicas;
    r.outputTokensPerSecondPerGpu = perReplica / (l.tensorParallel * p);
    r.requestsPerSecond = *r.outputTokensPerSecond / in.outputTokens;
    out.sequencesPerGroupLimit = limit;
    out.decodeTokensPerSecondPerGpu = micro / (tau + decodeHop).inSeconds() / (l.tensorParallel * p);

    const auto memory =
        estimateMemory(stage, memoryInputs(run, l.tensorParallel, in.inputTokens + in.outputTokens, held));
    if (memory) {
        out.memory.perGpu = memory->perGpu;
        out.memory.routedExpertsPerGpu =
            Bytes::of(routedExpertParameters(stage) * bytesPerElement(in.weights) / l.tensorParallel);
        out.memory.sequencesPerGpu = held;
        r.memoryPerGpu = memory->perGpu.total();
        r.weightBytesPerGpu = memory->perGpu.weights;
    }
    return out;
}

} // namespace

std::string servingLayoutText(const ServingLayout& l)
{
    if (l.tensorParallelOnly())
        return "TP " + std::to_string(l.tensorParallel);
    if (l.pipelined())
        return "TP " + std::to_string(l.tensorParallel) + ", PP " + std::to_string(l.pipelineParallel);
    const std::string decode = poolText(l.expertParallel, l.attentionTensorParallel(), l.dataParallelAttention);
    if (!l.disaggregated())
        return decode;
    return "prefill " + std::to_string(l.prefillGpus) + " (EP " + std::to_string(l.prefillExpertParallel)
           + ", DP attention) + decode " + std::to_string(l.decodeGpus) + " (" + decode + ")";
}

std::optional<Error> validateServingLayout(const ModelArchitecture& a, const ServingLayout& l)
{
    const std::string routed = std::to_string(a.moe.routedExperts);
    if (l.pipelineParallel < 1 || l.pipelineParallel > a.layers)
        return Error{"pp", std::to_string(l.pipelineParallel) + " pipeline stages: 1 to the model's "
                               + std::to_string(a.layers) + " layers"};
    if (l.pipelineParallel > 1 && !l.pipelined())
        return Error{"pp", "pipeline stages are modelled with tensor parallelism alone, not with --ep, "
                           "--dp-attention or separate pools"};
    if (l.pipelined()) {
        if (l.tensorParallel < 1 || a.attentionHeads % l.tensorParallel != 0)
            return Error{"tp", std::to_string(l.tensorParallel) + " does not divide the model's "
                                   + std::to_string(a.attentionHeads) + " attention heads"};
        return std::nullopt;
    }
    if (!a.moe.enabled()) {
        if (l.expertParallel > 1)
            return Error{"ep", a.displayName + " is a dense model: expert parallelism needs routed experts"};
        if (l.dataParallelAttention)
            return Error{"dp-attention", a.displayName
                                             + " is a dense model: data-parallel attention is for expert-parallel "
                                               "layouts; use --replicas"};
        if (l.disaggregated() || l.prefillGpus > 0)
            return Error{l.prefillGpus > 0 ? "prefill-gpus" : "decode-gpus",
                         a.displayName
                             + " is a dense model: separate prefill and decode pools are modelled for "
                               "expert-parallel layouts only"};
        return std::nullopt;
    }
    if (l.expertParallel < 1 || a.moe.routedExperts % l.expertParallel != 0)
        return Error{"ep", std::to_string(l.expertParallel) + " does not divide " + a.displayName + "'s " + routed
                               + " routed experts"};
    const int attentionTp = l.attentionTensorParallel();
    if (attentionTp < 1 || a.attentionHeads % attentionTp != 0)
        return Error{"tp", std::to_string(attentionTp) + " does not divide the model's "
                               + std::to_string(a.attentionHeads) + " attention heads"};
    if (l.expertParallel > 1 && l.expertParallel % attentionTp != 0)
        return Error{"tp", "attention's tensor-parallel degree " + std::to_string(attentionTp)
                               + " must divide the expert-parallel group of " + std::to_string(l.expertParallel)};
    if (l.dataParallelAttention && l.expertParallel == 1 && !l.disaggregated())
        return Error{"dp-attention", "needs an expert-parallel group (--ep 2 or more) to share the experts"};
    if (l.disaggregated() != (l.prefillGpus > 0))
        return Error{l.prefillGpus > 0 ? "decode-gpus" : "prefill-gpus",
                     "separate pools need both --prefill-gpus and --decode-gpus"};
    if (l.disaggregated()) {
        const int unit = std::max(l.expertParallel, attentionTp);
        if (l.decodeGpus % unit != 0)
            return Error{"decode-gpus", std::to_string(l.decodeGpus) + " is not a multiple of the decode group of "
                                            + std::to_string(unit) + " GPUs"};
        if (l.prefillExpertParallel < 1 || a.moe.routedExperts % l.prefillExpertParallel != 0
            || l.prefillGpus % l.prefillExpertParallel != 0)
            return Error{"prefill-gpus",
                         std::to_string(l.prefillGpus) + " GPUs do not split into expert-parallel groups of "
                             + std::to_string(l.prefillExpertParallel) + " dividing the " + routed + " routed experts"};
    }
    return std::nullopt;
}

Expected<ServingEstimate> estimateServing(const ModelArchitecture& a, const Accelerator& card,
                                          const InferenceInputs& in, const ServingLayout& l, const ServingNetwork& net)
{
    return estimateServing(a, card, in, l, net, std::nullopt);
}

Expected<ServingEstimate> estimateServing(const ModelArchitecture& a, const Accelerator& card,
                                          const InferenceInputs& in, const ServingLayout& l, const ServingNetwork& net,
                                          std::optional<int> sequenceLimit)
{
    if (auto error = validateServingLayout(a, l))
        return *error;
    if (l.pipelined())
        return pipelinedEstimate(a, card, in, l, net, sequenceLimit);
    ServingEstimate out;
    out.layout = l;
    if (l.tensorParallelOnly()) {
        // Today's layout: exactly estimateInference (a dense model never gets anything else).
        InferenceInputs tp = in;
        tp.tensorParallel = l.tensorParallel;
        auto p = sequenceLimit ? estimateInference(a, card, tp, sequenceLimit) : estimateInference(a, card, tp);
        if (!p)
            return p.error();
        out.performance = *p;
        out.sequencesPerGroupLimit = p->maxConcurrency;
        const auto memory =
            estimateMemory(a, memoryInputs(tp, l.tensorParallel, in.inputTokens + in.outputTokens, p->concurrency));
        if (memory) {
            out.memory.perGpu = memory->perGpu;
            // The memory model splits every weight over TP, the routed experts with the rest.
            out.memory.routedExpertsPerGpu =
                Bytes::of(routedExpertParameters(a) * bytesPerElement(in.weights) / l.tensorParallel);
            out.memory.sequencesPerGpu = p->concurrency;
        }
        return out;
    }
    const auto group = expertGroupOf(a, card, in, l, net, "no layout can be checked to fit");
    if (!group)
        return group.error();
    const auto& [attentionTp, groupGpus, costs, context, groups] = *group;
    const GroupCosts* g = &costs;
    const char* poolOption = l.disaggregated() ? "decode-gpus" : "ep";

    InferencePerformance& r = out.performance;
    const EfficiencyProfile profile = card.efficiencyProfile();
    const StepEfficiencies e = stepEfficienciesOf(in, card);
    r.efficiencyProfileId = profile.id;
    r.efficiencyEvidence = profile.evidence;
    r.memoryBandwidthEfficiency = e.memoryBandwidth;
    r.computeEfficiency = e.decode;
    r.stepOverheadMs = e.overheadPerPass.inSeconds() * 1000.0;
    r.linkEfficiency = e.link;
    r.computePrecision = choosePeak(card, matmulPrecisionForWeights(in.weights)).precision;
    r.tensorParallel = attentionTp;
    r.replicas = in.replicas;

    const int perGroupMax = sequenceLimit ? *sequenceLimit : maxSequences(a, in, *g, context, *card.memory);
    if (perGroupMax == 0)
        return Error{poolOption, cannotHold(a, card, *groupMemory(a, in, *g, context, 1), groupGpus)};
    r.maxConcurrency = static_cast<int>(perGroupMax * groups);
    out.sequencesPerGroupLimit = perGroupMax;
    const double perGroupAsked =
        in.concurrency ? std::max(1.0, std::floor(*in.concurrency / groups)) : static_cast<double>(perGroupMax);
    const double perGroup = std::min(perGroupAsked, static_cast<double>(perGroupMax));
    r.concurrency = static_cast<int>(perGroup * groups);
    if (in.concurrency && perGroupAsked > perGroupMax)
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::ConcurrencyCapped,
                            {},
                            {},
                            {},
                            *in.concurrency,
                            *r.maxConcurrency,
                            std::to_string(*in.concurrency) + " sequences do not fit in memory; at most "
                                + std::to_string(*r.maxConcurrency) + " do"});
    out.memory.perGpu = *groupMemory(a, in, *g, context, perGroup);
    out.memory.routedExpertsPerGpu = g->routedPerGpu;
    out.memory.sequencesPerGpu = static_cast<int>(perGroup);
    r.memoryPerGpu = out.memory.perGpu.total();
    r.weightBytesPerGpu = out.memory.perGpu.weights;
    const Bytes nonRouted = out.memory.otherWeightsPerGpu();

    const double meanContext = in.inputTokens + in.outputTokens / 2.0;
    const DecodeStep step = decodeStep(a, *g, nonRouted, perGroup, meanContext, in.activationBytes);
    out.expertsTouchedPerLayer = step.expertsTouched;
    out.allToAllPerStep = step.allToAll;
    r.bytesReadPerStep = step.bytesRead;
    r.flopsPerStep = step.flops;
    r.decodeMemoryTime = step.time.memory;
    r.decodeComputeTime = step.time.compute;
    r.tensorParallelCommPerStep = step.time.communication;
    r.bound = step.time.compute > step.time.memory ? DecodeBound::Compute : DecodeBound::Memory;
    r.tpot = step.total();
    const double decodePerGpu = perGroup / attentionTp / r.tpot->inSeconds();

    if (!l.disaggregated()) {
        // Co-located: as estimateInference, per `outputTokens` decode steps every sequence is prefilled once.
        r.gpus = groupGpus * in.replicas;
        r.ttft = prefillTime(a, *g, nonRouted, in.inputTokens, 1.0, 1.0, in.activationBytes);
        const Duration batchPrefill =
            prefillTime(a, *g, nonRouted, in.inputTokens, perGroup, groups, in.activationBytes);
        const Duration cycle = *r.tpot * static_cast<double>(in.outputTokens) + batchPrefill;
        const double perReplica = perGroup * groups * in.outputTokens / cycle.inSeconds();
        r.outputTokensPerSecondPerReplica = perReplica;
        r.outputTokensPerSecondPerGpu = perReplica / groupGpus;
    } else {
        // Disaggregated: the prefill pool prefills one prompt per GPU at a time with DP attention, the decode
        // pool only decodes; the slower pool sets the rate. The prompt's KV cache crosses the network.
        auto p = groupCosts(a, card, in, net, l.prefillExpertParallel, 1);
        if (!p)
            return p.error();
        const auto prefillMemory = groupMemory(a, in, *p, in.inputTokens, 1.0);
        if (!prefillMemory || prefillMemory->total() > *card.memory)
            return Error{"prefill-gpus", cannotHold(a, card, *prefillMemory, l.prefillExpertParallel)};
        out.memory.prefillPerGpu = prefillMemory;
        out.memory.prefillRoutedExpertsPerGpu = p->routedPerGpu;
        const Bytes prefillNonRouted = prefillMemory->weights - p->routedPerGpu;
        const double prefillGroups = l.prefillExpertParallel;
        const Duration allBusy =
            prefillTime(a, *p, prefillNonRouted, in.inputTokens, 1.0, prefillGroups, in.activationBytes);
        const double promptsPerGpu = 1.0 / allBusy.inSeconds();
        const LinkSpec network = effectiveLink(net.interNodeFor(card), net.interNodeEfficiency);
        out.kvTransfer =
            kvCacheBytesPerToken(a, in.kvCache) * static_cast<double>(in.inputTokens) / network.perDirection
            + network.latency;
        r.ttft = prefillTime(a, *p, prefillNonRouted, in.inputTokens, 1.0, 1.0, in.activationBytes) + *out.kvTransfer;
        const double rate = std::min(l.decodeGpus * decodePerGpu, l.prefillGpus * promptsPerGpu * in.outputTokens);
        r.gpus = (l.prefillGpus + l.decodeGpus) * in.replicas;
        r.outputTokensPerSecondPerReplica = rate;
        r.outputTokensPerSecondPerGpu = rate / (l.prefillGpus + l.decodeGpus);
        out.prefillPromptsPerSecondPerGpu = promptsPerGpu;
        r.concurrency = static_cast<int>(perGroup * groups * (l.decodeGpus / groupGpus));
        r.maxConcurrency = static_cast<int>(perGroupMax * groups * (l.decodeGpus / groupGpus));
    }
    out.decodeTokensPerSecondPerGpu = decodePerGpu;
    r.outputTokensPerSecond = *r.outputTokensPerSecondPerReplica * in.replicas;
    r.requestsPerSecond = *r.outputTokensPerSecond / in.outputTokens;
    return out;
}

Expected<ExpertParallelReplica> expertParallelReplica(const ModelArchitecture& a, const Accelerator& card,
                                                      const InferenceInputs& in, const ServingLayout& l,
                                                      Duration overheadPerPass, const ServingNetwork& net)
{
    if (auto error = validateServingLayout(a, l))
        return *error;
    if (l.tensorParallelOnly() || l.disaggregated() || l.expertParallel < 2)
        return Error{"ep", "the simulation takes one co-located expert-parallel group (--ep 2 or more)"};
    const auto group = expertGroupOf(a, card, in, l, net, "its KV cache is unknown");
    if (!group)
        return group.error();
    const auto& [attentionTp, groupGpus, costs, context, groups] = *group;
    const GroupCosts* g = &costs;
    const int perGroupMax = maxSequences(a, in, *g, context, *card.memory);
    if (perGroupMax == 0)
        return Error{"ep", cannotHold(a, card, *groupMemory(a, in, *g, context, 1), groupGpus)};
    const MemoryBreakdown full = *groupMemory(a, in, *g, context, perGroupMax);

    ExpertParallelReplica r;
    r.gpus = groupGpus;
    InferenceStepCosts& c = r.costs;
    c.weightsRead = full.weights - g->routedPerGpu;
    c.routedExperts = g->routedPerGpu;
    c.moe = a.moe;
    c.kvBytesPerKey = g->kvPerKeyPerGpu / groups; // the replica's keys spread over its attention groups
    c.bandwidth = g->bandwidth;
    c.matmulFlopsPerToken = decodeFlopsPerToken(a, 0.0);
    c.attentionFlopsPerKey = attentionForwardFlopsPerToken(a, 1.0);
    c.decodeAttentionFlopsPerKey = FlopCount::of(decodeAttentionFlopsPerKey(a));
    c.prefillRate = g->prefillRate * static_cast<double>(groupGpus);
    c.decodeRate = g->decodeRate * static_cast<double>(groupGpus);
    c.tensorParallel = attentionTp;
    c.link = g->tpLink;
    c.allReduceBytesPerToken = Bytes::of(static_cast<double>(a.hiddenSize) * in.activationBytes);
    c.allReducesPerPass = attentionTp > 1 ? 2.0 * a.layers : 0.0;
    c.overheadPerPass = overheadPerPass;
    c.expertParallel = groupGpus;
    c.expertLinks = g->links;
    c.allToAllBytesPerToken = Bytes::of(static_cast<double>(a.moe.expertsPerToken) * a.hiddenSize
                                        * (g->dispatchBytes + g->combineBytes) / 2.0);
    c.allToAllsPerPass = 2.0 * moeLayers(a);
    c.overlapAllToAll = g->overlap;

    const Bytes free = *card.memory - full.total();
    const Bytes cache = full.kvCache + free / (1.0 + in.overhead.reserveFraction);
    r.kvTokens = static_cast<std::int64_t>(std::floor(cache / g->kvPerKeyPerGpu) * groups);
    return r;
}

} // namespace gputco
