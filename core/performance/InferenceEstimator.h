#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "model/Precision.h"
#include "performance/Collectives.h"
#include "performance/EfficiencyDefaults.h"
#include "performance/PerformanceNote.h"
#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Flops.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// Which roofline term sets the decode step time.
enum class DecodeBound { Memory, Compute };
std::string_view decodeBoundName(DecodeBound bound);

/// Every input of the inference model. Defaults are documented in docs/MODEL.md, "Performance".
struct InferenceInputs {
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    int tensorParallel = 1;
    int replicas = 1;               ///< independent copies of the model (data parallel serving)
    int inputTokens = 1024;         ///< prompt length per request
    int outputTokens = 256;         ///< generated tokens per request
    std::optional<int> concurrency; ///< sequences decoded together per replica; nullopt: the most that fit
    /// The efficiencies below are overrides: nullopt takes the card's efficiency profile (Accelerator::efficiency,
    /// else the assumed profile), docs/MODEL.md "Efficiency profiles".
    std::optional<double> memoryBandwidthEfficiency; ///< share of peak memory bandwidth decode reaches
    std::optional<double> prefillEfficiency;         ///< share of the dense peak prefill reaches
    std::optional<double> decodeComputeEfficiency;   ///< share of the dense peak compute-bound decode reaches
    std::optional<double> linkEfficiency;            ///< share of nominal GPU-to-GPU bandwidth the all-reduces reach
    std::optional<double> stepOverheadMs;            ///< fixed time per decode step beyond the roofline, ms
    double activationBytes = 2.0;                    ///< per element of the tensor-parallel all-reduces (BF16)
    RuntimeOverhead overhead;                        ///< as in the memory model (CUDA context, allocator reserve)
    /// false: the figures without the notes that explain them (`notes`, `codedNotes` stay empty). The recommender's
    /// search estimates millions of replicas and reads no note; making their texts was a third of each estimate.
    bool notes = true;
};

/// The inference model's answer for one replica of `tensorParallel` GPUs and the whole deployment.
/// Latency and throughput are nullopt when a card figure they need is unknown (`notes` says which).
struct InferencePerformance {
    int tensorParallel = 1;
    int replicas = 1;
    int gpus = 1;
    int concurrency = 1; ///< sequences per replica used for the figures below
    std::optional<int>
        maxConcurrency; ///< most sequences of input + output tokens memory allows; nullopt: card memory unknown
    Bytes memoryPerGpu; ///< at `concurrency`
    Bytes weightBytesPerGpu;
    Bytes bytesReadPerStep; ///< per GPU per decode step: weights touched + KV cache
    FlopCount flopsPerStep; ///< per GPU per decode step
    Precision computePrecision = Precision::BF16;
    std::optional<Duration> ttft; ///< prefill of one prompt with nothing queued
    std::optional<Duration> tpot; ///< one decode step at `concurrency`
    std::optional<Duration> decodeMemoryTime;
    std::optional<Duration> decodeComputeTime;
    std::optional<Duration> tensorParallelCommPerStep;
    DecodeBound bound = DecodeBound::Memory;
    /// The efficiencies used (the card's profile or the inputs' overrides) and how the profile is known.
    double memoryBandwidthEfficiency = 0.0;
    double computeEfficiency = 0.0; ///< prefill and compute-bound decode, at computePrecision
    double stepOverheadMs = 0.0;
    double linkEfficiency = 0.0;
    std::string efficiencyProfileId;
    EfficiencyEvidence efficiencyEvidence = EfficiencyEvidence::Assumed;
    std::optional<double> outputTokensPerSecondPerReplica; ///< steady state, prefill included
    std::optional<double> outputTokensPerSecond;           ///< whole deployment
    std::optional<double> outputTokensPerSecondPerGpu;
    std::optional<double> requestsPerSecond; ///< whole deployment
    std::vector<std::string> notes;
    std::vector<PerformanceNote> codedNotes; ///< the same notes as codes and figures, for translation
};

/// Checks the inputs; the error names the input and the allowed range.
std::optional<Error> validateInferenceInputs(const ModelArchitecture& arch, const InferenceInputs& inputs);

/// Most sequences of `inputTokens + outputTokens` one replica holds in the card's memory (memory model:
/// weights, KV cache, workspace, overhead); 0 when not even one fits; nullopt when the card's memory is unknown.
std::optional<int> maxConcurrency(const ModelArchitecture& arch, const Accelerator& card,
                                  const InferenceInputs& inputs);

/// Time to first token, time per output token and throughput (docs/MODEL.md, "Performance"):
/// prefill is compute-bound; a decode step takes max(bytes read / (bandwidth x efficiency),
/// FLOPs / (peak x efficiency)) plus two tensor-parallel all-reduces per layer. Refuses (naming "tp") a
/// model that does not fit the card with one sequence.
Expected<InferencePerformance> estimateInference(const ModelArchitecture& arch, const Accelerator& card,
                                                 const InferenceInputs& inputs);

/// The same with the memory limit already known: `memoryLimit` must be maxConcurrency(arch, card, inputs), which
/// does not depend on `inputs.concurrency` or `inputs.replicas`. The deployment sizer tries many concurrencies
/// per split and so finds the limit once per split instead of once per try.
Expected<InferencePerformance> estimateInference(const ModelArchitecture& arch, const Accelerator& card,
                                                 const InferenceInputs& inputs, std::optional<int> memoryLimit);

} // namespace gputco
