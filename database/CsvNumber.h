#pragma once

#include <QStringView>

#include <optional>

namespace gputco {

/// A number cell in its plainest spelling (an optional minus, digits without a leading zero, an optional point and
/// digits: "-12", "0.38", "1977.1"), read without QLocale, which took a fifth of a large import's parsing. The value
/// is the double nearest the decimal, as QLocale::c().toDouble gives it (both round correctly); nullopt for any
/// other spelling (spaces, a plus sign, an exponent, a comma, "1.", ".5", "007"), which the caller reads with
/// QLocale as before.
std::optional<double> plainDecimal(QStringView text);

/// A whole number in the same plain spelling, without a point, of at most 18 digits (no overflow possible).
std::optional<long long> plainInteger(QStringView text);

} // namespace gputco
