#include "cli/CliCommands.h"
#include "cli/CliRunner.h"
#include "cli/ReportCommand.h"

namespace gputco::cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands = coreCommands();
    commands.push_back(std::make_unique<ReportCommand>());
    return commands;
}

int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    return runCli(arguments, out, err, allCommands());
}

} // namespace gputco::cli
