#include "cli/CliCommands.h"

#include "cli/MemoryCommand.h"

namespace gputco::cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<MemoryCommand>());
    return commands;
}

} // namespace gputco::cli
