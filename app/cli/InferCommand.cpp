#include "cli/InferCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/LiteCommandRunner.h"
#include "cli/ModelOptions.h"
#include "cli/lite/InferRun.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace gputco::cli {

QString InferCommand::name() const { return QStringLiteral("infer"); }

QString InferCommand::summary() const
{
    return QStringLiteral("Inference latency (TTFT, TPOT), throughput and the concurrency memory allows on a card.");
}

void InferCommand::addOptions(QCommandLineParser& parser) const
{
    addModelOptions(parser);
    addDatabaseOption(parser);
    for (const OptionSpec& o : inferOptions()) {
        const QString name = QString::fromStdString(o.name);
        const QString help = QString::fromStdString(o.help);
        parser.addOption(o.valueName.empty() ? QCommandLineOption(name, help)
                                             : QCommandLineOption(name, help, QString::fromStdString(o.valueName)));
    }
}

// The command itself is Qt-free (lite/InferRun.h), shared with gpu-tco-cli's fast path; here it opens the
// catalogue as every other command does (creating, migrating and checking it, warnings to the error stream).
int InferCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    return runLiteCommand(parser, io, name(), runInfer);
}

} // namespace gputco::cli
