#include "cli/ServeCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/LiteCommandRunner.h"
#include "cli/ModelOptions.h"
#include "cli/lite/ServeRun.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace gputco::cli {

QString ServeCommand::name() const { return QStringLiteral("serve"); }

QString ServeCommand::summary() const
{
    return QStringLiteral(
        "Serving under load: P99 latency at a request rate, and the capacity that meets P99 targets.");
}

void ServeCommand::addOptions(QCommandLineParser& parser) const
{
    addModelOptions(parser);
    addDatabaseOption(parser);
    for (const OptionSpec& o : serveOptions()) {
        const QString name = QString::fromStdString(o.name);
        const QString help = QString::fromStdString(o.help);
        parser.addOption(o.valueName.empty() ? QCommandLineOption(name, help)
                                             : QCommandLineOption(name, help, QString::fromStdString(o.valueName)));
    }
}

QString ServeCommand::helpFooter() const
{
    return QStringLiteral("Example: gpu-tco-cli serve --model llama-2-70b --card h100-sxm-80gb --tp 8 --weights fp8 "
                          "--kv-cache fp8 --input-tokens 300 --output-tokens 292 --rate 60 --ttft-p99-ms 2000 "
                          "--tpot-p99-ms 200 --capacity");
}

// As infer: the command itself is Qt-free (lite/ServeRun.h); here it opens the catalogue as every command does.
int ServeCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    return runLiteCommand(parser, io, name(), runServe);
}

} // namespace gputco::cli
