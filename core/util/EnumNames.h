#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace gputco {

/// A fixed table of enum values and their stable spellings (CLI options, JSON, database columns).
template <class Enum, std::size_t N>
using EnumNameTable = std::array<std::pair<Enum, std::string_view>, N>;

/// The spelling of `value`; the first entry's spelling if the value is missing from the table.
template <class Enum, std::size_t N>
constexpr std::string_view enumName(const EnumNameTable<Enum, N>& table, Enum value)
{
    for (const auto& [e, name] : table)
        if (e == value)
            return name;
    return table.front().second;
}

/// The value spelled `text` exactly; nullopt when no entry matches.
template <class Enum, std::size_t N>
constexpr std::optional<Enum> parseEnum(const EnumNameTable<Enum, N>& table, std::string_view text)
{
    for (const auto& [e, name] : table)
        if (name == text)
            return e;
    return std::nullopt;
}

/// "a, b, c": every spelling, for help texts and error messages.
template <class Enum, std::size_t N>
std::string enumChoices(const EnumNameTable<Enum, N>& table)
{
    std::string out;
    for (const auto& entry : table)
        out += (out.empty() ? "" : ", ") + std::string(entry.second);
    return out;
}

} // namespace gputco
