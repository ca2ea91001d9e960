#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// Why a facility does not take a deployment. Codes are stable (the GUI translates by code, exports carry it).
enum class FitReasonCode {
    RackPower,         ///< a rack's load exceeds what one feed may carry after derating
    CoolingType,       ///< the hall offers no cooling method that serves these servers
    CoolingCapacity,   ///< a rack's load exceeds the hall's cooling limit per rack
    Space,             ///< the servers do not fit the usable rack units
    ContractedPower,   ///< the deployment's IT maximum exceeds the power the site can contract
    AvailableRacks,    ///< more racks needed than the site has free
    DualFeeds,         ///< A+B feeds required, the racks have one feed
    FeedLossThrottled, ///< full power on one feed required, the servers' PSUs on one feed cannot give it
    Licence,           ///< a required operating licence (IDC, ISP, ...) is missing
    IcpFiling,         ///< the ICP filing regime does not match the requirement
    Certification,     ///< a required certification (ISO 27001, ...) is missing
    UptimeTier,        ///< below the required Uptime tier
    Gb50174Grade,      ///< below the required GB 50174 grade
    BgpLines,          ///< fewer BGP lines than required
    DdosCapacity,      ///< DDoS protection below the required capacity (or none stated)
    SelfOperated,      ///< a self-operated site required, this one is resold
    InletClass,        ///< the hall's inlet temperature range is wider than the equipment accepts
};

/// One reason, as a value the GUI can translate (code, numbers, item) plus an English sentence.
struct FitReason {
    FitReasonCode code = FitReasonCode::RackPower;
    double required = 0.0;  ///< what the deployment needs, in `unit`
    double available = 0.0; ///< what the facility offers, in `unit`
    std::string unit;       ///< "kW", "U", "racks", "Gbps", "lines", "tier", "grade" or empty
    std::string item;       ///< the licence, certification or cooling method concerned, if any
    std::string message;    ///< English text; the GUI builds its own from the fields above
};

std::string_view fitReasonCodeName(FitReasonCode code); ///< "rack-power", "cooling-type", ...
std::optional<FitReasonCode> parseFitReasonCode(std::string_view text);

} // namespace gputco
