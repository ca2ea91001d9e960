// Number formatting at unit boundaries (hand-computed), in US English (commas group thousands).

#include "format/Format.h"

#include <catch2/catch.hpp>

#include <QLocale>

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
