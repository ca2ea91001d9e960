#include "database/CsvNumber.h"

#include <array>
#include <charconv>

namespace gputco {
namespace {

constexpr qsizetype kMaxPlainLength = 40; // longer numbers are rare enough to go through QLocale

bool isDigit(char16_t c) { return c >= u'0' && c <= u'9'; }

/// `text` as ASCII in `out` when it is spelt -?(0|[1-9][0-9]*)(\.[0-9]+)? (the point only if `allowPoint`).
std::optional<qsizetype> plainAscii(QStringView text, bool allowPoint, std::array<char, kMaxPlainLength>& out)
{
    const qsizetype n = text.size();
    if (n == 0 || n > kMaxPlainLength)
        return std::nullopt;
    qsizetype i = 0;
    if (text[0] == u'-')
        ++i;
    const qsizetype firstDigit = i;
    while (i < n && isDigit(text[i].unicode()))
        ++i;
    const qsizetype digits = i - firstDigit;
    if (digits == 0 || (digits > 1 && text[firstDigit] == u'0'))
        return std::nullopt;
    if (i < n) {
        if (!allowPoint || text[i] != u'.')
            return std::nullopt;
        const qsizetype point = i++;
        while (i < n && isDigit(text[i].unicode()))
            ++i;
        if (i == point + 1 || i != n)
            return std::nullopt;
    }
    for (qsizetype k = 0; k < n; ++k)
        out[static_cast<std::size_t>(k)] = static_cast<char>(text[k].unicode());
    return n;
}

} // namespace

std::optional<double> plainDecimal(QStringView text)
{
    std::array<char, kMaxPlainLength> ascii{};
    const auto length = plainAscii(text, true, ascii);
    if (!length)
        return std::nullopt;
    double value = 0.0;
    const auto [end, error] = std::from_chars(ascii.data(), ascii.data() + *length, value);
    if (error != std::errc() || end != ascii.data() + *length)
        return std::nullopt;
    return value;
}

std::optional<long long> plainInteger(QStringView text)
{
    std::array<char, kMaxPlainLength> ascii{};
    const auto length = plainAscii(text, false, ascii);
    const qsizetype sign = !text.isEmpty() && text[0] == u'-' ? 1 : 0;
    if (!length || *length - sign > 18)
        return std::nullopt;
    long long value = 0;
    const auto [end, error] = std::from_chars(ascii.data(), ascii.data() + *length, value);
    if (error != std::errc() || end != ascii.data() + *length)
        return std::nullopt;
    return value;
}

} // namespace gputco
