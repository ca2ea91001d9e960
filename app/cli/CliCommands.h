#pragma once

#include "cli/CliCommand.h"

#include <memory>
#include <vector>

namespace gputco::cli {

/// The subcommands that need only core, the database and Qt Core/Sql (gpu-tco-cli runs these itself, every one
/// but `report`), in the order `gpu-tco-cli --help` lists them.
std::vector<std::unique_ptr<CliCommand>> coreCommands();

/// Every subcommand, in the order `gpu-tco-cli --help` lists them: coreCommands(), then report
/// (ScenarioCommands.cpp, in gputco_cli_report, which links ui/).
std::vector<std::unique_ptr<CliCommand>> allCommands();

} // namespace gputco::cli
