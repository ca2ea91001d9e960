#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CardRepository.h"
#include "database/CatalogueTables.h"
#include "database/RowStore.h"
#include "database/SqliteStatement.h"
#include "database/lite/CardRow.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

using namespace gputco;

namespace {

// Each stored value of row `id` as SQLite sees it: its type and its SQL literal ("integer 3", "text 'x'", "null NULL").
QStringList storedValues(const QSqlDatabase& db, int id)
{
    QSqlQuery query(db);
    REQUIRE(query.exec(QStringLiteral("SELECT typeof(v1), quote(v1), typeof(v2), quote(v2), typeof(v3), quote(v3), "
                                      "typeof(v4), quote(v4), typeof(v5), quote(v5), typeof(v6), quote(v6), "
                                      "typeof(v7), quote(v7), typeof(v8), quote(v8) FROM probe WHERE id = %1")
                           .arg(id)));
    REQUIRE(query.next());
    QStringList out;
    for (int i = 0; i < 16; i += 2)
        out << query.value(i).toString() + u' ' + query.value(i + 1).toString();
    return out;
}

} // namespace

TEST_CASE("Values bound on SQLite's own handle are stored as Qt Sql stores them", "[database][sqlite]")
{
    auto catalogue = openMemoryCatalogue();
    sqlite3* handle = sqliteHandleOf(catalogue.connection());
    // This program and Qt's QSQLITE driver use the one system SQLite (Debian's plugin links it): the handle is had.
    REQUIRE(handle != nullptr);
    const QSqlDatabase db = catalogue.connection().database();
    QSqlQuery create(db);
    REQUIRE(create.exec(QStringLiteral("CREATE TABLE probe (id INTEGER, v1, v2, v3, v4, v5, v6, v7, v8)")));
    // An invalid value, a null text, a text with a non-ASCII letter, an int, a real, a 64-bit integer, a boolean and
    // an empty (not null) text.
    const QVariantList values{QVariant(),
                              QVariant(QString()),
                              QVariant(QStringLiteral("较早 x")),
                              QVariant(3),
                              QVariant(2.5),
                              QVariant(qlonglong(1) << 40),
                              QVariant(true),
                              QVariant(QStringLiteral(""))};
    QSqlQuery qt(db);
    REQUIRE(qt.prepare(QStringLiteral("INSERT INTO probe VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)")));
    for (int i = 0; i < values.size(); ++i)
        qt.bindValue(i, values[i]);
    REQUIRE(qt.exec());
    SqliteStatement own(handle, QStringLiteral("INSERT INTO probe VALUES (2, ?, ?, ?, ?, ?, ?, ?, ?)"));
    REQUIRE(own.ok());
    for (int i = 0; i < values.size(); ++i)
        own.bind(i, values[i]);
    REQUIRE(own.run());

    const QStringList byQt = storedValues(db, 1);
    CHECK(storedValues(db, 2) == byQt);
    // By hand: NULL for the invalid value and the null text, then text, integers, a real, true as 1, and ''.
    CHECK(byQt
          == QStringList{QStringLiteral("null NULL"), QStringLiteral("null NULL"), QStringLiteral("text '较早 x'"),
                         QStringLiteral("integer 3"), QStringLiteral("real 2.5"),
                         QStringLiteral("integer 1099511627776"), QStringLiteral("integer 1"),
                         QStringLiteral("text ''")});
}

TEST_CASE("A statement SQLite refuses says why, as a Qt Sql failure would", "[database][sqlite]")
{
    auto catalogue = openMemoryCatalogue();
    sqlite3* handle = sqliteHandleOf(catalogue.connection());
    REQUIRE(handle != nullptr);
    // A card whose id breaks the table's CHECK: the error names the column, as sqlError words it.
    SqliteStatement insert(handle, QStringLiteral("INSERT INTO cards (id, vendor, model, source) VALUES (?, ?, ?, ?)"));
    REQUIRE(insert.ok());
    insert.bind(0, QStringLiteral("Not A Slug"));
    insert.bind(1, QStringLiteral("v"));
    insert.bind(2, QStringLiteral("m"));
    insert.bind(3, QStringLiteral("s"));
    CHECK_FALSE(insert.run());
    CHECK(insert.error(&cardsTable()).field == "id");
    CHECK_FALSE(SqliteStatement(handle, QStringLiteral("SELECT * FROM no_such_table")).ok());
}

TEST_CASE("A whole table read on SQLite's own handle equals the read through Qt Sql", "[database][sqlite]")
{
    // RowStore::visitAll reads on the handle; visitAllThroughQt is the Qt Sql read it replaced. On the shipped
    // cards, each card mapped from either read is the same, column for column.
    auto catalogue = openMemoryCatalogue();
    const RowStore store(catalogue.connection(), cardsTable());
    std::vector<Accelerator> own;
    std::vector<Accelerator> qt;
    REQUIRE_FALSE(store.visitAll([&](const CatalogueRowView& row) { own.push_back(cardFromRow(row)); }));
    REQUIRE_FALSE(store.visitAllThroughQt([&](const CatalogueRowView& row) { qt.push_back(cardFromRow(row)); }));
    REQUIRE(own.size() == qt.size());
    REQUIRE(own.size() > 60); // the 65 shipped cards of catalogue 2026-12
    for (std::size_t i = 0; i < own.size(); ++i) {
        INFO(own[i].id);
        CHECK(CardRepository::toRow(own[i]) == CardRepository::toRow(qt[i]));
    }
}
