#pragma once

#include "facilityfit/FitReason.h"

#include <cstdio>
#include <string>
#include <vector>

namespace gputco {

/// A number for an English reason message: fixed decimals, no locale ("40.8", "7").
inline std::string reasonNumber(double value, int decimals = 1)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

/// Appends one reason to `out`.
inline void addReason(std::vector<FitReason>& out, FitReasonCode code, double required, double available,
                      std::string unit, std::string item, std::string message)
{
    out.push_back(FitReason{code, required, available, std::move(unit), std::move(item), std::move(message)});
}

} // namespace gputco
