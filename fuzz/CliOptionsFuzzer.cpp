// Runs gpu-tco-cli in-process on arbitrary argument lists: the input is split at newlines into arguments,
// the first line picks the command. Invariants: never crash; exit code is 0, 1 or 2; a refusal says why.
#include "cli/CliRunner.h"
#include "cli/ReportProgram.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString input = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QStringList arguments{QStringLiteral("gpu-tco-cli")};
    arguments += input.split(QLatin1Char('\n'));
    // Output is discarded; a file-writing command would need a sandbox, so only computing commands are fed.
    const QString command = arguments.value(1);
    if (command != u"memory")
        return 0;

    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    // gpu-tco-cli-qt's commands (all but report): the widget stack stays out of the fuzzing build.
    static const auto commands = gputco::cli::cliProgramCommands();
    const int code = gputco::cli::runCli(arguments, outStream, errStream, commands);
    if (code < 0 || code > 2)
        __builtin_trap();
    if (code == 2 && err.isEmpty())
        __builtin_trap();
    return 0;
}
