#include "util/NumberParsing.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace gputco;

TEST_CASE("Whole numbers parse with separators and respect the range", "[parse]")
{
    CHECK(*parseInteger("42", "--tp", 1, 64) == 42);
    CHECK(*parseInteger(" 1,000,000 ", "--batch", 1, 2'000'000) == 1'000'000);
    CHECK(*parseInteger("1_024", "--dp", 1, 4096) == 1024);

    auto tooBig = parseInteger("65", "--tp", 1, 64);
    REQUIRE_FALSE(tooBig);
    CHECK(tooBig.error().field == "--tp");
    CHECK(tooBig.error().message == "'65' is out of range; expected a number from 1 to 64");

    CHECK_FALSE(parseInteger("", "--tp", 1, 64));
    CHECK_FALSE(parseInteger("4x", "--tp", 1, 64));
    CHECK_FALSE(parseInteger("2.5", "--tp", 1, 64));
    CHECK_FALSE(parseInteger("-1", "--tp", 1, 64));
    CHECK_FALSE(parseInteger("99999999999999999999999", "--tp", 1, 64));
}

TEST_CASE("Decimal numbers accept SI suffixes and refuse NaN and infinity", "[parse]")
{
    CHECK(*parseNumber("70B", "--params", 1e6, 1e14) == 7e10);
    CHECK(*parseNumber("7e9", "--params", 1e6, 1e14) == 7e9);
    CHECK(*parseNumber("1.5T", "--params", 1e6, 1e14) == 1.5e12);
    CHECK(*parseNumber("0.5", "--price", 0, 100) == 0.5);
    CHECK(*parseNumber("250k", "--tokens", 0, 1e15) == 250e3);

    CHECK_FALSE(parseNumber("nan", "--price", 0, 100));
    CHECK_FALSE(parseNumber("inf", "--price", 0, 100));
    CHECK_FALSE(parseNumber("-0.1", "--price", 0, 100));
    CHECK_FALSE(parseNumber("1e30", "--params", 1e6, 1e14));
    CHECK_FALSE(parseNumber("B", "--params", 1e6, 1e14));
    auto garbage = parseNumber("12 GB", "--price", 0, 100);
    REQUIRE_FALSE(garbage);
    CHECK(garbage.error().field == "--price");
}

TEST_CASE("A comma is read only as thousands grouping and a decimal comma is refused saying to use a point",
          "[parse][hostile]")
{
    // Strict grouping: one to three digits, then groups of exactly three.
    CHECK(*parseNumber("1,000", "--hours", 0, 1e9) == 1000.0);
    CHECK(*parseNumber("12,345.6", "--price", 0, 1e9) == 12345.6);
    CHECK(*parseNumber("-1,234,567", "--x", -1e9, 1e9) == -1234567.0);
    CHECK(*parseInteger("1,024", "--batch", 1, 4096) == 1024);
    // Before, each of these lost its comma: 1,5 h became 15 h and a price of 0,7 became 7.
    for (const char* text : {"1,5", "0,7", "1,50", "1.000,5", "1,0000", ",5", "1,,000", "1,000,5", "12345,678"}) {
        INFO(text);
        const auto parsed = parseNumber(text, "--hours", 0, 1e9);
        REQUIRE_FALSE(parsed);
        CHECK(parsed.error().field == "--hours");
        CHECK(parsed.error().message.find("write the decimal mark as a point") != std::string::npos);
    }
    CHECK(parseNumber("1,5", "--hours", 0, 1e9).error().message.find("(\"1.5\")") != std::string::npos);
    CHECK_FALSE(parseInteger("1,5", "--tp", 1, 64));
}
