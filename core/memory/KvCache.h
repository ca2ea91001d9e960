#pragma once

#include "model/ModelArchitecture.h"
#include "model/Precision.h"
#include "units/Bytes.h"

namespace gputco {

/// KV cache bytes for one token across all layers of the whole model:
/// 2 (K and V) x layers x KV heads x head dim x bytes per element (Kwon et al. 2023, sec. 3);
/// with MLA, layers x (kv_lora_rank + qk_rope_head_dim) x bytes (DeepSeek-V2 sec. 2.1, the cached latent).
Bytes kvCacheBytesPerToken(const ModelArchitecture& arch, Precision precision);

/// KV cache bytes for one token of `layers` layers on one GPU of a tensor-parallel group of `t`:
/// KV heads split over t, but never fewer than one per GPU (heads are replicated when t > KV heads);
/// an MLA latent is not split by heads, so every TP rank keeps the whole latent.
Bytes kvCacheBytesPerTokenPerGpu(const ModelArchitecture& arch, Precision precision, int layers, int t);

} // namespace gputco
