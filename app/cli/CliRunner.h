#pragma once

#include <QStringList>

class QTextStream;

namespace gputco::cli {

/// Runs `gpu-tco-cli` on its arguments (arguments[0] is the program name) and returns the exit code.
/// Kept apart from main() so tests can drive every command in-process.
int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace gputco::cli
