#include "database/SqliteStatement.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

#include <cstring>

namespace gputco {

sqlite3* sqliteHandleOf(const CatalogueConnection& connection)
{
    const QSqlDatabase db = connection.database();
    if (!db.isOpen() || !db.driver() || db.driverName() != u"QSQLITE")
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    // The version the driver's library reports against the one this program calls: a plugin with a SQLite of its
    // own (another build) must not be handed to this one's functions.
    QSqlQuery version(db);
    if (!version.exec(QStringLiteral("SELECT sqlite_version()")) || !version.next()
        || version.value(0).toString() != QString::fromLatin1(sqlite3_libversion()))
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

bool sqliteInAutocommit(sqlite3* db) { return sqlite3_get_autocommit(db) != 0; }

void SqliteStatement::Finaliser::operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }

SqliteStatement::SqliteStatement(sqlite3* db, const QString& sql)
    : db_(db)
{
    const QByteArray text = sql.toUtf8();
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, text.constData(), static_cast<int>(text.size()), &statement, nullptr) != SQLITE_OK) {
        failure_ = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(statement);
        return;
    }
    statement_.reset(statement);
    texts_.resize(static_cast<std::size_t>(sqlite3_bind_parameter_count(statement)));
}

SqliteValue sqliteValueOf(const QVariant& value)
{
    SqliteValue out;
    // Qt's rule for NULL (QSqlResultPrivate::isVariantNull): an invalid or null variant, or a null text.
    const int type = value.typeId();
    if (!value.isValid() || value.isNull())
        return out;
    if (type == QMetaType::QString) { // read in place: no copy of the text
        const QString& text = *static_cast<const QString*>(value.constData());
        if (text.isNull())
            return out;
        out.kind = SqliteValue::Kind::Text;
        out.text = text.toUtf8();
        return out;
    }
    // The types Qt binds as numbers (QSQLiteResult::exec); every other value as its text, as Qt does.
    switch (type) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        out.kind = SqliteValue::Kind::Integer;
        out.integer = value.toLongLong();
        return out;
    case QMetaType::Double:
        out.kind = SqliteValue::Kind::Real;
        out.real = value.toDouble();
        return out;
    default:
        out.kind = SqliteValue::Kind::Text;
        out.text = value.toString().toUtf8();
        return out;
    }
}

void SqliteStatement::bind(int index, const QVariant& value) { bind(index, sqliteValueOf(value)); }

void SqliteStatement::bind(int index, SqliteValue value)
{
    sqlite3_stmt* s = statement_.get();
    const int at = index + 1; // SQLite counts parameters from 1
    switch (value.kind) {
    case SqliteValue::Kind::Null: sqlite3_bind_null(s, at); return;
    case SqliteValue::Kind::Integer: sqlite3_bind_int64(s, at, value.integer); return;
    case SqliteValue::Kind::Real: sqlite3_bind_double(s, at, value.real); return;
    case SqliteValue::Kind::Text:
        if (index < 0 || static_cast<std::size_t>(index) >= texts_.size()) {
            sqlite3_bind_text(s, at, value.text.constData(), static_cast<int>(value.text.size()), SQLITE_TRANSIENT);
            return;
        }
        QByteArray& text = texts_[static_cast<std::size_t>(index)];
        text = std::move(value.text);
        sqlite3_bind_text(s, at, text.constData(), static_cast<int>(text.size()), SQLITE_STATIC);
        return;
    }
}

bool SqliteStatement::run()
{
    sqlite3_stmt* s = statement_.get();
    int step = SQLITE_ROW;
    while (step == SQLITE_ROW)
        step = sqlite3_step(s);
    const bool done = step == SQLITE_DONE;
    if (!done) {
        failure_ = QString::fromUtf8(sqlite3_errmsg(db_));
        failureCode_ = step & 0xff;
    }
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
    return done;
}

bool SqliteStatement::forEachRow(const std::function<void(sqlite3_stmt*)>& row)
{
    sqlite3_stmt* s = statement_.get();
    int step = sqlite3_step(s);
    for (; step == SQLITE_ROW; step = sqlite3_step(s))
        row(s);
    const bool done = step == SQLITE_DONE;
    if (!done)
        failure_ = QString::fromUtf8(sqlite3_errmsg(db_));
    sqlite3_reset(s);
    return done;
}

bool SqliteStatement::refusedByConstraint() const { return failureCode_ == SQLITE_CONSTRAINT; }

Error SqliteStatement::error(const TableSpec* table) const
{
    return sqlError(QSqlError(QStringLiteral("Unable to execute statement"), failure_, QSqlError::StatementError),
                    table);
}

} // namespace gputco
