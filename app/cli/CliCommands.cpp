#include "cli/CliCommands.h"

#include "cli/EnergyCommand.h"
#include "cli/MemoryCommand.h"

namespace gputco::cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<MemoryCommand>());
    commands.push_back(std::make_unique<EnergyCommand>());
    return commands;
}

} // namespace gputco::cli
