#include "cli/CliRunner.h"

#include "Version.h"
#include "cli/CliOptions.h"
#include "cli/EscapingTextDevice.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace gputco::cli {
namespace {

void printGeneralHelp(QTextStream& out, const std::vector<std::unique_ptr<CliCommand>>& commands)
{
    out << kApplicationName << ' ' << kVersion << ": the headless front end.\n\n"
        << "Usage: gpu-tco-cli COMMAND [OPTIONS]\n"
        << "       gpu-tco-cli COMMAND --help   (the options of one command)\n"
        << "       gpu-tco-cli --version\n\nCommands:\n";
    for (const auto& command : commands)
        out << "  " << qSetFieldWidth(12) << Qt::left << command->name() << qSetFieldWidth(0) << command->summary()
            << '\n';
    out << "\nUnits: bytes are exact integers in JSON; tables show GB = 1e9 bytes. Formulas: docs/MODEL.md.\n";
    out.flush();
}

/// Runs the command with its output gathered, so that runCli can escape it as a whole.
int runCommand(const QStringList& arguments, QTextStream& out, QTextStream& err,
               const std::vector<std::unique_ptr<CliCommand>>& commands)
{
    const QString first = arguments.size() > 1 ? arguments.at(1) : QString();
    if (first.isEmpty() || first == u"--help" || first == u"-h" || first == u"help") {
        printGeneralHelp(out, commands);
        return first.isEmpty() ? ExitUsage : ExitOk;
    }
    if (first == u"--version" || first == u"-v") {
        out << "gpu-tco-cli " << kVersion << '\n';
        out.flush();
        return ExitOk;
    }

    for (const auto& command : commands) {
        if (command->name() != first)
            continue;
        QCommandLineParser parser;
        parser.setApplicationDescription(command->summary());
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                      QStringLiteral("Show the options of this command."));
        parser.addOption(help);
        command->addOptions(parser);

        QStringList rest = arguments.mid(1);
        rest.first() = QStringLiteral("gpu-tco-cli ") + first;
        if (!parser.parse(rest))
            return reportUsageError(err, first, Error{"", parser.errorText().toStdString()});
        if (parser.isSet(help)) {
            out << parser.helpText();
            if (const QString footer = command->helpFooter(); !footer.isEmpty())
                out << '\n' << footer;
            out.flush();
            return ExitOk;
        }
        if (!command->takesArguments() && !parser.positionalArguments().isEmpty())
            return reportUsageError(err, first,
                                    Error{quotedInput(parser.positionalArguments().join(u' ').toStdString()),
                                          "is not an option of this command, which takes no arguments; options "
                                          "start with -- (see gpu-tco-cli "
                                              + first.toStdString() + " --help)"});
        CliStreams io{out, err};
        return command->run(parser, io);
    }
    err << "gpu-tco-cli: unknown command '" << first << "'. Run 'gpu-tco-cli --help' for the list.\n";
    err.flush();
    return ExitUsage;
}

} // namespace

int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err,
           const std::vector<std::unique_ptr<CliCommand>>& commands)
{
    // Every command prints through here: a scenario or catalogue name holding terminal escapes is shown escaped
    // (lite/TerminalText.h), whichever line prints it, as the output streams out.
    EscapingTextDevice outDevice(out);
    EscapingTextDevice errDevice(err);
    QTextStream outBuffer(&outDevice);
    QTextStream errBuffer(&errDevice);
    const int code = runCommand(arguments, outBuffer, errBuffer, commands);
    outBuffer.flush();
    errBuffer.flush();
    outDevice.finish();
    errDevice.finish();
    return code;
}

} // namespace gputco::cli
