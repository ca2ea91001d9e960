#include "performance/TrainingEstimator.h"

#include "model/ParameterCount.h"
#include "performance/ComputePeak.h"
#include "performance/EfficiencyDefaults.h"
#include "performance/GlobalBatchRule.h"
#include "performance/RangeCheck.h"
#include "performance/TransformerFlops.h"
#include "units/Rates.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {
namespace {

// A run is called inefficient when its bubble or exposed communication takes more than this share of a step
// (issue 17: "above about 20 %"), or its MFU is below this share of the card's usual compute efficiency.
constexpr double kInefficientShare = 0.20;
constexpr double kMfuFarBelowNorm = 2.0 / 3.0;

int resolvedGlobalBatch(const TrainingInputs& in)
{
    const int unit = in.parallel.data * in.microBatch;
    if (in.globalBatch > 0)
        return in.globalBatch;
    const double tokens =
        in.globalBatchTokens > 0.0 ? in.globalBatchTokens : defaultGlobalBatchTokens(in.parallel.gpus());
    const double wanted = tokens / in.sequence;
    return static_cast<int>(std::max(1.0, std::ceil(wanted / unit))) * unit;
}

std::string twoDecimals(double value)
{
    const long hundredths = std::lround(value * 100.0);
    const std::string cents = std::to_string(hundredths % 100);
    return std::to_string(hundredths / 100) + "." + (cents.size() < 2 ? "0" : "") + cents;
}

std::string percent(double share) { return std::to_string(static_cast<int>(std::lround(share * 100.0))) + " %"; }

// Notes with figures when the step wastes much of its time, saying which change would help.
void addInefficiencyNotes(const TrainingInputs& in, const TrainingStep& step, double mfu, double norm,
                          TrainingPerformance& r)
{
    const double seconds = step.total.inSeconds();
    if (seconds <= 0.0)
        return;
    const double bubble = step.bubbleShare();
    if (bubble > kInefficientShare) {
        PerformanceNote n;
        n.code = PerformanceNoteCode::PipelineBubbleLarge;
        n.share = bubble;
        n.stages = in.parallel.pipeline;
        n.microBatches = step.microBatches;
        n.virtualStages = in.interleavedStages;
        n.message = "the pipeline bubble takes " + percent(bubble) + " of each step (" + std::to_string(n.stages)
                    + " stages, " + std::to_string(n.microBatches) + " micro-batches, "
                    + std::to_string(n.virtualStages)
                    + " virtual stages per GPU): a larger global batch, fewer stages or interleaving would shrink it";
        addPerformanceNote(r.notes, r.codedNotes, n);
    }
    const double tp = step.tensorParallelExposed.inSeconds() / seconds;
    if (tp > kInefficientShare) {
        PerformanceNote n;
        n.code = PerformanceNoteCode::TensorParallelCommExposed;
        n.share = tp;
        n.count = in.parallel.tensor;
        n.message = "exposed tensor-parallel traffic takes " + percent(tp) + " of each step (TP "
                    + std::to_string(n.count) + "): less tensor parallelism or a faster GPU-to-GPU link would help";
        addPerformanceNote(r.notes, r.codedNotes, n);
    }
    const double dp = (step.dataParallelExposed + step.pipelineComm).inSeconds() / seconds;
    if (dp > kInefficientShare) {
        PerformanceNote n;
        n.code = PerformanceNoteCode::DataParallelCommExposed;
        n.share = dp;
        n.count = in.parallel.data;
        n.message = "exposed gradient and pipeline traffic takes " + percent(dp) + " of each step (DP "
                    + std::to_string(n.count)
                    + "): a larger global batch (fewer reductions per token) or a faster network would help";
        addPerformanceNote(r.notes, r.codedNotes, n);
    }
    if (mfu < kMfuFarBelowNorm * norm) {
        PerformanceNote n;
        n.code = PerformanceNoteCode::MfuBelowNorm;
        n.mfu = mfu;
        n.normMfu = norm;
        n.message = "MFU " + twoDecimals(mfu) + " is far below the " + twoDecimals(norm)
                    + " this card usually reaches: see the bubble and communication above";
        addPerformanceNote(r.notes, r.codedNotes, n);
    }
}

// Megatron-LM: 2 all-reduces of the layer output in the forward pass and 2 in the backward per transformer
// layer (Shoeybi et al. 2019, sec. 3; Narayanan et al. 2021, sec. 3.2); full recompute repeats the forward 2.
int tensorParallelAllReducesPerLayer(Recompute recompute) { return recompute == Recompute::Full ? 6 : 4; }

} // namespace

