// Number cells read without QLocale (database/CsvNumber.h): the same value as QLocale::c(), or left to it.
#include <catch2/catch.hpp>

#include "database/CsvNumber.h"

#include <QLocale>
#include <QString>

#include <cmath>
#include <cstdint>
#include <cstring>

using namespace gputco;

namespace {

/// The same double bit for bit (so -0 and 0 differ).
bool sameBits(double a, double b)
{
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    std::memcpy(&x, &a, sizeof a);
    std::memcpy(&y, &b, sizeof b);
    return x == y;
}

void requireAsQLocale(const QString& text)
{
    INFO(text.toStdString());
    const auto plain = plainDecimal(text);
    REQUIRE(plain);
    bool ok = false;
    const double qt = QLocale::c().toDouble(text, &ok);
    REQUIRE(ok);
    CHECK(sameBits(*plain, qt));
}

} // namespace

TEST_CASE("Plain decimals read as QLocale reads them, bit for bit", "[database][csv]")
{
    // 1977.1 is a bandwidth of the generated catalogue; 0.1 + 0.2's double; 2^53 + 1 = 9007199254740993 rounds to
    // even (9007199254740992); 30 digits round once, correctly; -0 keeps its sign.
    for (const char* text : {"0", "-0", "7", "1977.1", "0.1", "0.30000000000000004", "9007199254740993",
                             "123456789012345678901234567890.5", "-45.000", "0.000000000000000000001"})
        requireAsQLocale(QString::fromLatin1(text));
    CHECK(*plainDecimal(u"9007199254740993") == 9007199254740992.0);
    CHECK(std::signbit(*plainDecimal(u"-0")));
    // A deterministic spread of 2,000 values with 1 to 6 decimals (a linear congruential generator, Knuth's MMIX
    // constants).
    std::uint64_t state = 42;
    for (int i = 0; i < 2000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const auto whole = static_cast<long long>(state >> 40);
        const int decimals = 1 + static_cast<int>((state >> 8) % 6);
        const long long fraction =
            static_cast<long long>((state >> 16) % 1000000) % static_cast<long long>(std::pow(10, decimals));
        requireAsQLocale(QStringLiteral("%1.%2").arg(whole).arg(fraction, decimals, 10, QLatin1Char('0')));
    }
}

TEST_CASE("Other spellings of numbers are left to QLocale", "[database][csv]")
{
    for (const char* text : {"", " 1", "1 ", "+1", "1e5", "1E5", "1.", ".5", "007", "-", "-.5", "1,5", "1.2.3", "inf",
                             "nan", "0x10", "１"})
        CHECK_FALSE(plainDecimal(QString::fromUtf8(text)));
    CHECK(plainInteger(u"2024") == 2024);
    CHECK(plainInteger(u"-45") == -45);
    CHECK(plainInteger(u"999999999999999999") == 999999999999999999LL); // 18 digits
    CHECK_FALSE(plainInteger(u"1234567890123456789"));                  // 19: QLocale decides (overflow)
    CHECK_FALSE(plainInteger(u"2020.5"));
    CHECK_FALSE(plainInteger(u"02021"));
}
