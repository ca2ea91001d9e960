#pragma once

#include <string>

namespace gputco {

/// The network a card's server has towards other servers, per GPU (docs/MODEL.md, "The network between servers"):
/// what expert-parallel all-to-all, tensor or pipeline parallelism across servers, the KV transfer between
/// disaggregated pools and training's data-parallel all-reduce cross. In Gb/s per GPU, as NICs are sold.
struct ScaleOutNetwork {
    double gbpsPerGpu = 0.0;
    std::string serverId; ///< the catalogue server it comes from; empty for a value the user gave (an option)
    std::string source;   ///< where the figure comes from (servers.network_source, or the option's name)
};

/// The network assumed where neither the server nor the user names one: one 400 Gb/s NDR InfiniBand port per GPU,
/// as in DGX H100 (datacenter.md section 4.1: ~10 x 400G ConnectX-7, 8 of them one per GPU) = 50 GB/s each way.
inline constexpr double kDefaultScaleOutGbpsPerGpu = 400.0;

/// The range a server's or the user's figure must lie in: 1 Gb/s (one gigabit port shared by a box) to 3,200 Gb/s
/// (eight 400G ports for one GPU), beyond what any server in the reference has per GPU either way.
inline constexpr double kMinScaleOutGbpsPerGpu = 1.0;
inline constexpr double kMaxScaleOutGbpsPerGpu = 3200.0;

} // namespace gputco
