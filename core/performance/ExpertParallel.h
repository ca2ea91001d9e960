#pragma once

#include "model/ModelArchitecture.h"
#include "performance/Collectives.h"
#include "units/Bytes.h"
#include "units/Duration.h"

namespace gputco {

/// Expected number of distinct routed experts a batch of `tokens` touches when each token picks `topK` of
/// `experts` uniformly and independently: E x (1 - (1 - k/E)^B). One expert is missed by one token with
/// probability 1 - k/E, by all B tokens with (1 - k/E)^B (linearity of expectation over the E experts). Real
/// routers are less even than uniform, so this is an upper bound on the experts read per step.
double expectedDistinctExperts(int experts, int topK, double tokens);

/// The same as a share of the routed experts (0 for a dense model): what a decode step reads of them.
double routedExpertShareTouched(const MoeConfig& moe, double tokens);

/// Where the GPUs of an expert-parallel group sit: `perNode` GPUs share the scale-up link (NVLink), the
/// servers are joined by the scale-out network, one port per GPU.
struct ExpertParallelLinks {
    int perNode = 8;
    LinkSpec intraNode; ///< scale-up link per GPU per direction, at its efficiency
    LinkSpec interNode; ///< scale-out network per GPU per direction, at its efficiency
};

/// One all-to-all over `ranks` GPUs in which every GPU sends `bytesPerGpu` spread evenly over all ranks (itself
/// included): (g - 1)/n of it to the other GPUs of its server over the scale-up link and (n - g)/n to the other
/// servers over its own network port, with g = min(perNode, n). The two links work at once, so the slower sets the
/// time; plus the start-up latency of the slower link once. Zero for one rank or no bytes.
Duration allToAllTime(Bytes bytesPerGpu, int ranks, const ExpertParallelLinks& links);

} // namespace gputco
