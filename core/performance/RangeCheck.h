#pragma once

#include "util/Expected.h"

#include <optional>
#include <string>

namespace gputco {

/// nullopt when min <= value <= max; otherwise an Error naming `field` and the allowed range.
inline std::optional<Error> rangeError(const char* field, double value, double min, double max)
{
    if (value >= min && value <= max)
        return std::nullopt;
    return Error{field, std::to_string(value) + " is out of range; expected " + std::to_string(min) + " to "
                            + std::to_string(max)};
}

} // namespace gputco
