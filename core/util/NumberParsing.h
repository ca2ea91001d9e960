#pragma once

#include "util/Expected.h"

#include <cstdint>
#include <string_view>

namespace gputco {

/// Parses a whole number in [min, max] from user text (a CLI option, a CSV cell, a JSON string).
/// Accepts optional surrounding spaces and, for readability, '_' digit separators and ',' between groups of three
/// digits ("1,000,000"); any other comma is a decimal comma and refused, saying to write a point ("1,5").
Expected<std::int64_t> parseInteger(std::string_view text, std::string_view field, std::int64_t min, std::int64_t max);

/// Parses a finite decimal number in [min, max]; accepts an SI suffix k, M, B (or G), T for 1e3..1e12
/// ("70B" = 7e10). NaN, infinities and trailing garbage are refused with a message naming `field`.
Expected<double> parseNumber(std::string_view text, std::string_view field, double min, double max);

} // namespace gputco
