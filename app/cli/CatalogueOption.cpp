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
    // Never trimmed: " plan.db" is a file name a user may have (issue 25: paths are taken as given).
    const QString path = given ? reader.text(QStringLiteral("database")) : CatalogueDatabase::defaultPath();
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
    // A command waits for another program's write (a concurrent import, the window saving) rather than failing
    // with "locked": up to 30 s, where the window waits 5 s so as not to freeze. Three imports racing on a loaded
    // machine held each other off for more than 5 s (hostile_tests, concurrent creation).
    CatalogueDatabase::OpenOptions options;
    options.busyTimeoutMs = 30'000;
    auto db = CatalogueDatabase::open(path, options);
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
