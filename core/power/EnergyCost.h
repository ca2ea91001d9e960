#pragma once

#include "units/Duration.h"
#include "units/Energy.h"
#include "units/Money.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Energy drawn by `power` over `period`, in kWh, computed as watt-hours / 1000 so that the worked examples
/// of the seed articles are exact in binary floating point (500 W x 2,160 h = 1,080 kWh; 100 W x 8,760 h = 876 kWh).
Energy energyOver(Watts power, Duration period);

/// One time-of-use band: a share of the hours of the period at one price (peak, flat, valley).
struct TimeOfUseBand {
    std::string name;
    double shareOfHours = 0.0;
    Money pricePerKwh;
};

/// An electricity price: flat, or time-of-use bands whose shares of hours add up to 1.
struct Tariff {
    Money flatPricePerKwh;
    std::vector<TimeOfUseBand> bands; ///< empty: the flat price applies to every hour

    static Tariff flat(Money pricePerKwh) { return Tariff{pricePerKwh, {}}; }
};

/// The price a constant load pays on average: the flat price, or the hour-weighted mean of the bands.
Money averagePricePerKwh(const Tariff& tariff);

/// Checks a tariff: prices not negative; band shares in [0, 1] adding up to 1 (within 1e-6).
std::optional<Error> validateTariff(const Tariff& tariff);

/// What one electricity sum needs: a constant IT load for a period, the facility overhead and the grid.
struct ElectricityInputs {
    Watts itPowerEach; ///< per device (card, server, rack)
    int count = 1;     ///< identical devices
    Duration period;
    double pue = 1.0; ///< facility energy / IT energy (The Green Grid; ISO/IEC 30134-2)
    Tariff tariff;
    std::optional<double> carbonKgPerKwh; ///< grid emission factor; nullopt: emissions unknown
};

/// Energy, cost and emissions of one load. Cost and CO2 are charged on facility energy (after PUE).
struct ElectricityResult {
    Energy itEnergy;
    Energy facilityEnergy;
    Money cost;
    std::optional<double> co2Kg;
};

/// IT energy = power x count x period; facility energy = IT energy x PUE; cost = facility energy x average
/// price; CO2 = facility energy x grid factor. Errors name the input ("power-w", "hours", "count", "pue",
/// "price", "carbon").
Expected<ElectricityResult> electricityCost(const ElectricityInputs& inputs);

} // namespace gputco
