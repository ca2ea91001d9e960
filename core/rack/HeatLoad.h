#pragma once

#include "units/Power.h"

namespace gputco {

/// Conversions from electrical load to heat and airflow. Almost all IT power ends as sensible heat, so the
/// cooling a rack needs equals its electrical load 1:1 (docs/MODEL.md, "Rack, power feed and cooling").

/// BTU/h per watt: 3.41214 (globalcalcs refrigeration converter); the 34,804 BTU/h of a 10.2 kW DGX H100
/// needs the full constant, 3.412 gives 34,802.
inline constexpr double kBtuPerHourPerWatt = 3.41214;
/// One refrigeration ton = 12,000 BTU/h = 3.51685 kW (ANSI/IIR R-1 definition).
inline constexpr double kWattsPerRefrigerationTon = 3516.85;
/// CFM = 3.16 x W / dT[F]: Q[BTU/h] = 1.08 x CFM x dT[F] solved for CFM (3.412 / 1.08 = 3.16; fanacdc, insidehpc).
inline constexpr double kCfmFahrenheitPerWatt = 3.16;
/// Default air temperature rise across the servers, F (20 F = 11.1 K: the reference's worked examples).
inline constexpr double kDefaultDeltaTFahrenheit = 20.0;

constexpr double btuPerHour(Watts load) { return load.inWatts() * kBtuPerHourPerWatt; }
constexpr double refrigerationTons(Watts load) { return load.inWatts() / kWattsPerRefrigerationTon; }
/// Airflow that carries `load` away at a temperature rise of `deltaTFahrenheit` (must be > 0).
constexpr double airflowCfm(Watts load, double deltaTFahrenheit)
{
    return kCfmFahrenheitPerWatt * load.inWatts() / deltaTFahrenheit;
}

} // namespace gputco
