#pragma once

#include "database/CatalogueConnection.h"

#include <QByteArray>
#include <QString>
#include <QVariant>

#include <functional>
#include <memory>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace gputco {

/// The SQLite connection under the catalogue's Qt connection, for the paths where Qt Sql's cost per value is most of
/// the time (an import of 100,000 rows binds 3.6 million values; Qt builds a placeholder name for each). nullptr
/// when the driver is not QSQLITE or its SQLite is not the library this program links (compared by version; the
/// QSQLITE plugin that Debian ships links the system libsqlite3, as this program does, so both are one library in
/// the process): the caller then uses Qt Sql. Statements run on it join the connection's open transaction.
sqlite3* sqliteHandleOf(const CatalogueConnection& connection);

/// True when no transaction is open on `db` (SQLite ends one by itself after some failures: a full disk, an I/O
/// error), so that a statement run now would be committed on its own.
bool sqliteInAutocommit(sqlite3* db);

/// A value as SQLite is handed it, converted by the rule of SqliteStatement::bind (sqliteValueOf): made ahead of the
/// statement, on another thread if need be (an import converts its rows' texts to UTF-8 while it reads the file).
struct SqliteValue {
    enum class Kind { Null, Integer, Real, Text };
    Kind kind = Kind::Null;
    qint64 integer = 0;
    double real = 0.0;
    QByteArray text; ///< UTF-8
};

/// `value` as Qt's QSQLITE binds it: a null QVariant or null text as NULL, whole numbers and booleans as integers,
/// other numbers as reals, the rest as its text.
SqliteValue sqliteValueOf(const QVariant& value);

/// One prepared statement on that handle, bound as Qt's QSQLITE binds (a null QVariant or null text as NULL, whole
/// numbers and booleans as integers, other numbers as reals, the rest as text), so the rows written are the same.
class SqliteStatement {
public:
    SqliteStatement() = default;
    /// Prepares `sql`; ok() says whether it could be.
    SqliteStatement(sqlite3* db, const QString& sql);

    bool ok() const { return statement_ != nullptr; }
    /// Binds the value of the 0-based parameter `index`.
    void bind(int index, const QVariant& value);
    /// Binds a value converted beforehand; its text is kept (moved) until the statement has run.
    void bind(int index, SqliteValue value);
    /// Runs the statement to its end and resets it for the next values; false when SQLite refused it (error()).
    bool run();
    /// Steps through the statement's rows, handing each to `row` (valid during the call); false when SQLite failed
    /// before the last row (error()). Resets the statement afterwards.
    bool forEachRow(const std::function<void(sqlite3_stmt*)>& row);
    /// What SQLite said about the last failure (or the failed prepare), as sqlError() words it for `table`.
    Error error(const TableSpec* table) const;
    /// True when the last run failed on a constraint (a CHECK, NOT NULL or UNIQUE): SQLite undid that statement
    /// alone and the transaction goes on.
    bool refusedByConstraint() const;

private:
    struct Finaliser {
        void operator()(sqlite3_stmt* statement) const;
    };
    sqlite3* db_ = nullptr;
    std::unique_ptr<sqlite3_stmt, Finaliser> statement_;
    /// The UTF-8 of each text bound, kept until the statement has run so SQLite need not copy it (its copies were
    /// a tenth of a large import).
    std::vector<QByteArray> texts_;
    QString failure_;
    int failureCode_ = 0; ///< SQLite's primary result code of the last failure
};

} // namespace gputco