double TrainingStep::communicationShare() const
{
    const double totalSeconds = total.inSeconds();
    if (totalSeconds <= 0.0)
        return 0.0;
    return (tensorParallelExposed + dataParallelExposed + pipelineComm).inSeconds() / totalSeconds;
}

double TrainingStep::bubbleShare() const
{
    const double totalSeconds = total.inSeconds();
    if (totalSeconds <= 0.0)
        return 0.0;
    return (pipelineBubble + stageImbalance).inSeconds() / totalSeconds;
}

std::optional<Error> validateTrainingInputs(const ModelArchitecture& a, const TrainingInputs& in)
{
    if (a.layers < 1 || a.hiddenSize < 1 || a.attentionHeads < 1)
        return Error{"model", "the architecture needs at least one layer and head"};
    if (!(in.tokens > 0.0) || !std::isfinite(in.tokens))
        return Error{"tokens", "the number of training tokens must be positive"};
    if (in.precision == Precision::INT8 || in.precision == Precision::INT4 || in.precision == Precision::NF4
        || isFp4(in.precision))
        return Error{"precision", "training computes in bf16, fp16, fp8, tf32 or fp32"};
    if (auto e = rangeError("tp", in.parallel.tensor, 1, a.attentionHeads))
        return e;
    if (a.attentionHeads % in.parallel.tensor != 0)
        return Error{"tp", std::to_string(in.parallel.tensor) + " does not divide the model's "
                               + std::to_string(a.attentionHeads) + " attention heads"};
    if (auto e = rangeError("pp", in.parallel.pipeline, 1, a.layers))
        return e;
    if (auto e = rangeError("dp", in.parallel.data, 1, 10'000'000))
        return e;
    if (auto e = rangeError("sequence", in.sequence, 1, 16.0 * 1024 * 1024))
        return e;
    if (auto e = rangeError("micro-batch", in.microBatch, 1, 1'000'000))
        return e;
    if (auto e = rangeError("global-batch", in.globalBatch, 0, 1e9))
        return e;
    if (in.globalBatch != 0 && in.globalBatch % (in.parallel.data * in.microBatch) != 0)
        return Error{"global-batch", std::to_string(in.globalBatch) + " is not a multiple of DP x micro-batch = "
                                         + std::to_string(in.parallel.data * in.microBatch)};
    if (auto e = rangeError("ep", in.expertParallel, 1, in.parallel.data))
        return e;
    if (in.parallel.data % in.expertParallel != 0)
        return Error{"ep", std::to_string(in.expertParallel) + " does not divide the data-parallel degree "
                               + std::to_string(in.parallel.data)};
    if (in.expertParallel > 1 && (!a.moe.enabled() || a.moe.routedExperts % in.expertParallel != 0))
        return Error{"ep", "expert parallelism needs an MoE model whose routed experts it divides"};
    if (auto e = rangeError("interleaved-stages", in.interleavedStages, 1, a.layers))
        return e;
    if (in.interleavedStages > 1 && in.parallel.pipeline * in.interleavedStages > a.layers)
        return Error{"interleaved-stages",
                     std::to_string(in.parallel.pipeline) + " stages x " + std::to_string(in.interleavedStages)
                         + " virtual stages exceed the model's " + std::to_string(a.layers) + " layers"};
    if (auto e = rangeError("global-batch-tokens", in.globalBatchTokens, 0, 1e12))
        return e;
    if (auto e = rangeError("zero", in.zeroStage, 0, 3))
        return e;
    if (auto e = rangeError("gpus-per-node", in.gpusPerNode, 1, 1024))
        return e;
    if (in.interNodePerDirection && !(in.interNodePerDirection->inBytesPerSecond() > 0.0))
        return Error{"inter-node-bandwidth", "the network bandwidth per GPU must be positive"};
    if (in.linkEfficiency)
        if (auto e = rangeError("link-efficiency", *in.linkEfficiency, 0.01, 1.0))
            return e;
    if (auto e = rangeError("gradient-bytes", in.gradientBytes, 0.5, 8.0))
        return e;
    if (auto e = rangeError("activation-bytes", in.activationBytes, 0.5, 8.0))
        return e;
    if (auto e = rangeError("tp-overlap", in.tensorParallelOverlap, 0.0, 1.0))
        return e;
    if (in.computeEfficiency)
        if (auto e = rangeError("compute-efficiency", *in.computeEfficiency, 0.01, 1.0))
            return e;
    if (in.endToEndMfu)
        if (auto e = rangeError("mfu", *in.endToEndMfu, 0.01, 1.0))
            return e;
    return std::nullopt;
}

