#pragma once

#include "cli/CliCommand.h"

#include <memory>
#include <vector>

namespace gputco::cli {

/// Every subcommand, in the order `gpu-tco-cli --help` lists them.
std::vector<std::unique_ptr<CliCommand>> allCommands();

} // namespace gputco::cli
