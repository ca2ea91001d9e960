#include "cli/lite/ValueReader.h"

#include "util/NumberParsing.h"
#include "util/QuotedInput.h"

#include <algorithm>
#include <cctype>

namespace gputco::cli {

std::int64_t ValueReader::integer(std::string_view name, std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    const auto value = source_(name);
    if (!value)
        return fallback;
    auto parsed = parseInteger(*value, "--" + std::string(name), min, max);
    if (!parsed) {
        fail(parsed.error());
        return fallback;
    }
    return *parsed;
}

double ValueReader::number(std::string_view name, double min, double max, double fallback)
{
    const auto value = source_(name);
    if (!value)
        return fallback;
    auto parsed = parseNumber(*value, "--" + std::string(name), min, max);
    if (!parsed) {
        fail(parsed.error());
        return fallback;
    }
    return *parsed;
}

bool ValueReader::onOff(std::string_view name, bool fallback)
{
    const auto given = source_(name);
    if (!given)
        return fallback;
    std::string value = *given;
    std::transform(value.begin(), value.end(), value.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (value == "on" || value == "true" || value == "yes" || value == "1")
        return true;
    if (value == "off" || value == "false" || value == "no" || value == "0")
        return false;
    fail(Error{"--" + std::string(name), quotedInput(value) + " is not one of: on, off"});
    return fallback;
}

} // namespace gputco::cli