Expected<TrainingPerformance> estimateTraining(const ModelArchitecture& a, const Accelerator& card,
                                               const TrainingInputs& in)
{
    if (auto error = validateTrainingInputs(a, in))
        return *error;

    const Parallelism& par = in.parallel;
    TrainingPerformance r;
    r.gpus = par.gpus();
    const TrainingFlopsPerToken perToken = trainingFlopsPerToken(a, in.sequence, in.recompute);
    r.modelFlops = perToken.model * in.tokens;
    r.hardwareFlops = perToken.hardware * in.tokens;

    // Peak and compute-phase efficiency; FP8 keeps the BF16 efficiency scaled by the FP8 speed-up.
    const ComputePeak peak = choosePeak(card, in.precision);
    r.notes.insert(r.notes.end(), peak.notes.begin(), peak.notes.end());
    r.codedNotes.insert(r.codedNotes.end(), peak.codedNotes.begin(), peak.codedNotes.end());
    r.computePrecision = peak.precision;
    r.peakPerGpu = peak.perGpu;
    const EfficiencyDefault base = defaultTrainingComputeEfficiency(card);
    r.computeEfficiency = base.value;
    r.efficiencyBasis = base.basis;
    if (peak.precision == Precision::FP8 && !in.computeEfficiency) {
        const ComputePeak bf16 = choosePeak(card, Precision::BF16);
        if (bf16.perGpu && peak.perGpu) {
            r.computeEfficiency = base.value * kFp8TrainingSpeedup * (*bf16.perGpu / *peak.perGpu);
            r.efficiencyBasis += "; FP8 assumed 1.4x faster than BF16 end to end";
        }
    }
    if (in.computeEfficiency) {
        r.computeEfficiency = *in.computeEfficiency;
        r.efficiencyBasis = "set by the user";
    }

    TrainingStep step;
    step.globalBatch = resolvedGlobalBatch(in);
    step.microBatches = step.globalBatch / (par.data * in.microBatch);
    const double tokensPerStep = static_cast<double>(step.globalBatch) * in.sequence;
    r.steps = in.tokens / tokensPerStep;

    if (!peak.perGpu) {
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::TrainingPeakUnknown,
                            {},
                            {},
                            {},
                            0,
                            0,
                            "training time is unknown because the card's peak is unknown"});
        return r;
    }
    const FlopsPerSecond clusterRate = *peak.perGpu * (r.gpus * r.computeEfficiency);
    step.compute = perToken.hardware * tokensPerStep / clusterRate;
    step.pipelineBubble =
        step.compute
        * (static_cast<double>(par.pipeline - 1) / (static_cast<double>(in.interleavedStages) * step.microBatches));
    // Every stage waits for the one with the most layers: ceil(L / (p v)) x p v layers' worth of time for L.
    const int chunks = par.pipeline * in.interleavedStages;
    const double longest = std::ceil(static_cast<double>(a.layers) / chunks) * chunks / a.layers;
    step.stageImbalance = step.compute * (longest - 1.0);

    // Links: NVLink/PCIe inside a server, the network between servers.
    const std::optional<BytesPerSecond> intraNominal = intraNodeBandwidthPerDirection(card);
    const LinkSpec inter = effectiveLink(in.interNodePerDirection.value_or(interNodeBandwidthPerDirection(card)),
                                         in.linkEfficiency.value_or(kDefaultLinkEfficiency));
    const bool needsIntra = par.tensor > 1 || par.data > 1;
    if (!intraNominal && needsIntra) {
        addPerformanceNote(r.notes, r.codedNotes,
                           {PerformanceNoteCode::TrainingLinkUnknown,
                            {},
                            {},
                            {},
                            0,
                            0,
                            "the card's GPU-to-GPU bandwidth is unknown, so communication time is unknown"});
        return r;
    }
    const double intraShare = in.linkEfficiency.value_or(card.efficiency ? card.efficiency->tensorParallelShare.typical
                                                                         : kDefaultLinkEfficiency);
    const LinkSpec intra = intraNominal ? effectiveLink(*intraNominal, intraShare) : inter;

    if (par.tensor > 1) {
        const LinkSpec& tpLink = par.tensor <= in.gpusPerNode ? intra : inter;
        if (par.tensor > in.gpusPerNode)
            addPerformanceNote(r.notes, r.codedNotes,
                               {PerformanceNoteCode::TensorParallelAcrossServers,
                                {},
                                {},
                                {},
                                0,
                                0,
                                "tensor parallelism spans servers: its all-reduces run over the network"});
        const Bytes message =
            Bytes::of(static_cast<double>(in.microBatch) * in.sequence * a.hiddenSize * in.activationBytes);
        const double layersPerStage = std::ceil(static_cast<double>(a.layers) / par.pipeline);
        const double calls = layersPerStage * step.microBatches * tensorParallelAllReducesPerLayer(in.recompute);
        step.tensorParallelComm = ringAllReduceTime(message, par.tensor, tpLink) * calls;
        step.tensorParallelExposed = step.tensorParallelComm * (1.0 - in.tensorParallelOverlap);
    }
    if (par.data > 1) {
        // Every GPU holds 1/(TP x PP) of the parameters and reduces their gradients across the DP group.
        // Megatron orders ranks TP first, then DP, so a server holds gpusPerNode / TP ranks of one DP group.
        // With expert parallelism each GPU keeps 1/EP of the routed experts, whose gradients are reduced
        // only across the DP / EP replicas of that shard.
        const double modelShards = static_cast<double>(par.tensor) * par.pipeline;
        const double routed = routedExpertParameters(a);
        const double denseParams = (countParameters(a).total - routed) / modelShards;
        const double expertParams = routed / in.expertParallel / modelShards;
        const int perNode = std::clamp(in.gpusPerNode / par.tensor, 1, par.data);
        const int nodes = (par.data + perNode - 1) / perNode;
        const Bytes gradients = Bytes::of(denseParams * in.gradientBytes);
        step.dataParallelComm = hierarchicalAllReduceTime(gradients, perNode, nodes, intra, inter);
        if (expertParams > 0.0) {
            const int replicas = par.data / in.expertParallel;
            const int replicasPerNode = std::clamp(perNode / in.expertParallel, 1, replicas);
            const int replicaNodes = (replicas + replicasPerNode - 1) / replicasPerNode;
            step.dataParallelComm += hierarchicalAllReduceTime(Bytes::of(expertParams * in.gradientBytes),
                                                               replicasPerNode, replicaNodes, intra, inter);
        }
        // Overlapped with the backward pass of the last micro-batch (Megatron --overlap-grad-reduce):
        // backward is 2/3 of a micro-batch's compute.
        const Duration window = step.compute / static_cast<double>(step.microBatches) * (2.0 / 3.0);
        step.dataParallelExposed =
            step.dataParallelComm > window ? step.dataParallelComm - window : Duration::seconds(0);
        if (in.zeroStage >= 3) {
            // ZeRO-3 / FSDP gathers the BF16 parameters before every micro-batch's forward and backward pass
            // (Rajbhandari et al. 2020, sec. 7: 3 x the data of plain data parallelism with one micro-batch).
            // An all-gather moves half a ring all-reduce's data. Prefetching hides it behind the step's compute.
            const Bytes parameters = Bytes::of((denseParams + expertParams) * 2.0);
            const Duration gathers =
                hierarchicalAllReduceTime(parameters, perNode, nodes, intra, inter) * (0.5 * 2.0 * step.microBatches);
            step.dataParallelComm += gathers;
            if (gathers > step.compute)
                step.dataParallelExposed += gathers - step.compute;
        }
        if (a.moe.enabled())
            addPerformanceNote(r.notes, r.codedNotes,
                               {PerformanceNoteCode::MoeAllToAllNotModelled,
                                {},
                                {},
                                {},
                                0,
                                0,
                                "the MoE token all-to-all of expert parallelism is not modelled (assumed overlapped)"});
    }
    if (par.pipeline > 1) {
        // Each micro-batch's activations go forward and their gradients back across every stage boundary, once
        // per virtual stage, over the network (stages sit in different servers when TP fills one). Counted as
        // exposed, [R]: Megatron overlaps part of it, so interleaving is charged for its extra sends.
        const double perGpuSplit = par.tensor > 1 ? par.tensor : 1.0; // sequence parallelism splits the send
        const Bytes message = Bytes::of(static_cast<double>(in.microBatch) * in.sequence * a.hiddenSize
                                        * in.activationBytes / perGpuSplit);
        const Duration send = message / inter.perDirection + inter.latency;
        step.pipelineComm = send * (2.0 * in.interleavedStages * step.microBatches);
    }
    step.total = step.compute + step.pipelineBubble + step.stageImbalance + step.tensorParallelExposed
                 + step.dataParallelExposed + step.pipelineComm;
    r.step = step;

    const Duration wall =
        in.endToEndMfu ? r.modelFlops / (*peak.perGpu * (r.gpus * *in.endToEndMfu)) : step.total * r.steps;
    r.wallTime = wall;
    r.gpuHours = wall.inHours() * r.gpus;
    r.mfu = r.modelFlops.inFlops() / (peak.perGpu->inFlopsPerSecond() * r.gpus * wall.inSeconds());
    if (!in.endToEndMfu)
        addInefficiencyNotes(in, step, *r.mfu, r.computeEfficiency, r);
    return r;
}

} // namespace gputco
