#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueTables.h"
#include "database/RowStore.h"

#include <QSqlQuery>

using namespace gputco;

namespace {

QStringList schemaColumns(const CatalogueDatabase& db, const QString& table)
{
    QSqlQuery query(db.connection().database());
    REQUIRE(query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)));
    QStringList names;
    while (query.next())
        names << query.value(1).toString();
    return names;
}

/// The built-in catalogue, parsed from its CSVs once for the whole run (each probe below starts from one of its
/// rows, and parsing it per probe took most of this file's time).
const BuiltInCatalogue& builtIn()
{
    static const auto catalogue = BuiltInCatalogue::load();
    REQUIRE(catalogue);
    return *catalogue;
}

/// A valid row of `table` to start from: the first built-in row under a new id.
SqlRow validRow(const TableSpec& table)
{
    const BuiltInCatalogue& catalogue = builtIn();
    REQUIRE_FALSE(catalogue.rows(table).empty());
    SqlRow row = catalogue.rows(table).front();
    row.insert(QStringLiteral("id"), QStringLiteral("constraint-probe"));
    row.insert(QStringLiteral("built_in"), 0);
    return row;
}

} // namespace

TEST_CASE("The column descriptions match the schema the migrations build, column for column", "[schema]")
{
    auto db = openMemoryCatalogue();
    for (const TableSpec* table : catalogueTables()) {
        INFO(table->name.toStdString());
        CHECK(schemaColumns(db, table->name) == table->columnNames());
    }
}

TEST_CASE("Every numeric column has a CHECK constraint that names it", "[schema]")
{
    // RowStore writes without the column validation, so these rows reach SQLite and its constraints.
    auto db = openMemoryCatalogue();
    int probed = 0;
    for (const TableSpec* table : catalogueTables()) {
        const RowStore store(db.connection(), *table);
        for (const ColumnSpec& column : table->columns) {
            if (column.type != ColumnType::Real && column.type != ColumnType::Integer)
                continue;
            const double below = column.minExclusive ? column.min : column.min - 1;
            const double above = column.max * 2 + 1;
            for (double bad : {below, above}) {
                SqlRow row = validRow(*table);
                row.insert(column.name, column.type == ColumnType::Integer ? QVariant(qlonglong(bad)) : QVariant(bad));
                const auto written = store.insert(row);
                INFO(table->name.toStdString() << "." << column.name.toStdString() << " = " << bad);
                REQUIRE_FALSE(written);
                CHECK(written.error().field == column.name.toStdString());
                ++probed;
            }
            // Text in a number column is refused too (SQLite would otherwise store it as text).
            SqlRow row = validRow(*table);
            row.insert(column.name, QStringLiteral("many"));
            CHECK_FALSE(store.insert(row));
        }
    }
    CHECK(probed > 100);
}

TEST_CASE("Choice, id and flag columns are checked by the schema as well", "[schema]")
{
    auto db = openMemoryCatalogue();
    const RowStore cards(db.connection(), cardsTable());
    SqlRow row = validRow(cardsTable());
    row.insert(QStringLiteral("segment"), QStringLiteral("gaming"));
    auto written = cards.insert(row);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "segment");

    row = validRow(cardsTable());
    row.insert(QStringLiteral("id"), QStringLiteral("Upper Case"));
    written = cards.insert(row);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "id");

    row = validRow(cardsTable());
    row.insert(QStringLiteral("built_in"), 2);
    written = cards.insert(row);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "built_in");
}

TEST_CASE("Table names resolve for the CLI and list in dependency order", "[schema]")
{
    CHECK(findCatalogueTable(QStringLiteral("cloud_offers")) == &cloudOffersTable());
    CHECK(findCatalogueTable(QStringLiteral("gpus")) == nullptr);
    CHECK(catalogueTableChoices()
          == QStringLiteral("cards, servers, facilities, cloud_offers, models, efficiency_profiles"));
}
