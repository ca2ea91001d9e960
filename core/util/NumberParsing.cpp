#include "util/NumberParsing.h"

#include "util/QuotedInput.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>
#include <string>

namespace gputco {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

/// True when every comma of `s` (spaces and '_' already removed) groups thousands: "1,000", "-12,345.6",
/// "1,234,567". A comma anywhere else ("1,5", "0,7", "1,50", "1.000,5") is a decimal comma, which must not be
/// read as a separator: "1,5" hours would become 15.
bool commasGroupThousands(std::string_view s)
{
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        ++i;
    const std::size_t start = i;
    while (i < s.size() && isDigit(s[i]))
        ++i;
    if (i - start < 1 || i - start > 3)
        return false;
    bool grouped = false;
    while (i < s.size() && s[i] == ',') {
        std::size_t end = i + 1;
        while (end < s.size() && isDigit(s[end]))
            ++end;
        if (end - (i + 1) != 3)
            return false;
        i = end;
        grouped = true;
    }
    return grouped && s.find(',', i) == std::string_view::npos;
}

/// The text without spaces, '_' and thousands commas; a comma that does not group thousands leaves `problem` set
/// to the message (and an empty result).
std::string trimmedWithoutSeparators(std::string_view text, std::string& problem)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '_' || std::isspace(static_cast<unsigned char>(c)))
            continue;
        out.push_back(c);
    }
    if (out.find(',') == std::string::npos)
        return out;
    if (!commasGroupThousands(out)) {
        std::string pointed = out;
        if (std::count(pointed.begin(), pointed.end(), ',') == 1 && pointed.find('.') == std::string::npos)
            pointed[pointed.find(',')] = '.';
        else
            pointed = "1.5";
        problem = quotedInput(text)
                  + " has a comma that does not group thousands: write the decimal mark as a point (\"" + pointed
                  + "\"); a comma is read only between groups of three digits (1,000 or 12,345.6)";
        return {};
    }
    out.erase(std::remove(out.begin(), out.end(), ','), out.end());
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
    std::string problem;
    const std::string digits = trimmedWithoutSeparators(text, problem);
    if (!problem.empty())
        return Error{std::string(field), problem};
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
    std::string problem;
    std::string digits = trimmedWithoutSeparators(text, problem);
    if (!problem.empty())
        return Error{std::string(field), problem};
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
