#include "facilityfit/FitReason.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<FitReasonCode, 17> kCodes{{
    {FitReasonCode::RackPower, "rack-power"},
    {FitReasonCode::CoolingType, "cooling-type"},
    {FitReasonCode::CoolingCapacity, "cooling-capacity"},
    {FitReasonCode::Space, "space"},
    {FitReasonCode::ContractedPower, "contracted-power"},
    {FitReasonCode::AvailableRacks, "available-racks"},
    {FitReasonCode::DualFeeds, "dual-feeds"},
    {FitReasonCode::FeedLossThrottled, "feed-loss-throttled"},
    {FitReasonCode::Licence, "licence"},
    {FitReasonCode::IcpFiling, "icp-filing"},
    {FitReasonCode::Certification, "certification"},
    {FitReasonCode::UptimeTier, "uptime-tier"},
    {FitReasonCode::Gb50174Grade, "gb50174-grade"},
    {FitReasonCode::BgpLines, "bgp-lines"},
    {FitReasonCode::DdosCapacity, "ddos-capacity"},
    {FitReasonCode::SelfOperated, "self-operated"},
    {FitReasonCode::InletClass, "inlet-class"},
}};
} // namespace

std::string_view fitReasonCodeName(FitReasonCode code) { return enumName(kCodes, code); }
std::optional<FitReasonCode> parseFitReasonCode(std::string_view text) { return parseEnum(kCodes, text); }

} // namespace gputco
