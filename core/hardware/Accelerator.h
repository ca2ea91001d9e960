#pragma once

#include "hardware/EfficiencyProfile.h"
#include "hardware/PriceQuote.h"
#include "hardware/ScaleOutNetwork.h"
#include "model/Precision.h"
#include "units/Bytes.h"
#include "units/Money.h"
#include "units/Power.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// What a card is mainly sold for.
enum class Segment { Training, Inference, Both, Edge };

/// How cards in one server talk to each other.
enum class InterconnectKind { None, NVLink, InfinityFabric, Ethernet, ICI, PCIe };

/// Dense (not 2:4 sparse) peak throughput per precision, in TFLOPS (TOPS for integers). Unknown is
/// nullopt: the models then say "unknown" rather than invent a figure.
struct PeakThroughput {
    std::optional<double> fp32Tflops;
    std::optional<double> tf32Tflops;
    std::optional<double> bf16Tflops;
    std::optional<double> fp16Tflops;
    std::optional<double> fp8Tflops;
    std::optional<double> int8Tops;
    std::optional<double> int4Tops;
    std::optional<double>
        fp4Tflops; ///< NVFP4 / MXFP4 where the card has FP4 in hardware (prices-2026-12-update sec. 4)

    /// The figure for a compute precision (NF4 computes in BF16 after dequantisation); nullopt if unknown.
    std::optional<double> forPrecision(Precision precision) const;
};

/// One accelerator card as the catalogue describes it. Figures that could not be confirmed are nullopt.
struct Accelerator {
    std::string id; ///< stable lower-case slug, e.g. "h100-sxm-80gb"
    std::string vendor;
    std::string model;
    /// The capacity the card really carries, the one every fit check uses: the total nvidia-smi / rocm-smi report
    /// (MiB x 2^20; H100 SXM 81,559 MiB = 85.5 GB) where it is published, else the vendor's figure (GB x 10^9).
    std::optional<Bytes> memory;
    /// The vendor's "80 GB" (x 10^9 bytes) when `memory` holds the reported capacity instead; nullopt when the
    /// marketing figure is all that is known (then it is `memory`).
    std::optional<Bytes> marketedMemory;
    std::string memoryType;
    std::optional<BytesPerSecond> memoryBandwidth;
    std::optional<Watts> tdp;
    std::optional<Watts> idlePower;
    PeakThroughput peak;
    InterconnectKind interconnect = InterconnectKind::None;
    std::optional<BytesPerSecond> interconnectBandwidth; ///< per GPU, total of both directions as vendors quote
    std::optional<int> pcieGeneration;
    std::string formFactor;
    std::optional<int> launchYear;
    Segment segment = Segment::Both;
    std::optional<PriceQuote> price;
    std::string source;
    std::string sourceDate; ///< ISO date the source was read, e.g. "2026-11-29"
    std::string notes;
    bool builtIn = true; ///< shipped in the default catalogue (false: the user's own row)
    /// A consumer (gaming) card whose driver licence does not permit datacentre deployment: NVIDIA's GeForce
    /// licence, section 2.1.3 "No Datacenter Deployment" (nvidia.com/drivers/geforce-license). The recommender
    /// leaves owning one out unless the scenario allows it (constraints.allow_consumer_cards); renting one is the
    /// provider's licence. Not a question of speed: the same card is costed as any other when allowed.
    bool consumerLicence = false;
    /// The export control that applies to the card, named with its source, e.g. "US EAR ECCN 3A090.a (88 FR
    /// 73458)"; empty: none known (docs/DATABASE.md, "cards", export_control).
    std::string exportControl;
    /// Where that control requires a licence: ISO 3166-1 alpha-2 codes, e.g. {"CN", "HK", "MO"} (the US rules treat
    /// Hong Kong as China and name Macau). The recommender leaves out owning the card in a facility there, or renting
    /// it from an offer located there, unless the scenario allows it (core/hardware/ExportControl.h).
    std::vector<std::string> exportRestrictedIn;
    /// What the card reaches of its datasheet (the catalogue's efficiency_profiles row chosen for it); nullopt: none
    /// in the catalogue, and the models use assumedEfficiencyProfile. Not a column of the cards table.
    std::optional<EfficiencyProfile> efficiency;
    /// The scenario's power cap per card (economics.power_caps; core/power/PowerCap.h): the card draws at most this
    /// and computes more slowly. nullopt: no cap. Not a column of the cards table.
    std::optional<Watts> powerCap;
    /// The network per GPU of the server the card is installed in (servers.network_gbps_per_gpu of the server
    /// chosen for it, core/hardware/ServerNetwork.h), or the user's figure (--network-gbps-per-gpu); nullopt: not
    /// known, and the models assume kDefaultScaleOutGbpsPerGpu. Not a column of the cards table.
    std::optional<ScaleOutNetwork> scaleOut;

    /// `efficiency`, or the assumed profile when the catalogue has none for this card.
    EfficiencyProfile efficiencyProfile() const { return efficiency ? *efficiency : assumedEfficiencyProfile(id); }

    std::string displayName() const { return vendor.empty() ? model : vendor + " " + model; }
};

std::string_view segmentName(Segment segment);
std::optional<Segment> parseSegment(std::string_view text);
std::string_view interconnectName(InterconnectKind kind);

std::optional<InterconnectKind> parseInterconnect(std::string_view text);

} // namespace gputco
