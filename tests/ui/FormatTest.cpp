// Number formatting at unit boundaries (hand-computed), in US English (commas group thousands).

#include "UiTestSupport.h"

#include "format/Format.h"

#include <catch2/catch.hpp>

#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QTextLayout>

using namespace gputco::ui;

TEST_CASE("Parameter and token counts switch unit where the printed value reaches 1,000", "[format]")
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    CHECK(format::parameters(70.55e9) == QStringLiteral("70.6 B"));
    CHECK(format::parameters(405e9) == QStringLiteral("405 B"));
    CHECK(format::parameters(350e6) == QStringLiteral("350 M"));
    CHECK(format::parameters(1.1e12) == QStringLiteral("1.10 T"));
    // 999.86e9 prints as 1.00e12 at three figures: "1.00 T", never "1,000 B" (a 1T custom model's count).
    CHECK(format::parameters(999.86e9) == QStringLiteral("1.00 T"));
    CHECK(format::parameters(999.4e9) == QStringLiteral("999 B"));
    CHECK(format::parameters(999.7e6) == QStringLiteral("1.00 B"));
    CHECK(format::tokens(8192) == QStringLiteral("8,192"));
    CHECK(format::tokens(999'999) == QStringLiteral("1.00 M"));
    CHECK(format::tokens(1e12) == QStringLiteral("1.00 T"));
    QLocale::setDefault(before);
}

TEST_CASE("A run's wall time reads in hours, days or years with the days", "[format]")
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    CHECK(format::wallTime(gputco::Duration::hours(36)) == QStringLiteral("36.0 hours"));
    CHECK(format::wallTime(gputco::Duration::hours(48)) == QStringLiteral("2 days"));
    CHECK(format::wallTime(gputco::Duration::hours(365 * 24.0)) == QStringLiteral("365 days"));
    // 2,000 days / 365 = 5.479 years.
    CHECK(format::wallTime(gputco::Duration::hours(2000 * 24.0)) == QStringLiteral("5.48 years (2,000 days)"));
    QLocale::setDefault(before);
}

// The bands' brackets: word joiners (U+2060) round the en dash, which line breaking would otherwise break after.
TEST_CASE("A banded amount reads in its typical value's unit, the unit once", "[format]")
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto band = [](double typical, double low, double high) {
        return format::moneyBand(gputco::Money::amount(typical), gputco::Money::amount(low),
                                 gputco::Money::amount(high), QStringLiteral("CNY"));
    };
    CHECK(band(4.2e6, 3.6e6, 5.1e6)
          == QStringLiteral("4.20 M CNY (3.60\u2060\u2013\u2060"
                            "5.10)"));
    CHECK(band(1234.0, 1100.0, 1400.0)
          == QStringLiteral("1,234 CNY (1,100\u2060\u2013\u2060"
                            "1,400)"));
    CHECK(band(12.5, 11.0, 14.25)
          == QStringLiteral("12.50 CNY (11.00\u2060\u2013\u2060"
                            "14.25)"));
    // A P90 above the next unit stays in the typical value's: 980 thousand, up to 1.2 million.
    CHECK(band(980000.0, 900000.0, 1.2e6)
          == QStringLiteral("980,000 CNY (900,000\u2060\u2013\u2060"
                            "1,200,000)"));
    // Chinese groups by 10^4: 35.6 万.
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    CHECK(band(356000.0, 312000.0, 401000.0)
          == QStringLiteral("35.6 万 CNY (31.2\u2060\u2013\u2060"
                            "40.1)"));
    QLocale::setDefault(before);
}

TEST_CASE("A banded amount wrapped in a narrow cell keeps its bracket on one line", "[format]")
{
    test::application();
    const QLocale before;
    for (const QLocale& locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese)}) {
        QLocale::setDefault(locale);
        const QString text = format::moneyBand(gputco::Money::amount(4.48e6), gputco::Money::amount(4.48e6),
                                               gputco::Money::amount(7.75e6), QStringLiteral("CNY"));
        const QString bracket = text.mid(text.indexOf(QLatin1Char('(')));
        // A cell as wide as everything up to the dash: without the joiners the line would end at "(448–".
        const QFont font;
        const QFontMetricsF metrics(font);
        const qreal width = metrics.horizontalAdvance(text.left(text.indexOf(QChar(0x2013)) + 2));
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        QStringList lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines << text.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
        INFO(lines.join(QLatin1Char('|')).toStdString());
        REQUIRE(lines.size() == 2);
        CHECK(lines.back() == bracket);
    }
    QLocale::setDefault(before);
}

TEST_CASE("A money scale names its unit whole and abbreviated, for a short axis", "[format]")
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const format::MoneyScale millions = format::moneyScale(2.5e6, QStringLiteral("CNY"));
    CHECK(millions.divisor == 1e6);
    CHECK(millions.unit == QStringLiteral("million CNY"));
    CHECK(millions.shortUnit == QStringLiteral("M CNY"));
    const format::MoneyScale thousands = format::moneyScale(2500.0, QStringLiteral("USD"));
    CHECK(thousands.unit == QStringLiteral("thousand USD"));
    CHECK(thousands.shortUnit == QStringLiteral("k USD"));
    CHECK(format::moneyScale(500.0, QStringLiteral("CNY")).shortUnit == QStringLiteral("CNY"));
    // Chinese units are short already: 万 and 亿 stay as they are.
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    CHECK(format::moneyScale(2.5e6, QStringLiteral("CNY")).shortUnit == QStringLiteral("万 CNY"));
    QLocale::setDefault(before);
}
