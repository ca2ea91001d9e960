#include "cli/CliNumberText.h"

#include <QLocale>

#include <cmath>

namespace gputco::cli::text {

namespace {

// English grouping whatever the system locale, so the text reads the same on every machine.
const QLocale& english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString scaled(double value, double unit, const char* symbol)
{
    return significant(value / unit) + QLatin1Char(' ') + QLatin1StringView(symbol);
}

} // namespace

QString significant(double value, int figures)
{
    if (value == 0.0 || !std::isfinite(value))
        return english().toString(value, 'f', 0);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, figures - 1 - magnitude);
    return english().toString(value, 'f', decimals);
}

QString integer(double value) { return english().toString(std::round(value), 'f', 0); }

QString percent(double share) { return significant(share * 100.0, 2) + QLatin1Char('%'); }

QString gigabytes(Bytes bytes) { return significant(bytes.inGB()) + QStringLiteral(" GB"); }

QString parameters(double count)
{
    if (count >= 1e12)
        return scaled(count, 1e12, "T");
    if (count >= 1e9)
        return scaled(count, 1e9, "B");
    if (count >= 1e6)
        return scaled(count, 1e6, "M");
    return integer(count);
}

QString tokens(double count)
{
    if (count >= 1e12)
        return scaled(count, 1e12, "T");
    if (count >= 1e9)
        return scaled(count, 1e9, "B");
    return integer(count);
}

QString power(Watts watts)
{
    const double w = watts.inWatts();
    if (std::fabs(w) >= 1e6)
        return scaled(w, 1e6, "MW");
    if (std::fabs(w) >= 1e3)
        return scaled(w, 1e3, "kW");
    return integer(w) + QStringLiteral(" W");
}

QString energy(Energy e)
{
    const double kwh = e.inKilowattHours();
    if (std::fabs(kwh) >= 1e6)
        return scaled(kwh, 1e6, "GWh");
    if (std::fabs(kwh) >= 1e3)
        return scaled(kwh, 1e3, "MWh");
    return integer(kwh) + QStringLiteral(" kWh");
}

QString money(Money amount, const QString& currency)
{
    const double v = amount.inCurrencyUnits();
    if (std::fabs(v) >= 1e9)
        return significant(v / 1e9) + QStringLiteral(" bn ") + currency;
    if (std::fabs(v) >= 1e6)
        return significant(v / 1e6) + QStringLiteral(" M ") + currency;
    if (std::fabs(v) >= 100.0)
        return integer(v) + QLatin1Char(' ') + currency;
    return significant(v) + QLatin1Char(' ') + currency;
}

QString duration(Duration d)
{
    const double s = d.inSeconds();
    if (s < 1.0)
        return significant(s * 1000.0) + QStringLiteral(" ms");
    if (s < 120.0)
        return significant(s) + QStringLiteral(" s");
    if (s < 2 * 86400.0)
        return significant(d.inHours()) + QStringLiteral(" h");
    return significant(d.inDays()) + QStringLiteral(" days");
}

} // namespace gputco::cli::text
