#pragma once

#include "cli/lite/UsageError.h"

#include <QString>

class QCommandLineParser;
class QTextStream;

namespace gputco::cli {

/// Where a command writes: results to `out`, diagnostics to `err`.
struct CliStreams {
    QTextStream& out;
    QTextStream& err;
};

/// One `gpu-tco-cli` subcommand: it declares its options, then runs on the parsed command line.
class CliCommand {
public:
    virtual ~CliCommand() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    virtual void addOptions(QCommandLineParser& parser) const = 0;
    /// Whether the command reads words after its options (a file, an action). One that does not has stray words
    /// ("energy extra words ...") refused by name before it runs: a word it would ignore may be a typo.
    virtual bool takesArguments() const { return false; }
    /// Printed after the options by `COMMAND --help` (an example); empty: nothing.
    virtual QString helpFooter() const { return {}; }
    virtual int run(const QCommandLineParser& parser, CliStreams& io) const = 0;
};

} // namespace gputco::cli
