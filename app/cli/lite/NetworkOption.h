#pragma once

#include "cli/lite/InferRun.h"
#include "cli/lite/ValueReader.h"
#include "hardware/Accelerator.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace gputco::cli {

/// --network-gbps-per-gpu as infer and serve list it.
OptionSpec networkOption();

/// The user's --network-gbps-per-gpu when given (kMinScaleOutGbpsPerGpu to kMaxScaleOutGbpsPerGpu; out of range the
/// reader fails, naming the option and the range).
std::optional<double> readNetworkOption(ValueReader& reader);

/// That figure as the card's network between servers, in place of its server's.
void setUserNetwork(Accelerator& card, std::optional<double> gbpsPerGpu);

/// The network a layout across servers uses, with where it comes from: "400 Gb/s per GPU (50 GB/s each way) from
/// server dgx-h100: <its source>", the option, or "assumed" (docs/MODEL.md, "The network between servers").
std::string networkText(const Accelerator& card);

/// Where that figure comes from: the server and its source, the option, or the assumption.
std::string networkSource(const Accelerator& card);

/// The same for --json: network_gbps_per_gpu, network_server (null unless a catalogue server), network_source and
/// network_assumed.
void addNetworkJson(nlohmann::json& root, const Accelerator& card);
void addNetworkJson(nlohmann::ordered_json& root, const Accelerator& card);

} // namespace gputco::cli
