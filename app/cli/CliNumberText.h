#pragma once

#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Energy.h"
#include "units/Money.h"
#include "units/Power.h"

#include <QString>

namespace gputco::cli::text {

/// Plain English number text for the command line's human-readable output: the same in every locale (scripts
/// read --json), with thousands separators and units named. The window and the report format through ui/format
/// in the user's language; the command line links no ui code, so it starts on Qt Core alone.
QString significant(double value, int figures = 3);   ///< 3 figures: 0.0123, 1.23, 123, 1,235
QString integer(double value);                        ///< 1,234,567
QString percent(double share);                        ///< 0.7 -> "70%"
QString gigabytes(Bytes bytes);                       ///< "80.0 GB" (GB = 10^9 bytes)
QString parameters(double count);                     ///< "70.6 B", "1.10 T", "350 M"
QString tokens(double count);                         ///< "8,192", "15.6 T"
QString power(Watts watts);                           ///< "700 W", "41.0 kW", "1.20 MW"
QString energy(Energy energy);                        ///< "876 kWh", "4.38 MWh", "1.09 GWh"
QString money(Money amount, const QString& currency); ///< "1,234 CNY", "3.10 M USD", "1.20 bn CNY"
QString duration(Duration d);                         ///< "35.0 ms", "2.50 s", "12.0 h", "41.7 days"

} // namespace gputco::cli::text
