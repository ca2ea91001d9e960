#include "performance/Collectives.h"

#include "units/Rates.h"

namespace gputco {

std::optional<BytesPerSecond> pcieX16PerDirection(int generation)
{
    switch (generation) {
    case 3: return BytesPerSecond::gigabytesPerSecond(15.75);
    case 4: return BytesPerSecond::gigabytesPerSecond(31.5);
    case 5: return BytesPerSecond::gigabytesPerSecond(63.0);
    case 6: return BytesPerSecond::gigabytesPerSecond(126.0);
    default: return std::nullopt;
    }
}

std::optional<BytesPerSecond> intraNodeBandwidthPerDirection(const Accelerator& card)
{
    if (card.interconnect != InterconnectKind::None && card.interconnect != InterconnectKind::PCIe
        && card.interconnectBandwidth && card.interconnectBandwidth->inBytesPerSecond() > 0.0)
        return *card.interconnectBandwidth / 2.0;
    if (card.pcieGeneration)
        return pcieX16PerDirection(*card.pcieGeneration);
    return std::nullopt;
}

BytesPerSecond interNodeBandwidthPerDirection(const Accelerator& card)
{
    if (card.scaleOut && card.scaleOut->gbpsPerGpu > 0.0)
        return BytesPerSecond::gigabytesPerSecond(card.scaleOut->gbpsPerGpu / 8.0);
    return kDefaultInterNodeBandwidth;
}

LinkSpec effectiveLink(BytesPerSecond nominalPerDirection, double efficiency)
{
    return LinkSpec{nominalPerDirection * efficiency, kDefaultCollectiveLatency};
}

Duration ringAllReduceTime(Bytes bytes, int ranks, const LinkSpec& link)
{
    if (ranks <= 1 || bytes.inBytes() <= 0.0)
        return Duration::seconds(0);
    const double n = ranks;
    return bytes * (2.0 * (n - 1.0) / n) / link.perDirection + link.latency;
}

Duration hierarchicalAllReduceTime(Bytes bytes, int perNode, int nodes, const LinkSpec& intra, const LinkSpec& inter)
{
    if (nodes <= 1)
        return ringAllReduceTime(bytes, perNode, intra);
    const double g = perNode < 1 ? 1 : perNode;
    return ringAllReduceTime(bytes, perNode, intra) + ringAllReduceTime(bytes / g, nodes, inter);
}

} // namespace gputco
