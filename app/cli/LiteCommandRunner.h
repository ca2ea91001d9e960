#pragma once

#include "cli/lite/InferRun.h"

#include <QString>

#include <functional>

class QCommandLineParser;

namespace gputco::cli {

struct CliStreams;

/// A Qt-free command's run (lite/InferRun.h, lite/ServeRun.h) from the Qt program: the options, and the catalogue
/// opened as every other command opens it (created, migrated and checked, warnings to the error stream).
using LiteCommandRun = std::function<Expected<CommandOutput>(ValueReader&, const InferCatalogue&)>;

/// Runs `run` for the command called `command` and writes its output; the exit code.
int runLiteCommand(const QCommandLineParser& parser, CliStreams& io, const QString& command, const LiteCommandRun& run);

} // namespace gputco::cli
