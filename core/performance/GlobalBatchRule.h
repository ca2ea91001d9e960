#pragma once

namespace gputco {

/// Default global batch of a training run, in tokens per optimizer step, for a job on `gpus` GPUs
/// (docs/MODEL.md, "Default global batch"): max(4 Mi tokens, 1 Ki tokens per GPU), at most 64 Mi tokens.
/// - Floor 4M tokens: Llama 2 trained every size from 7B to 70B at 4M tokens (Touvron et al. 2023, sec. 2.2);
///   GPT-3 175B used 3.2M (Brown et al. 2020, Table 2.1).
/// - 1,024 tokens per GPU: Llama 3 405B ended pre-training at 16M tokens per step on 16,384 H100
///   (Dubey et al. 2024, sec. 3.4.1 and 3.3.2): 16 Mi / 16 Ki = 1 Ki tokens per GPU. Practitioners raise the
///   batch with the cluster so that each data-parallel rank keeps enough micro-batches to fill its pipeline.
/// - Cap 64M tokens: about DeepSeek-V3's largest batch, 15,360 sequences of 4K = 62.9M tokens (DeepSeek-AI 2024,
///   sec. 4.2). The critical-batch-size literature says why a batch may grow with scale: the batch beyond which
///   more data parallelism stops cutting the steps needed grows as the loss falls (McCandlish et al. 2018), to
///   about 2e8 x L^-4.8 tokens (Kaplan et al. 2020, eq. 5.3): some 10-20M tokens at the losses of today's large
///   runs, so the rule stays at or below it except at the very largest scales.
double defaultGlobalBatchTokens(int gpus);

inline constexpr double kMinDefaultBatchTokens = 4.0 * 1024 * 1024;
inline constexpr double kDefaultBatchTokensPerGpu = 1024.0;
inline constexpr double kMaxDefaultBatchTokens = 64.0 * 1024 * 1024;

} // namespace gputco
