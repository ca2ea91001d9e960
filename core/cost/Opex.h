#pragma once

#include "power/EnergyCost.h"
#include "units/Energy.h"
#include "units/Money.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>
#include <string_view>

namespace gputco {

/// Hours in an average month: 8,760 / 12 = 730 (the 365-day year of the worked examples).
inline constexpr double kHoursPerMonth = 730.0;

/// How a colocation facility charges for space and power capacity.
enum class ColocationPricing { None, PerRackMonth, PerKwMonth };
std::string_view colocationPricingName(ColocationPricing pricing);
std::optional<ColocationPricing> parseColocationPricing(std::string_view text);

/// Running costs per month, in the scenario's currency. Defaults are zero: every price is the user's.
struct OpexInputs {
    Watts itAveragePower; ///< metered IT load (cluster average)
    double pue = 1.0;
    Tariff tariff;                          ///< electricity price per kWh
    bool powerIncludedInColocation = false; ///< retail colocation that bundles metered power
    ColocationPricing colocation = ColocationPricing::None;
    int racks = 0;
    Money pricePerRackMonth;
    Watts contractedPower; ///< capacity billed per kW-month (size it to IT peak)
    Money pricePerKwMonth;
    double bandwidthMbps = 0.0;
    Money pricePerMbpsMonth;
    double maintenanceShareOfCapexPerYear = 0.0; ///< hardware support as a share of capex per year
    Money otherPerMonth;                         ///< staff, software, insurance
};

/// One month's running costs by item.
struct MonthlyOpex {
    Energy facilityEnergy;
    Money electricity;
    Money colocation;
    Money bandwidth;
    Money maintenance;
    Money other;

    Money total() const { return electricity + colocation + bandwidth + maintenance + other; }
};

/// electricity = IT average x PUE x 730 h x average price (zero when the colocation bundles power);
/// colocation = racks x price per rack-month, or contracted kW x price per kW-month (CBRE quotes $/kW/month);
/// bandwidth = Mbps x price per Mbps-month; maintenance = capex x share per year / 12. Errors name the input.
Expected<MonthlyOpex> monthlyOpex(const OpexInputs& inputs, Money capex);

} // namespace gputco
