#include "cost/Opex.h"

#include "cost/MoneyChecks.h"

#include "units/Duration.h"
#include "util/EnumNames.h"

#include <cmath>

namespace gputco {
namespace {

constexpr EnumNameTable<ColocationPricing, 3> kPricings{{{ColocationPricing::None, "none"},
                                                         {ColocationPricing::PerRackMonth, "rack-month"},
                                                         {ColocationPricing::PerKwMonth, "kw-month"}}};

} // namespace

std::string_view colocationPricingName(ColocationPricing pricing) { return enumName(kPricings, pricing); }
std::optional<ColocationPricing> parseColocationPricing(std::string_view text) { return parseEnum(kPricings, text); }

Expected<MonthlyOpex> monthlyOpex(const OpexInputs& in, Money capex)
{
    if (!(in.itAveragePower.inWatts() >= 0.0))
        return Error{"it-power", "the average IT power must be zero or more"};
    if (!(in.pue >= 1.0 && in.pue <= 5.0))
        return Error{"pue", "PUE must be from 1 to 5"};
    if (auto e = validateTariff(in.tariff))
        return *e;
    if (in.racks < 0 || !isNonNegativeAmount(in.pricePerRackMonth))
        return Error{"rack-price", "racks and the price per rack-month must be zero or more"};
    if (!(in.contractedPower.inWatts() >= 0.0) || !isNonNegativeAmount(in.pricePerKwMonth))
        return Error{"kw-price", "contracted power and the price per kW-month must be zero or more"};
    if (!(in.bandwidthMbps >= 0.0) || !isNonNegativeAmount(in.pricePerMbpsMonth))
        return Error{"bandwidth", "bandwidth and its price per Mbps-month must be zero or more"};
    if (!(in.maintenanceShareOfCapexPerYear >= 0.0 && in.maintenanceShareOfCapexPerYear <= 1.0))
        return Error{"maintenance", "maintenance must be a share of capex per year from 0 to 1"};
    if (!isNonNegativeAmount(in.otherPerMonth))
        return Error{"other", "other monthly costs must be zero or more"};

    MonthlyOpex m;
    m.facilityEnergy = energyOver(in.itAveragePower, Duration::hours(kHoursPerMonth)) * in.pue;
    if (!in.powerIncludedInColocation)
        m.electricity = averagePricePerKwh(in.tariff) * m.facilityEnergy.inKilowattHours();
    switch (in.colocation) {
    case ColocationPricing::None: break;
    case ColocationPricing::PerRackMonth: m.colocation = in.pricePerRackMonth * static_cast<double>(in.racks); break;
    case ColocationPricing::PerKwMonth: m.colocation = in.pricePerKwMonth * in.contractedPower.inKilowatts(); break;
    }
    m.bandwidth = in.pricePerMbpsMonth * in.bandwidthMbps;
    m.maintenance = capex * (in.maintenanceShareOfCapexPerYear / 12.0);
    m.other = in.otherPerMonth;
    return m;
}

} // namespace gputco
