#pragma once

#include "session/MemoryUnit.h"
#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Energy.h"
#include "units/Money.h"
#include "units/Power.h"

#include <QString>

namespace gputco::ui::format {

// Display rules of shared/UI.md: three significant figures in charts and headlines, exact values in tooltips
// and tables, units always shown, grouping by the current locale.

/// A number with three significant figures, locale grouping ("70.6", "1,230", "0.0123").
QString significant(double value, int figures = 3);
/// A whole number with locale grouping ("137,438,953,472").
QString integer(double value);

/// The memory unit of every memory figure shown (format/MemoryUnit.h), process-wide like QLocale::setDefault.
void setMemoryUnit(MemoryUnit unit);
MemoryUnit memoryUnit();
QString memoryUnitSymbol();       ///< "GB" or "GiB"
QString memoryUnitNote();         ///< "GB = 10^9 bytes" or "GiB = 2^30 bytes", for footnotes
double inMemoryUnit(Bytes bytes); ///< the number shown before memoryUnitSymbol()

QString memory(Bytes bytes);      ///< in the chosen unit: "140 GB" or "130 GiB"
QString gigabytes(Bytes bytes);   ///< always GB: "80.0 GB" (exports that state GB = 10^9 bytes)
QString bytesExact(Bytes bytes);  ///< "85,899,345,920 bytes (85.9 GB)", the bracket in the chosen unit
QString parameters(double count); ///< "70.6 B", "405 B", "1.10 T", "350 M"
QString tokens(double count);     ///< "8,192", "1.00 T"
QString power(Watts watts);       ///< "700 W", "41.0 kW", "1.20 MW"
QString energy(Energy energy);    ///< "876 kWh", "4.38 MWh", "1.09 GWh"
QString money(Money amount, const QString& currency); ///< "1,234 CNY", "3.10 M USD"; in Chinese "35.6 万 CNY"
/// A typical amount with its band in the same unit, the unit once: "4.20 M CNY (3.60–5.10)", "1,234 CNY
/// (1,100–1,400)", in Chinese "35.6 万 CNY (31.2–40.1)". The window's banded cells and the report's use it.
QString moneyBand(Money typical, Money low, Money high, const QString& currency);
/// A band alone, in the unit of its high end, the unit once: "3.60–5.10 M CNY", "1,100–1,400 CNY", in Chinese
/// "31.2–40.1 万 CNY". The Recommend table's P10-P90 column and the report's first page use it.
QString moneyRange(Money low, Money high, const QString& currency);
QString percent(double share); ///< 0.7 -> "70%"
/// A run's wall time in the unit a reader plans in: "36 hours", "41 days", past a year "5.48 years (2,000 days)".
QString wallTime(Duration time);

/// Money on a chart axis: a divisor that keeps tick labels short and the unit for the axis title
/// ("million CNY", "thousand USD"; in Chinese 万 and 亿, as money() groups them).
struct MoneyScale {
    double divisor = 1.0;
    QString unit;
    /// The same unit abbreviated ("M CNY", "k CNY"), for a short chart axis whose title would be cut otherwise.
    QString shortUnit;
};
MoneyScale moneyScale(double largest, const QString& currency);

} // namespace gputco::ui::format
