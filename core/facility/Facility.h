#pragma once

#include "facility/AshraeClass.h"
#include "hardware/PriceQuote.h"
#include "units/Money.h"
#include "units/Power.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Ways a hall removes heat, from least to most dense.
enum class CoolingMethod { LegacyAir, ContainedAir, RearDoorHeatExchanger, DirectLiquid, Immersion };

/// What one rack position offers electrically and physically.
struct RackOffer {
    int usableUnits = 42;
    double voltage = 230.0; ///< line-to-neutral for single phase, line-to-line for three phase, V
    int phases = 1;         ///< 1 or 3
    double breakerAmps = 16.0;
    double derating = 0.8; ///< continuous-load factor applied to the breaker
    bool dualFeeds = true; ///< A+B feeds, each able to carry the whole rack
    double powerFactor = 0.95;
};

/// One cooling option the hall offers and the density it supports.
struct CoolingOffer {
    CoolingMethod method = CoolingMethod::LegacyAir;
    Watts maxPerRack = Watts::kilowatts(7);
};

/// An IDC (colocation) facility profile.
struct Facility {
    std::string id; ///< stable lower-case slug
    std::string name;
    std::string operatorName;
    std::string region;
    /// Where the facility is, as an ISO 3166-1 alpha-2 code ("CN", "HK", "US"); empty: not stated. The export-control
    /// check compares it with a card's exportRestrictedIn.
    std::string country;
    std::string city;
    double electricityPricePerKwh = 0.0; ///< in `currency`
    std::string currency = "CNY";
    std::string priceDate;
    double pue = 1.3;
    double carbonKgPerKwh = 0.0; ///< grid emission factor
    RackOffer rack;
    std::vector<CoolingOffer> cooling;
    std::optional<AshraeClass> inletClass; ///< ASHRAE class whose allowable inlet range the hall guarantees
    std::optional<int> availableRacks;
    std::optional<Watts> contractedPower;
    std::optional<Money> rackPricePerMonth; ///< in `currency`
    std::optional<Money> pricePerKwMonth;   ///< in `currency`, when power is sold by the kW
    std::optional<Money> bandwidthPricePerMbpsMonth;
    std::string tier;                        ///< "Tier III", "GB 50174 A", ...
    std::vector<std::string> certifications; ///< "ISO 9001", "ISO 27001", ...
    std::vector<std::string> licences;       ///< "IDC", "ISP", "CDN"
    bool icpFilingRequired = true;
    bool selfOperated = true;
    int bgpLines = 0;
    std::optional<double> ddosProtectionGbps;
    std::string notes;
    std::string source;
    std::string sourceDate; ///< ISO date the source was read
    bool builtIn = true;
};

/// A cloud rental price for one card.
struct CloudOffer {
    std::string id;
    std::string provider;
    std::string cardId;
    std::optional<Money> onDemandPerGpuHour;
    std::optional<Money> reservedPerGpuHour;  ///< a reservation of unstated or short term (capacity blocks)
    std::optional<Money> oneYearPerGpuHour;   ///< effective rate with a 1-year commitment
    std::optional<Money> threeYearPerGpuHour; ///< effective rate with a 3-year commitment
    std::optional<Money> spotPerGpuHour;      ///< interruptible
    std::string currency = "USD";
    std::string region;
    std::string country; ///< where the rented cards are installed (ISO 3166-1 alpha-2); empty: not stated
    std::string date;
    std::string source;
    std::optional<PriceConfidence> confidence; ///< how firm the prices are (prices.md tags)
    std::string notes;
    bool builtIn = true;
};

std::string_view coolingMethodName(CoolingMethod method);
std::optional<CoolingMethod> parseCoolingMethod(std::string_view text);

} // namespace gputco
