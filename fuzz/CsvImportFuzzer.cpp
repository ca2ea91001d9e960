// Feeds arbitrary bytes to the CSV importer: the first byte picks the catalogue table, the rest is the file.
// Every input is parsed (CsvTable::parse) and imported into one in-memory catalogue (CsvTable::importCsv).
// Invariants: never crash; a refused import lists at least one issue, each with a reason, and changes no row
// count; an accepted one reports what it did.
#include "database/CatalogueDatabase.h"
#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/RowStore.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace {

gputco::CatalogueDatabase& database()
{
    static int argc = 1;
    static char name[] = "fuzz_csv_import";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // Qt Sql's driver plugins
    static std::optional<gputco::CatalogueDatabase> db = [] {
        auto opened = gputco::CatalogueDatabase::openInMemory();
        if (!opened)
            __builtin_trap();
        return std::optional<gputco::CatalogueDatabase>(std::move(opened).value());
    }();
    return *db;
}

int rowCount(const gputco::CatalogueDatabase& db, const gputco::TableSpec& table)
{
    const auto count = gputco::RowStore(db.connection(), table).count();
    if (!count)
        __builtin_trap();
    return *count;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    gputco::CatalogueDatabase& db = database();
    const auto& tables = gputco::catalogueTables();
    const gputco::TableSpec& table = *tables[data[0] % tables.size()];
    const QByteArray bytes(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    const gputco::CsvTable csv(table);

    const gputco::CsvRows rows = csv.parse(bytes);
    for (const gputco::CsvIssue& issue : rows.issues)
        if (issue.reason.isEmpty() || issue.row < 0)
            __builtin_trap();

    const int before = rowCount(db, table);
    const gputco::CsvImportReport report = csv.importCsv(db, bytes);
    if (!report.ok()) {
        for (const gputco::CsvIssue& issue : report.issues)
            if (issue.reason.isEmpty())
                __builtin_trap();
        if (rowCount(db, table) != before) // all or nothing
            __builtin_trap();
    } else if (rowCount(db, table) != before + report.added) {
        __builtin_trap();
    }
    return 0;
}
