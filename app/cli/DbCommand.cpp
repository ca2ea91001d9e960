#include "cli/DbCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "database/CatalogueCheck.h"
#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/FileTargets.h"
#include "database/RowStore.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <algorithm>

namespace gputco::cli {
namespace {

// How many of an import's problems the report lists before it counts the rest.
constexpr std::size_t kListedImportIssues = 100;

std::optional<CatalogueDatabase> open(const QCommandLineParser& parser, CliStreams& io, const QString& command)
{
    OptionReader reader(parser);
    auto db = openCatalogue(reader, io.err);
    if (!db)
        reportUsageError(io.err, command, reader.error().value_or(Error{"--database", "cannot be opened"}));
    return db;
}

} // namespace

QString DbCommand::name() const { return QStringLiteral("db"); }

QString DbCommand::summary() const
{
    return QStringLiteral("Catalogue file: 'export DIR', 'import FILE.csv --table NAME', 'check'.");
}

void DbCommand::addOptions(QCommandLineParser& parser) const
{
    addDatabaseOption(parser);
    parser.addOption(QCommandLineOption(
        QStringLiteral("table"), QStringLiteral("The table an import goes into: %1.").arg(catalogueTableChoices()),
        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("excel"), QStringLiteral("export: write UTF-8 with a byte-order mark, so that Excel reads the "
                                                "Chinese text (it opens CSV without one in the local code page).")));
    parser.addPositionalArgument(QStringLiteral("action"),
                                 QStringLiteral("export DIR: write one CSV file per table into DIR. "
                                                "import FILE.csv --table NAME: add or update rows, all or nothing; "
                                                "reads UTF-8, UTF-16 and GB18030/GBK, comma, semicolon or tab. "
                                                "check: integrity, foreign keys and every row against its rules."),
                                 QStringLiteral("export DIR | import FILE.csv | check"));
}

int DbCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const auto usage = [&](const std::string& message) { return reportUsageError(io.err, name(), Error{"", message}); };
    if (action == u"export") {
        if (args.size() != 2)
            return usage("'db export' takes one folder: gpu-tco-cli db export DIR");
        return exportTables(parser, args.at(1), io);
    }
    if (action == u"import") {
        if (args.size() != 2)
            return usage("'db import' takes one file: gpu-tco-cli db import FILE.csv --table NAME");
        return importTable(parser, args.at(1), io);
    }
    if (action == u"check") {
        if (args.size() != 1)
            return usage("'db check' takes no further arguments");
        return check(parser, io);
    }
    return usage(action.isEmpty() ? "needs an action: export DIR, import FILE.csv --table NAME, or check"
                                  : quotedInput(action.toStdString()) + " is not one of: export, import, check");
}

int DbCommand::exportTables(const QCommandLineParser& parser, const QString& folder, CliStreams& io) const
{
    if (!QDir().mkpath(folder))
        return reportUsageError(io.err, name(), Error{"DIR", "cannot create the folder " + folder.toStdString()});
    // Every target is checked before the first is written: an export that would land on the catalogue it reads
    // (db export DIR --database DIR/cards.csv) or on a device writes nothing at all.
    for (const TableSpec* table : catalogueTables()) {
        const QString file = QDir(folder).filePath(table->name + QStringLiteral(".csv"));
        if (auto target = resolveOutputTarget(file, {cataloguePathOption(parser)}); !target)
            return reportUsageError(io.err, name(), Error{"DIR", target.error().message});
    }
    auto db = open(parser, io, name());
    if (!db)
        return ExitUsage;
    const CsvExportEncoding encoding =
        parser.isSet(QStringLiteral("excel")) ? CsvExportEncoding::Utf8WithBomForExcel : CsvExportEncoding::Utf8;
    for (const TableSpec* table : catalogueTables()) {
        const QString file = QDir(folder).filePath(table->name + QStringLiteral(".csv"));
        if (auto written = CsvTable(*table).exportToFile(*db, file, encoding); !written) {
            io.err << "gpu-tco-cli db: " << QString::fromStdString(written.error().describe()) << '\n';
            io.err.flush();
            return ExitFailure;
        }
        const auto rows = RowStore(db->connection(), *table).count();
        io.out << "wrote " << QDir::toNativeSeparators(file) << " (" << (rows ? *rows : 0) << " rows)\n";
    }
    io.out.flush();
    return ExitOk;
}

int DbCommand::importTable(const QCommandLineParser& parser, const QString& file, CliStreams& io) const
{
    const QString tableName = parser.value(QStringLiteral("table"));
    if (tableName.isEmpty())
        return reportUsageError(
            io.err, name(),
            Error{"--table", "is required for an import: one of " + catalogueTableChoices().toStdString()});
    const auto csv = CsvTable::named(tableName);
    if (!csv)
        return reportUsageError(io.err, name(),
                                Error{"--table", quotedInput(tableName.toStdString())
                                                     + " is not one of: " + catalogueTableChoices().toStdString()});
    auto db = open(parser, io, name());
    if (!db)
        return ExitUsage;
    if (db->isInMemory()) {
        io.err << "gpu-tco-cli db: the catalogue file could not be used (see above); nothing was imported.\n";
        io.err.flush();
        return ExitFailure;
    }
    const CsvImportReport report = csv->importFile(*db, file);
    if (!report.ok()) {
        io.err << "gpu-tco-cli db: " << QDir::toNativeSeparators(file) << " was not imported; nothing was changed:\n";
        // The first kListedImportIssues, in row order, then a count: a file of 200,000 bad rows would otherwise
        // print some 60 MB (the window lists 8).
        const std::size_t listed = std::min(report.issues.size(), kListedImportIssues);
        for (std::size_t i = 0; i < listed; ++i)
            io.err << "  " << report.issues[i].describe() << '\n';
        if (report.issues.size() > listed)
            io.err << "  ... and " << (report.issues.size() - listed) << " more problems after these " << listed
                   << "; fix them and import again.\n";
        io.err.flush();
        return ExitFailure;
    }
    io.out << tableName << ": " << report.counts() << '\n';
    io.out.flush();
    const std::size_t warned = std::min(report.warnings.size(), kListedImportIssues);
    for (std::size_t i = 0; i < warned; ++i)
        io.err << "gpu-tco-cli db: warning: " << report.warnings[i].describe() << '\n';
    if (report.warnings.size() > warned)
        io.err << "gpu-tco-cli db: ... and " << (report.warnings.size() - warned) << " more warnings\n";
    io.err.flush();
    return ExitOk;
}

int DbCommand::check(const QCommandLineParser& parser, CliStreams& io) const
{
    auto db = open(parser, io, name());
    if (!db)
        return ExitUsage;
    const CatalogueCheckReport report = checkCatalogue(*db);
    for (const QString& line : report.summary)
        io.out << line << '\n';
    if (report.ok()) {
        io.out << "ok: no problems found\n";
        io.out.flush();
        return ExitOk;
    }
    io.out << report.problems.size() << (report.problems.size() == 1 ? " problem:\n" : " problems:\n");
    for (const QString& problem : report.problems)
        io.out << "  " << problem << '\n';
    io.out.flush();
    return ExitFailure;
}

} // namespace gputco::cli
