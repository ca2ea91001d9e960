#pragma once

#include "units/Bytes.h"
#include "units/Duration.h"

#include <string>

namespace gputco {

/// Quantities as core's English messages write them (the CLI and JSON show these; the GUI writes its own from
/// coded notes).
std::string gigabytesText(Bytes bytes);          ///< "141.1 GB": GB = 1e9 bytes, one decimal
std::string millisecondsText(Duration duration); ///< "52.1 ms": three significant figures

} // namespace gputco
