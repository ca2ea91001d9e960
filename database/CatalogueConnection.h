#pragma once

#include "database/WriteResult.h"

#include <QString>
#include <QVariant>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;

namespace gputco {

struct TableSpec;

/// A handle on the catalogue's Qt SQL connection: its unique name and whether it may be written. Cheap to
/// copy; repositories keep one and look the QSqlDatabase up when they run, so no QSqlDatabase object
/// outlives the CatalogueDatabase that owns the connection.
struct CatalogueConnection {
    QString name;
    bool readOnly = false;
    QString readOnlyReason; ///< why writes are refused, for the message

    QSqlDatabase database() const;
    /// Written, or an Error saying the catalogue is open read-only and why.
    WriteResult checkWritable() const;
};

/// A user-facing Error for a failed statement. Constraint failures name the column (our CHECK constraints
/// are named after their column); busy, full and read-only files get a sentence saying what to do.
Error sqlError(const QSqlError& error, const TableSpec* table = nullptr);

/// Prepares and runs `sql` with positional values bound; on failure the Error from sqlError(), naming a
/// column of `table` when a constraint refused the row.
WriteResult execSql(QSqlQuery& query, const QString& sql, const QVariantList& values = {},
                    const TableSpec* table = nullptr);

/// A transaction that rolls back unless commit() is called: every write path is all-or-nothing.
class SqlTransaction {
public:
    explicit SqlTransaction(const CatalogueConnection& connection);
    ~SqlTransaction();
    SqlTransaction(const SqlTransaction&) = delete;
    SqlTransaction& operator=(const SqlTransaction&) = delete;

    /// Written once BEGIN succeeded; the Error otherwise (a locked or read-only file).
    const WriteResult& started() const { return started_; }
    WriteResult commit();

private:
    QString connectionName_;
    WriteResult started_;
    bool open_ = false;
};

} // namespace gputco
