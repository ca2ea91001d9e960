#include "database/SchemaMigrations.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace gputco {
namespace {

QString migrationFile(int version)
{
    const QString prefix = QStringLiteral("%1_").arg(version, 3, 10, QLatin1Char('0'));
    const QDir dir(QStringLiteral(":/gputco/schema"));
    const QStringList matches = dir.entryList({prefix + QStringLiteral("*.sql")}, QDir::Files);
    return matches.isEmpty() ? QString() : dir.filePath(matches.first());
}

} // namespace

Expected<int> readSchemaVersion(const CatalogueConnection& connection)
{
    QSqlQuery query(connection.database());
    if (auto run = execSql(query, QStringLiteral("PRAGMA user_version")); !run)
        return run.error();
    if (!query.next())
        return Error{"database", "could not read the schema version"};
    return query.value(0).toInt();
}

QStringList migrationStatements(int version)
{
    const QString path = migrationFile(version);
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    QString sql;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (!line.trimmed().startsWith(QStringLiteral("--")))
            sql += line + u'\n';
    }
    // Our schema files end every statement with ';' at the end of a line and keep no ';' inside literals.
    static const QRegularExpression statementEnd(QStringLiteral(";\\s*\\n"));
    QStringList statements;
    for (const QString& s : sql.split(statementEnd)) {
        if (!s.trimmed().isEmpty())
            statements << s.trimmed();
    }
    return statements;
}

WriteResult migrateSchema(const CatalogueConnection& connection, int targetVersion)
{
    auto current = readSchemaVersion(connection);
    if (!current)
        return current.error();
    for (int version = *current + 1; version <= targetVersion; ++version) {
        const QStringList statements = migrationStatements(version);
        if (statements.isEmpty())
            return Error{"database", "this build has no migration to schema version " + std::to_string(version)};
        SqlTransaction transaction(connection);
        if (!transaction.started())
            return transaction.started().error();
        QSqlQuery query(connection.database());
        for (const QString& statement : statements) {
            if (auto run = execSql(query, statement); !run)
                return Error{"database", "migration to schema version " + std::to_string(version)
                                             + " failed: " + run.error().describe()};
        }
        // PRAGMA takes no bound values; `version` is our own integer.
        if (auto run = execSql(query, QStringLiteral("PRAGMA user_version = %1").arg(version)); !run)
            return run.error();
        if (auto done = transaction.commit(); !done)
            return done.error();
    }
    return Written{};
}

} // namespace gputco
