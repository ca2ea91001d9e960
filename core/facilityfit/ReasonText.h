#pragma once

#include <cstdio>
#include <string>

namespace gputco {

/// A number for an English reason message: fixed decimals, no locale ("40.8", "7").
inline std::string reasonNumber(double value, int decimals = 1)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

} // namespace gputco
