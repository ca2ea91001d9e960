#include "format/Format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <initializer_list>
#include <utility>

namespace gputco::ui::format {

QString significant(double value, int figures)
{
    if (value == 0.0 || !std::isfinite(value))
        return QLocale().toString(value, 'f', 0);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(value))));
    const int decimals = std::max(0, figures - 1 - magnitude);
    return QLocale().toString(value, 'f', decimals);
}

QString integer(double value) { return QLocale().toString(std::round(value), 'f', 0); }

namespace {
MemoryUnit gMemoryUnit = MemoryUnit::GB; // the GUI thread sets it from Preferences; everyone else reads it
} // namespace

void setMemoryUnit(MemoryUnit unit) { gMemoryUnit = unit; }
MemoryUnit memoryUnit() { return gMemoryUnit; }

QString memoryUnitSymbol() { return gMemoryUnit == MemoryUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB"); }

QString memoryUnitNote()
{
    return gMemoryUnit == MemoryUnit::GiB ? QCoreApplication::translate("format", "GiB = 2^30 bytes")
                                          : QCoreApplication::translate("format", "GB = 10^9 bytes");
}

double inMemoryUnit(Bytes bytes) { return gMemoryUnit == MemoryUnit::GiB ? bytes.inGiB() : bytes.inGB(); }

QString memory(Bytes bytes) { return significant(inMemoryUnit(bytes)) + QLatin1Char(' ') + memoryUnitSymbol(); }

QString gigabytes(Bytes bytes) { return significant(bytes.inGB()) + QStringLiteral(" GB"); }

QString bytesExact(Bytes bytes)
{
    return QCoreApplication::translate("format", "%1 bytes (%2)")
        .arg(QLocale().toString(static_cast<qlonglong>(bytes.rounded())), memory(bytes));
}

namespace {

// `value` rounded to three significant figures, as significant() prints it.
double roundedAsPrinted(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return value;
    const double step = std::pow(10.0, std::floor(std::log10(std::abs(value))) - 2);
    return std::round(value / step) * step;
}

// `count` in the largest of `units` (descending) that keeps at least 1 once rounded as printed, so 999.9e9
// reads "1.00 T", not "1,000 B". Below the last unit, `below` formats the count.
template <typename Below>
QString scaledCount(double count, std::initializer_list<std::pair<double, const char*>> units, Below below)
{
    const double rounded = roundedAsPrinted(count);
    for (const auto& [size, symbol] : units)
        if (rounded >= size)
            return significant(rounded / size) + QLatin1Char(' ') + QLatin1String(symbol);
    return below(count);
}

} // namespace

QString parameters(double count)
{
    return scaledCount(count, {{1e12, "T"}, {1e9, "B"}},
                       [](double c) { return significant(c / 1e6) + QStringLiteral(" M"); });
}

QString tokens(double count)
{
    return scaledCount(count, {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}}, [](double c) { return integer(c); });
}

QString power(Watts watts)
{
    const double w = watts.inWatts();
    if (std::abs(w) >= 1e6)
        return significant(w / 1e6) + QStringLiteral(" MW");
    if (std::abs(w) >= 1e3)
        return significant(w / 1e3) + QStringLiteral(" kW");
    return significant(w) + QStringLiteral(" W");
}

QString energy(Energy e)
{
    const double kwh = e.inKilowattHours();
    if (std::abs(kwh) >= 1e6)
        return significant(kwh / 1e6) + QStringLiteral(" GWh");
    if (std::abs(kwh) >= 1e3)
        return significant(kwh / 1e3) + QStringLiteral(" MWh");
    return significant(kwh) + QStringLiteral(" kWh");
}

