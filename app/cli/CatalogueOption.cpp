#include "cli/CatalogueOption.h"

#include "cli/CliOptions.h"
#include "database/FileTargets.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

namespace gputco::cli {

void addDatabaseOption(QCommandLineParser& parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("database"),
        QStringLiteral("The catalogue file (SQLite). Default: %1; created with the built-in catalogue if missing.")
            .arg(QDir::toNativeSeparators(CatalogueDatabase::defaultPath())),
        QStringLiteral("PATH")));
}

QString cataloguePathOption(const QCommandLineParser& parser)
{
    return parser.isSet(QStringLiteral("database")) ? parser.value(QStringLiteral("database")).trimmed()
                                                    : CatalogueDatabase::defaultPath();
}

std::optional<CatalogueDatabase> openCatalogue(OptionReader& reader, QTextStream& err)
{
    const bool given = reader.isSet(QStringLiteral("database"));
    const QString path = given ? reader.text(QStringLiteral("database")).trimmed() : CatalogueDatabase::defaultPath();
    if (path.isEmpty()) {
        reader.fail(Error{"--database", "needs the path of a catalogue file"});
        return std::nullopt;
    }
    // A device, folder, pipe or socket is refused by name rather than replaced by the built-in catalogue in
    // memory, which would print answers from a catalogue the user did not ask for.
    if (given) {
        if (auto problem = catalogueFileProblem(path)) {
            reader.fail(Error{"--database", problem->message});
            return std::nullopt;
        }
    }
    auto db = CatalogueDatabase::open(path);
    if (!db) {
        reader.fail(Error{"--database", db.error().message});
        return std::nullopt;
    }
    for (const QString& warning : db->warnings())
        err << "gpu-tco-cli: catalogue: " << warning << '\n';
    err.flush();
    return std::move(db).value();
}

} // namespace gputco::cli
