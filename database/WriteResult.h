#pragma once

#include "util/Expected.h"

namespace gputco {

/// The value of a write that succeeded; Expected<T> needs a type, and a write has nothing else to return.
struct Written {};

/// The outcome of a write: Written, or the Error naming the column or input to fix.
using WriteResult = Expected<Written>;

} // namespace gputco
