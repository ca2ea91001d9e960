// Feeds arbitrary bytes to the number parsers every CLI option, CSV cell and scenario field goes through.
// Invariants: never crash; a value that parses is finite and inside the range asked for.
#include "util/NumberParsing.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const auto whole = gputco::parseInteger(text, "--n", -1000, 1'000'000);
    if (whole && (*whole < -1000 || *whole > 1'000'000))
        __builtin_trap();
    if (!whole && whole.error().field != "--n")
        __builtin_trap();

    const auto number = gputco::parseNumber(text, "--x", 0.0, 1e14);
    if (number && (!std::isfinite(*number) || *number < 0.0 || *number > 1e14))
        __builtin_trap();
    return 0;
}
