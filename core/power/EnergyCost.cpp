#include "power/EnergyCost.h"

#include <cmath>

namespace gputco {

Energy energyOver(Watts power, Duration period)
{
    return Energy::kilowattHours(power.inWatts() * period.inHours() / 1000.0);
}

Money averagePricePerKwh(const Tariff& tariff)
{
    if (tariff.bands.empty())
        return tariff.flatPricePerKwh;
    Money sum = Money::amount(0);
    for (const TimeOfUseBand& band : tariff.bands)
        sum += band.pricePerKwh * band.shareOfHours;
    return sum;
}

std::optional<Error> validateTariff(const Tariff& tariff)
{
    if (tariff.bands.empty()) {
        const double price = tariff.flatPricePerKwh.inCurrencyUnits();
        if (!(price >= 0.0) || !std::isfinite(price))
            return Error{"price", "the electricity price per kWh must be zero or more"};
        return std::nullopt;
    }
    double shares = 0.0;
    for (const TimeOfUseBand& band : tariff.bands) {
        if (!(band.shareOfHours >= 0.0 && band.shareOfHours <= 1.0))
            return Error{"price", "band '" + band.name + "' must cover a share of hours from 0 to 1"};
        const double price = band.pricePerKwh.inCurrencyUnits();
        if (!(price >= 0.0) || !std::isfinite(price))
            return Error{"price", "band '" + band.name + "' needs a price per kWh of zero or more"};
        shares += band.shareOfHours;
    }
    if (std::abs(shares - 1.0) > 1e-6)
        return Error{"price",
                     "time-of-use bands must cover all hours: their shares add up to " + std::to_string(shares)};
    return std::nullopt;
}

Expected<ElectricityResult> electricityCost(const ElectricityInputs& in)
{
    if (!(in.itPowerEach.inWatts() >= 0.0) || !std::isfinite(in.itPowerEach.inWatts()))
        return Error{"power-w", "power must be zero or more watts"};
    if (!(in.period.inSeconds() >= 0.0) || !std::isfinite(in.period.inSeconds()))
        return Error{"hours", "the period must be zero or more hours"};
    if (in.count < 0)
        return Error{"count", "the number of devices must be zero or more"};
    if (!(in.pue >= 1.0 && in.pue <= 5.0))
        return Error{"pue", "PUE must be from 1 (no facility overhead) to 5"};
    if (auto e = validateTariff(in.tariff))
        return *e;
    if (in.carbonKgPerKwh && !(*in.carbonKgPerKwh >= 0.0 && *in.carbonKgPerKwh <= 5.0))
        return Error{"carbon", "the grid factor must be from 0 to 5 kg CO2 per kWh"};

    ElectricityResult r;
    r.itEnergy = energyOver(in.itPowerEach * static_cast<double>(in.count), in.period);
    r.facilityEnergy = r.itEnergy * in.pue;
    r.cost = averagePricePerKwh(in.tariff) * r.facilityEnergy.inKilowattHours();
    if (in.carbonKgPerKwh)
        r.co2Kg = r.facilityEnergy.inKilowattHours() * *in.carbonKgPerKwh;
    return r;
}

} // namespace gputco
