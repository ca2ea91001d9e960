#pragma once

#include "cli/CliCommand.h"

#include <memory>
#include <vector>

namespace gputco::cli {

/// gpu-tco-cli starts without the widget, chart, OpenGL and D-Bus libraries: the commands that read scenario files
/// through ui/ or draw the PDF report (evaluate, recommend, report) run in gpu-tco-report, a second program
/// installed beside gpu-tco-cli, which gpu-tco-cli replaces itself with (exec) for those commands only. The
/// command line, output and exit code are the same as when one program held every command.
bool runsInReportProgram(const char* command);

/// Replaces this process with gpu-tco-report on the same arguments. Returns only when that fails: prints why
/// (naming the program it looked for) and returns ExitFailure.
int execReportProgram(char* argv[]);

/// gpu-tco-cli's commands: those it runs itself, then the scenario commands, listed by name and summary.
std::vector<std::unique_ptr<CliCommand>> cliProgramCommands();

} // namespace gputco::cli
