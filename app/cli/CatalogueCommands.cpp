#include "cli/CatalogueCommands.h"

#include "cli/CatalogueCommandsJson.h"
#include "cli/CatalogueCommandsText.h"
#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace gputco::cli {

QString CatalogueListCommand::name() const
{
    switch (list_) {
    case CatalogueList::Cards: return QStringLiteral("cards");
    case CatalogueList::Servers: return QStringLiteral("servers");
    case CatalogueList::Facilities: return QStringLiteral("facilities");
    case CatalogueList::Clouds: return QStringLiteral("clouds");
    }
    return {};
}

QString CatalogueListCommand::summary() const
{
    switch (list_) {
    case CatalogueList::Cards: return QStringLiteral("List the accelerator cards of the catalogue.");
    case CatalogueList::Servers: return QStringLiteral("List the server models of the catalogue.");
    case CatalogueList::Facilities: return QStringLiteral("List the IDC facility profiles of the catalogue.");
    case CatalogueList::Clouds: return QStringLiteral("List the cloud GPU-hour prices of the catalogue.");
    }
    return {};
}

void CatalogueListCommand::addOptions(QCommandLineParser& parser) const
{
    addDatabaseOption(parser);
    parser.addOption(
        QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print a JSON array; its keys are the CSV columns of "
                                                                  "docs/DATABASE.md, unknown values are null.")));
}

int CatalogueListCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    if (!parser.positionalArguments().isEmpty())
        return reportUsageError(
            io.err, name(),
            Error{"", "takes no arguments, got '" + parser.positionalArguments().join(u' ').toStdString() + "'"});
    OptionReader reader(parser);
    auto db = openCatalogue(reader, io.err);
    if (!db)
        return reportUsageError(io.err, name(), reader.error().value_or(Error{"--database", "cannot be opened"}));
    if (parser.isSet(QStringLiteral("json"))) {
        io.out << QJsonDocument(catalogueJson(list_, *db)).toJson(QJsonDocument::Indented);
        io.out.flush();
        return ExitOk;
    }
    printCatalogueTable(list_, *db, io.out);
    return ExitOk;
}

} // namespace gputco::cli
