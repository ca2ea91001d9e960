#include "util/QuotedInput.h"
#include "util/NumberParsing.h"

#include <catch2/catch.hpp>

#include <string>

using namespace gputco;

TEST_CASE("quotedInput echoes short input whole and cuts long input with its length", "[util][quoted]")
{
    CHECK(quotedInput("abc") == "'abc'");
    CHECK(quotedInput("") == "''");
    // 60 bytes is the limit: exactly 60 is echoed whole, 61 is cut after 60 with the character count.
    CHECK(quotedInput(std::string(60, 'x')) == "'" + std::string(60, 'x') + "'");
    CHECK(quotedInput(std::string(61, 'x')) == "'" + std::string(60, 'x') + "...' (61 characters)");
    CHECK(quotedInput(std::string(100'000, '7')) == "'" + std::string(60, '7') + "...' (100000 characters)");
}

TEST_CASE("quotedInput never cuts a UTF-8 sequence and hides control characters", "[util][quoted]")
{
    // 59 ASCII bytes then a 3-byte character (U+4E2D) at bytes 59-61: the cut backs off to 59 bytes.
    const std::string text = std::string(59, 'a') + "\xE4\xB8\xAD" + "bbb";
    CHECK(quotedInput(text) == "'" + std::string(59, 'a') + "...' (63 characters)");
    CHECK(quotedInput("a\tb\x1b"
                      "c\x7f")
          == "'a?b?c?'");
}

TEST_CASE("a 100k-character number is refused with a short message", "[util][quoted]")
{
    const auto parsed = parseNumber(std::string(100'000, '9'), "--x", 0.0, 1e9);
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error().message.size() < 200);
    CHECK(parsed.error().message.find("(100000 characters)") != std::string::npos);
}