QString money(Money amount, const QString& currency)
{
    const double v = amount.inCurrencyUnits();
    // Chinese groups large numbers by 10^4 (万) and 10^8 (亿), not by thousands: a budget of 1.2 bn reads 12 亿.
    if (QLocale().language() == QLocale::Chinese) {
        if (std::abs(v) >= 1e8)
            return significant(v / 1e8) + QStringLiteral(" 亿 ") + currency;
        if (std::abs(v) >= 1e4)
            return significant(v / 1e4) + QStringLiteral(" 万 ") + currency;
        return QLocale().toString(amount.roundedToMinorUnit(), 'f', 2) + QLatin1Char(' ') + currency;
    }
    if (std::abs(v) >= 1e9)
        return QCoreApplication::translate("format", "%1 bn %2").arg(significant(v / 1e9), currency);
    if (std::abs(v) >= 1e6)
        return QCoreApplication::translate("format", "%1 M %2").arg(significant(v / 1e6), currency);
    if (std::abs(v) >= 1e3)
        return integer(v) + QLatin1Char(' ') + currency;
    return QLocale().toString(amount.roundedToMinorUnit(), 'f', 2) + QLatin1Char(' ') + currency;
}

namespace {

// An amount written in money()'s unit for `scaleOf`, without the unit: so a band's numbers read on one scale.
QString numberOnScaleOf(Money m, Money scaleOf)
{
    const double v = std::abs(scaleOf.inCurrencyUnits());
    double divisor = 1.0;
    bool grouped = false; // whole numbers with grouping, as money() writes thousands
    if (QLocale().language() == QLocale::Chinese)
        divisor = v >= 1e8 ? 1e8 : v >= 1e4 ? 1e4 : 1.0;
    else if (v >= 1e9)
        divisor = 1e9;
    else if (v >= 1e6)
        divisor = 1e6;
    else
        grouped = v >= 1e3;
    if (grouped)
        return integer(m.inCurrencyUnits());
    if (divisor > 1.0)
        return significant(m.inCurrencyUnits() / divisor);
    return QLocale().toString(m.roundedToMinorUnit(), 'f', 2);
}

// Word joiners (U+2060) round the dash: line breaking may break after an en dash ("(448–" / "775)"), and
// a wrapped cell, the report's narrow ones above all, should keep its band whole.
const QString kBandDash = QStringLiteral("\u2060\u2013\u2060");

} // namespace

QString moneyBand(Money typical, Money low, Money high, const QString& currency)
{
    return QStringLiteral("%1 (%2%3%4)")
        .arg(money(typical, currency), numberOnScaleOf(low, typical), kBandDash, numberOnScaleOf(high, typical));
}

QString moneyRange(Money low, Money high, const QString& currency)
{
    // money() writes the number first in every language ("3.02 M CNY", "30.2 万 CNY"): the low number goes before it.
    const QString upper = money(high, currency);
    const QString number = numberOnScaleOf(high, high);
    if (!upper.startsWith(number))
        return money(low, currency) + kBandDash + upper;
    return numberOnScaleOf(low, high) + kBandDash + upper;
}

MoneyScale moneyScale(double largest, const QString& currency)
{
    if (QLocale().language() == QLocale::Chinese) {
        // 万 and 亿 are short already: the abbreviated unit is the unit.
        const auto scale = [](double divisor, const QString& unit) { return MoneyScale{divisor, unit, unit}; };
        if (largest >= 1e8)
            return scale(1e8, QStringLiteral("亿 ") + currency);
        if (largest >= 1e4)
            return scale(1e4, QStringLiteral("万 ") + currency);
        return scale(1.0, currency);
    }
    if (largest >= 1e6)
        return {1e6, QCoreApplication::translate("format", "million %1").arg(currency),
                QCoreApplication::translate("format", "M %1", "millions of a currency, abbreviated").arg(currency)};
    if (largest >= 1e3)
        return {1e3, QCoreApplication::translate("format", "thousand %1").arg(currency),
                QCoreApplication::translate("format", "k %1", "thousands of a currency, abbreviated").arg(currency)};
    return {1.0, currency, currency};
}

QString percent(double share) { return significant(share * 100.0, 2) + QStringLiteral("%"); }

QString wallTime(Duration time)
{
    const double hours = time.inHours();
    if (hours < 48.0)
        return QCoreApplication::translate("format", "%1 hours").arg(significant(hours));
    const QString days = integer(std::round(time.inDays()));
    if (time <= Duration::years(1))
        return QCoreApplication::translate("format", "%1 days").arg(days);
    return QCoreApplication::translate("format", "%1 years (%2 days)").arg(significant(time.inYears()), days);
}

} // namespace gputco::ui::format
