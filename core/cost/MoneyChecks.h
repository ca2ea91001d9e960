#pragma once

#include "units/Money.h"

#include <cmath>

namespace gputco {

/// A finite amount of zero or more: what every price and cost input must be.
inline bool isNonNegativeAmount(Money m) { return std::isfinite(m.inCurrencyUnits()) && m.inCurrencyUnits() >= 0.0; }

} // namespace gputco
