#pragma once

#include "util/Expected.h"

#include <string>

namespace gputco::cli {

/// Exit codes shared by every subcommand.
enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

/// A core validation error (field "tp") restated for the command line (field "--tp").
Error asOptionError(Error error);

/// "gpu-tco-cli COMMAND: field: message" and the line that points to the command's --help, each ending in '\n'.
std::string usageErrorText(const std::string& command, const Error& error);

} // namespace gputco::cli
