#pragma once

#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Flops.h"

namespace gputco {

/// Time to do `work` at `rate` (the rate must be positive; callers check before dividing).
constexpr Duration operator/(FlopCount work, FlopsPerSecond rate)
{
    return Duration::seconds(work.inFlops() / rate.inFlopsPerSecond());
}

/// Time to move `amount` at `rate` (the rate must be positive; callers check before dividing).
constexpr Duration operator/(Bytes amount, BytesPerSecond rate)
{
    return Duration::seconds(amount.inBytes() / rate.inBytesPerSecond());
}

} // namespace gputco
