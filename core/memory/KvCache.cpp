#include "memory/KvCache.h"

#include <algorithm>

namespace gputco {

Bytes kvCacheBytesPerToken(const ModelArchitecture& arch, Precision precision)
{
    return kvCacheBytesPerTokenPerGpu(arch, precision, arch.layers, 1);
}

Bytes kvCacheBytesPerTokenPerGpu(const ModelArchitecture& arch, Precision precision, int layers, int t)
{
    const double bytes = bytesPerElement(precision);
    if (arch.mla.enabled())
        return Bytes::of(static_cast<double>(layers) * (arch.mla.kvLoraRank + arch.mla.qkRopeHeadDim) * bytes);
    const int tp = std::max(1, t);
    const int headsPerGpu = std::max(1, (arch.kvHeads + tp - 1) / tp);
    return Bytes::of(2.0 * layers * headsPerGpu * arch.headDim * bytes);
}

} // namespace gputco
