#include "cli/LiteCommandRunner.h"

#include "cli/CatalogueOption.h"
#include "cli/CliCommand.h"
#include "cli/CliOptions.h"
#include "cli/ModelOptions.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace gputco::cli {

int runLiteCommand(const QCommandLineParser& parser, CliStreams& io, const QString& command, const LiteCommandRun& run)
{
    OptionReader reader(parser);
    std::optional<CatalogueDatabase> catalogue;
    const InferCatalogue access{
        .catalogueModel = [&](const std::string& id) { return catalogueModel(reader, io.err, catalogue, id); },
        .openCatalogue =
            [&] {
                if (!catalogue)
                    catalogue = openCatalogue(reader, io.err);
                return catalogue.has_value();
            },
        .findCard = [&](const std::string& id) -> Expected<std::optional<Accelerator>> {
            return catalogue->cards().find(id);
        },
    };
    const auto output = run(reader.values(), access);
    if (!output)
        return reportUsageError(io.err, command, output.error());
    io.out << QString::fromStdString(output->out);
    io.err << QString::fromStdString(output->err);
    io.out.flush();
    io.err.flush();
    return output->exitCode;
}

} // namespace gputco::cli
