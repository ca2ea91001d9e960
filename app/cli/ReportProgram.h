#pragma once

#include "cli/CliCommand.h"
#include "cli/lite/ProgramHandOff.h"

#include <memory>
#include <vector>

namespace gputco::cli {

/// gpu-tco-cli's commands: those it runs itself, then the scenario commands, listed by name and summary.
std::vector<std::unique_ptr<CliCommand>> cliProgramCommands();

} // namespace gputco::cli
