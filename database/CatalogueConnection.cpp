#include "database/CatalogueConnection.h"

#include "database/TableSpec.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gputco {

QSqlDatabase CatalogueConnection::database() const { return QSqlDatabase::database(name, false); }

WriteResult CatalogueConnection::checkWritable() const
{
    if (!readOnly)
        return Written{};
    return Error{"database",
                 "the catalogue is open read-only (" + readOnlyReason.toStdString() + "); nothing was changed"};
}

Error sqlError(const QSqlError& error, const TableSpec* table)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    const QString lower = text.toLower();

    // "CHECK constraint failed: memory_gb", "NOT NULL constraint failed: cards.model",
    // "UNIQUE constraint failed: cards.id": the last word names the column.
    static const QRegularExpression constraint(
        QStringLiteral("(CHECK|NOT NULL|UNIQUE) constraint failed: (?:[A-Za-z_]+\\.)?([A-Za-z0-9_]+)"));
    if (const auto m = constraint.match(text); m.hasMatch()) {
        const QString column = m.captured(2);
        QString reason = m.captured(1) == u"UNIQUE" ? QStringLiteral("a row with this value already exists")
                                                    : QStringLiteral("the database refused the value");
        if (table && m.captured(1) != u"UNIQUE") {
            if (const ColumnSpec* spec = table->column(column))
                reason += QStringLiteral(": it ") + describeAllowed(*spec);
        }
        return Error{column.toStdString(), reason.toStdString()};
    }
    if (lower.contains(u"foreign key constraint failed"))
        return Error{"", "the row names a card (or another row) that is not in the catalogue, or other rows still "
                         "refer to it"};
    if (lower.contains(u"database is locked") || lower.contains(u"database table is locked"))
        return Error{"database", "the catalogue file is locked by another program (another GPU TCO Explorer or a "
                                 "database tool); close it and try again. Nothing was changed."};
    if (lower.contains(u"disk is full") || lower.contains(u"database or disk is full"))
        return Error{"database", "the disk is full (or the file reached its size limit); nothing was changed. "
                                 "Free some space and try again."};
    if (lower.contains(u"readonly") || lower.contains(u"read-only"))
        return Error{"database", "the catalogue file or its folder is read-only; nothing was changed"};
    if (lower.contains(u"not a database") || lower.contains(u"malformed"))
        return Error{"database", "the catalogue file is damaged (" + text.toStdString() + ")"};
    return Error{"database", text.toStdString()};
}

WriteResult execSql(QSqlQuery& query, const QString& sql, const QVariantList& values, const TableSpec* table)
{
    if (!query.prepare(sql))
        return sqlError(query.lastError(), table);
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values.at(i));
    if (!query.exec())
        return sqlError(query.lastError(), table);
    return Written{};
}

SqlTransaction::SqlTransaction(const CatalogueConnection& connection)
    : connectionName_(connection.name)
    , started_(connection.checkWritable())
{
    if (!started_)
        return;
    // BEGIN IMMEDIATE takes the write lock now, waiting out another writer for the busy timeout. A deferred BEGIN
    // (QSqlDatabase::transaction) takes it only at the first write, and SQLite refuses a reader that wants to
    // become the writer while another program writes at once, without waiting (it would deadlock): three imports
    // racing on a loaded machine then failed with "locked" (hostile_tests, concurrent creation).
    QSqlQuery begin(connection.database());
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        started_ = sqlError(begin.lastError());
        return;
    }
    open_ = true;
}

SqlTransaction::~SqlTransaction()
{
    if (open_)
        QSqlDatabase::database(connectionName_, false).rollback();
}

WriteResult SqlTransaction::commit()
{
    if (!open_)
        return started_ ? WriteResult(Error{"database", "the transaction was already finished"}) : started_;
    QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
    if (!db.commit()) {
        const Error error = sqlError(db.lastError());
        db.rollback();
        open_ = false;
        return error;
    }
    open_ = false;
    return Written{};
}

} // namespace gputco
