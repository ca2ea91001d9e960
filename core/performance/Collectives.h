#pragma once

#include "hardware/Accelerator.h"
#include "units/Bytes.h"
#include "units/Duration.h"

#include <optional>

namespace gputco {

/// A link as a collective sees it: usable bandwidth per direction per GPU, and a fixed start-up latency
/// paid once per collective call.
struct LinkSpec {
    BytesPerSecond perDirection;
    Duration latency;
};

/// Share of a link's nominal bandwidth that NCCL all-reduce reaches (bus bandwidth / nominal), [R] 0.8:
/// nccl-tests on 8 x A100 SXM report about 230-250 GB/s bus bandwidth against 300 GB/s per direction.
inline constexpr double kDefaultLinkEfficiency = 0.8;

/// Start-up latency of one all-reduce, [R] 10 microseconds: the order of NCCL's small-message all-reduce
/// time inside an NVLink node. It dominates the small all-reduces of decode with tensor parallelism.
inline constexpr Duration kDefaultCollectiveLatency = Duration::seconds(10e-6);

/// Default network between servers: one 400 Gb/s NDR InfiniBand (or RoCE) port per GPU, as in DGX H100
/// (datacenter.md section 4.1) and Meta's Llama 3 clusters (Llama 3 paper, sec. 3.3.1): 50 GB/s per direction.
/// Used where the card's server names no network (Accelerator::scaleOut).
inline constexpr BytesPerSecond kDefaultInterNodeBandwidth =
    BytesPerSecond::gigabytesPerSecond(kDefaultScaleOutGbpsPerGpu / 8.0);

/// The network per GPU, each direction, between `card`'s servers: its server's Gb/s / 8 (a NIC's line rate is per
/// direction), else kDefaultInterNodeBandwidth.
BytesPerSecond interNodeBandwidthPerDirection(const Accelerator& card);

/// Nominal PCIe x16 bandwidth per direction for a generation (PCI-SIG: 3 -> 15.75, 4 -> 31.5, 5 -> 63 GB/s);
/// nullopt for an unknown generation.
std::optional<BytesPerSecond> pcieX16PerDirection(int generation);

/// The nominal per-direction bandwidth between GPUs of one server: half the card's quoted interconnect
/// figure (vendors quote both directions added, e.g. H100 NVLink 900 GB/s = 450 each way), or PCIe x16
/// of the card's generation when it has no GPU-to-GPU link. nullopt when neither is known.
std::optional<BytesPerSecond> intraNodeBandwidthPerDirection(const Accelerator& card);

/// A link at `efficiency` of `nominalPerDirection`, with the default latency.
LinkSpec effectiveLink(BytesPerSecond nominalPerDirection, double efficiency = kDefaultLinkEfficiency);

/// Ring all-reduce of `bytes` over `ranks` GPUs: each GPU sends and receives 2 (n-1)/n x bytes
/// (Patarasuk & Yuan 2009, "Bandwidth optimal all-reduce algorithms"), plus the link latency once.
/// Zero for a single rank.
Duration ringAllReduceTime(Bytes bytes, int ranks, const LinkSpec& link);

/// Two-level all-reduce over `nodes` servers of `perNode` ranks each: reduce-scatter and all-gather inside
/// the server (2 (g-1)/g x bytes over the intra-node link), and between them an all-reduce of each GPU's
/// 1/g shard across the servers over its own network port (2 (n-1)/n x bytes/g). This is how NCCL and
/// Horovod's hierarchical all-reduce keep the slow network busy with only 1/g of the data.
Duration hierarchicalAllReduceTime(Bytes bytes, int perNode, int nodes, const LinkSpec& intra, const LinkSpec& inter);

} // namespace gputco
