#include "util/NumberParsing.h"

#include "util/QuotedInput.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>
#include <string>

namespace gputco {
namespace {

std::string trimmedWithoutSeparators(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '_' || c == ',' || std::isspace(static_cast<unsigned char>(c)))
            continue;
        out.push_back(c);
    }
    return out;
}

template <class T>
std::string rangeText(T min, T max)
{
    std::ostringstream s;
    s << "expected a number from " << min << " to " << max;
    return s.str();
}

} // namespace

Expected<std::int64_t> parseInteger(std::string_view text, std::string_view field, std::int64_t min, std::int64_t max)
{
    const std::string digits = trimmedWithoutSeparators(text);
    std::int64_t value = 0;
    const char* begin = digits.data();
    const char* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (digits.empty() || ec == std::errc::invalid_argument || ptr != end)
        return Error{std::string(field), quotedInput(text) + " is not a whole number; " + rangeText(min, max)};
    if (ec == std::errc::result_out_of_range || value < min || value > max)
        return Error{std::string(field), quotedInput(text) + " is out of range; " + rangeText(min, max)};
    return value;
}

Expected<double> parseNumber(std::string_view text, std::string_view field, double min, double max)
{
    std::string digits = trimmedWithoutSeparators(text);
    double scale = 1.0;
    if (!digits.empty()) {
        switch (digits.back()) {
        case 'k':
        case 'K': scale = 1e3; break;
        case 'M': scale = 1e6; break;
        case 'B':
        case 'G': scale = 1e9; break;
        case 'T': scale = 1e12; break;
        default: break;
        }
        if (scale != 1.0)
            digits.pop_back();
    }
    double value = 0.0;
    const char* begin = digits.data();
    const char* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (digits.empty() || ec == std::errc::invalid_argument || ptr != end || !std::isfinite(value))
        return Error{std::string(field), quotedInput(text) + " is not a number; " + rangeText(min, max)};
    value *= scale;
    if (ec == std::errc::result_out_of_range || !std::isfinite(value) || value < min || value > max)
        return Error{std::string(field), quotedInput(text) + " is out of range; " + rangeText(min, max)};
    return value;
}

} // namespace gputco
