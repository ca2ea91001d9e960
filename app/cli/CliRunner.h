#pragma once

#include "cli/CliCommand.h"

#include <QStringList>

#include <memory>
#include <vector>

class QTextStream;

namespace gputco::cli {

/// Runs `gpu-tco-cli` on its arguments (arguments[0] is the program name) and returns the exit code.
/// Kept apart from main() so tests can drive every command in-process.
/// Every command (allCommands(): needs gputco_cli_report).
int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err);

/// The same over the given commands (gpu-tco-cli's own list, ReportProgram.h).
int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err,
           const std::vector<std::unique_ptr<CliCommand>>& commands);

} // namespace gputco::cli
