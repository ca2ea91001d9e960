#include "memory/MemoryEstimator.h"

#include "memory/ActivationMemory.h"
#include "memory/KvCache.h"
#include "memory/ModelStateMemory.h"
#include "model/ParameterCount.h"

#include <algorithm>
#include <string>

namespace gputco {
namespace {

constexpr int kMaxContextTokens = 16 * 1024 * 1024;
constexpr int kMaxBatch = 1'000'000;
constexpr int kMaxDataParallel = 1'000'000;

std::optional<Error> outOfRange(const char* field, long long value, long long min, long long max)
{
    if (value >= min && value <= max)
        return std::nullopt;
    return Error{field, std::to_string(value) + " is out of range; expected " + std::to_string(min) + " to "
                            + std::to_string(max)};
}

bool isQuantisedStorage(Precision p)
{
    return p == Precision::FP8 || p == Precision::INT8 || p == Precision::INT4 || p == Precision::NF4 || isFp4(p);
}

// Parameters of one pipeline stage, split into transformer layers and embedding/head (which quantisation
// leaves in 16-bit: GPTQ, AWQ, bitsandbytes and vLLM FP8 quantise only the layers' linear weights).
struct StageParams {
    double layerParams = 0;
    double embeddingParams = 0;
};

StageParams stageParams(const ModelArchitecture& a, const ParameterCounts& c, int firstLayer, int layers, bool first,
                        bool last, int pipeline)
{
    StageParams p;
    const double norms = 2.0 * (a.layerNormWithBias ? 2.0 : 1.0) * a.hiddenSize;
    for (int layer = firstLayer; layer < firstLayer + layers; ++layer) {
        const bool dense = !a.moe.enabled() || layer < a.moe.denseLayers;
        p.layerParams += c.attentionPerLayer + norms + (dense ? c.denseFfnPerLayer : c.moeFfnPerLayer);
    }
    const double table = static_cast<double>(a.vocabSize) * a.hiddenSize;
    const double positions = static_cast<double>(a.learnedPositions) * a.hiddenSize;
    if (first)
        p.embeddingParams += table + positions;
    // The output head: its own matrix, or with tied embeddings a second copy when it sits on another stage.
    if (last && (!a.tiedEmbeddings || pipeline > 1))
        p.embeddingParams += table;
    if (last)
        p.embeddingParams += (a.layerNormWithBias ? 2.0 : 1.0) * a.hiddenSize;
    return p;
}

MemoryBreakdown inferenceStage(const ModelArchitecture& a, const MemoryInputs& in, const StageParams& sp, int layers,
                               bool last)
{
    const int t = in.parallel.tensor;
    MemoryBreakdown m;
    const double embeddingBytes = isQuantisedStorage(in.weights) ? 2.0 : bytesPerElement(in.weights);
    m.weights = Bytes::of((sp.layerParams * bytesPerElement(in.weights) + sp.embeddingParams * embeddingBytes) / t);
    const double tokens = static_cast<double>(in.contextTokens) * in.batch;
    m.kvCache = kvCacheBytesPerTokenPerGpu(a, in.kvCache, layers, t) * tokens;
    const double chunk = std::min<double>(in.prefillChunkTokens, tokens);
    m.activations = inferenceWorkspaceBytes(a, chunk, last ? in.batch : 0, t);
    return m;
}

MemoryBreakdown trainingStage(const ModelArchitecture& a, const MemoryInputs& in, const StageParams& sp, int stage,
                              int layers)
{
    const Parallelism& par = in.parallel;
    const double t = par.tensor;
    const double shardParams = (sp.layerParams + sp.embeddingParams) / t;
    MemoryBreakdown m;

    if (in.mode == WorkloadMode::Training) {
        const auto k = stateBytesPerParam(in.optimizer, in.weights, a);
        const auto states = zeroShardedStates(shardParams, k, in.zeroStage, par.data);
        m.weights = Bytes::of(states.weights);
        m.gradients = Bytes::of(states.gradients);
        m.optimizer = Bytes::of(states.optimizer);
    } else {
        // LoRA/QLoRA: frozen base (ZeRO-3 shards it too) plus 16-bit adapters trained with mixed-precision AdamW
        // states (Hu et al. 2021; Dettmers et al. 2023).
        const double embeddingBytes = isQuantisedStorage(in.weights) ? 2.0 : bytesPerElement(in.weights);
        const double baseBytes =
            (sp.layerParams * bytesPerElement(in.weights) + sp.embeddingParams * embeddingBytes) / t;
        const double adapterParams = in.loraRank * loraAdapterParamsPerRank(a) * layers / a.layers / t;
        const auto k = stateBytesPerParam(in.optimizer, Precision::BF16, a);
        const auto states = zeroShardedStates(adapterParams, k, in.zeroStage, par.data);
        m.weights = Bytes::of(baseBytes / (in.zeroStage >= 3 ? par.data : 1) + states.weights);
        m.gradients = Bytes::of(states.gradients);
        m.optimizer = Bytes::of(states.optimizer);
    }

    ActivationShape shape;
    shape.sequence = in.contextTokens;
    shape.microBatch = in.batch;
    shape.tensorParallel = par.tensor;
    shape.sequenceParallel = in.sequenceParallel;
    shape.recompute = in.recompute;
    shape.flashAttention = in.flashAttention;
    // 1F1B pipeline schedule: stage i holds (p - i) micro-batches in flight (Korthikanti eq. 5).
    const int inFlight = par.pipeline - stage;
    Bytes activations = activationBytesPerLayer(a, shape) * (static_cast<double>(layers) * inFlight);
    if (stage == 0)
        activations += embeddingActivationBytes(a, shape, inFlight);
    if (stage == par.pipeline - 1)
        activations += outputActivationBytes(a, shape);
    m.activations = activations;
    return m;
}

} // namespace

std::optional<Error> validateMemoryInputs(const ModelArchitecture& a, const MemoryInputs& in)
{
    if (a.layers < 1 || a.hiddenSize < 1 || a.attentionHeads < 1 || a.vocabSize < 1)
        return Error{"model", "the architecture needs at least one layer, head and vocabulary entry"};
    if (auto e = outOfRange("tp", in.parallel.tensor, 1, a.attentionHeads))
        return e;
    if (a.attentionHeads % in.parallel.tensor != 0)
        return Error{"tp", std::to_string(in.parallel.tensor) + " does not divide the model's "
                               + std::to_string(a.attentionHeads) + " attention heads"};
    if (auto e = outOfRange("pp", in.parallel.pipeline, 1, a.layers))
        return e;
    if (auto e = outOfRange("dp", in.parallel.data, 1, kMaxDataParallel))
        return e;
    if (auto e = outOfRange("zero", in.zeroStage, 0, 3))
        return e;
    if (auto e = outOfRange("context", in.contextTokens, 1, kMaxContextTokens))
        return e;
    if (auto e = outOfRange("batch", in.batch, 1, kMaxBatch))
        return e;
    if (auto e = outOfRange("lora-rank", in.loraRank, 1, 65536))
        return e;
    if (auto e = outOfRange("prefill-chunk", in.prefillChunkTokens, 1, kMaxContextTokens))
        return e;
    if (in.overhead.reserveFraction < 0.0 || in.overhead.reserveFraction > 1.0)
        return Error{"overhead", "the allocator reserve must be a share from 0 to 1"};
    if (in.mode == WorkloadMode::Training
        && !(in.weights == Precision::FP32 || in.weights == Precision::TF32 || in.weights == Precision::BF16
             || in.weights == Precision::FP16 || in.weights == Precision::FP8))
        return Error{"weights", "training keeps weights in fp32, tf32, bf16, fp16 or fp8; use lora or qlora for a "
                                "quantised base"};
    if (in.mode == WorkloadMode::Qlora && !(in.weights == Precision::NF4 || in.weights == Precision::INT4))
        return Error{"weights", "qlora trains adapters on a 4-bit base: use nf4 or int4"};
    return std::nullopt;
}

Expected<MemoryEstimate> estimateMemory(const ModelArchitecture& a, const MemoryInputs& inputs)
{
    if (auto error = validateMemoryInputs(a, inputs))
        return *error;

    MemoryInputs in = inputs;
    // FP8 training keeps BF16 copies of weights and gradients (Transformer Engine): count it as BF16.
    if (in.mode == WorkloadMode::Training && in.weights == Precision::FP8)
        in.weights = Precision::BF16;
    const ParameterCounts counts = countParameters(a);
    const Parallelism& par = in.parallel;

    MemoryEstimate estimate;
    estimate.parallel = par;
    estimate.totalParams = counts.total;
    if (in.mode == WorkloadMode::Training)
        estimate.trainableParams = counts.total;
    else if (in.mode != WorkloadMode::Inference)
        estimate.trainableParams = in.loraRank * loraAdapterParamsPerRank(a);

    const int p = par.pipeline;
    int firstLayer = 0;
    double worst = -1.0;
    for (int stage = 0; stage < p; ++stage) {
        const int layers = a.layers / p + (stage < a.layers % p ? 1 : 0);
        const bool first = stage == 0;
        const bool last = stage == p - 1;
        const StageParams sp = stageParams(a, counts, firstLayer, layers, first, last, p);

        MemoryBreakdown m = in.mode == WorkloadMode::Inference ? inferenceStage(a, in, sp, layers, last)
                                                               : trainingStage(a, in, sp, stage, layers);
        m.overhead = in.overhead.fixedPerGpu + m.total() * in.overhead.reserveFraction;

        StageMemory stageMemory{firstLayer, layers, m};
        estimate.stages.push_back(stageMemory);
        estimate.allGpus += m.scaled(static_cast<double>(par.tensor) * par.data);
        if (m.total().inBytes() > worst) {
            worst = m.total().inBytes();
            estimate.perGpu = m;
        }
        firstLayer += layers;
    }
    return estimate;
}

} // namespace gputco
