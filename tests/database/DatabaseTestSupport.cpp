#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/BuiltInCatalogue.h"
#include "database/SchemaMigrations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace {

/// Qt SQL loads its drivers as plugins, which needs a QCoreApplication; test mode keeps QStandardPaths
/// away from the user's real data folder.
struct QtApplicationListener : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunStarting(const Catch::TestRunInfo&) override
    {
        if (!QCoreApplication::instance()) {
            static int argc = 1;
            static char name[] = "database_tests";
            static char* argv[] = {name, nullptr};
            static QCoreApplication app(argc, argv);
        }
        QStandardPaths::setTestModeEnabled(true);
    }
};

} // namespace

CATCH_REGISTER_LISTENER(QtApplicationListener)

QString databaseTestDir() { return QStringLiteral(GPUTCO_DATABASE_TEST_DIR); }

gputco::CatalogueDatabase openCatalogue(const QString& path, gputco::CatalogueOpenOptions options)
{
    auto db = gputco::CatalogueDatabase::open(path, options);
    if (!db)
        FAIL(db.error().describe());
    return std::move(db).value();
}

gputco::CatalogueDatabase openMemoryCatalogue()
{
    auto db = gputco::CatalogueDatabase::openInMemory();
    if (!db)
        FAIL(db.error().describe());
    return std::move(db).value();
}

RawSqlite::RawSqlite(const QString& path, bool readOnly)
{
    static int counter = 0;
    name_ = QStringLiteral("raw-sqlite-%1").arg(++counter);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
    db.setDatabaseName(path);
    if (readOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open())
        lastError_ = db.lastError().text();
    else
        QSqlQuery(db).exec(QStringLiteral("PRAGMA foreign_keys = ON"));
}

RawSqlite::~RawSqlite()
{
    {
        QSqlDatabase db = QSqlDatabase::database(name_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name_);
}

bool RawSqlite::exec(const QString& sql, const QVariantList& values)
{
    QSqlQuery query(QSqlDatabase::database(name_, false));
    if (!query.prepare(sql)) {
        lastError_ = query.lastError().databaseText();
        return false;
    }
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values.at(i));
    if (!query.exec()) {
        lastError_ = query.lastError().databaseText();
        return false;
    }
    return true;
}

bool RawSqlite::execFile(const QString& sqlFile)
{
    QFile file(sqlFile);
    if (!file.open(QIODevice::ReadOnly)) {
        lastError_ = file.errorString();
        return false;
    }
    QString sql;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n'))
        if (!line.trimmed().startsWith(QStringLiteral("--")))
            sql += line + u'\n';
    for (const QString& statement : sql.split(QStringLiteral(";\n"))) {
        if (!statement.trimmed().isEmpty() && !exec(statement.trimmed()))
            return false;
    }
    return true;
}

QVariant RawSqlite::scalar(const QString& sql, const QVariantList& values)
{
    QSqlQuery query(QSqlDatabase::database(name_, false));
    query.prepare(sql);
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values.at(i));
    if (!query.exec() || !query.next()) {
        lastError_ = query.lastError().databaseText();
        return {};
    }
    return query.value(0);
}

bool writeVersion1File(const QString& path)
{
    RawSqlite raw(path);
    const bool ok =
        raw.execFile(databaseTestDir() + QStringLiteral("/fixtures/schema_v1.sql"))
        && raw.exec(QStringLiteral("INSERT INTO cards (id, vendor, model, memory_gb, tdp_w, segment, source, built_in) "
                                   "VALUES ('h100-sxm-80gb', 'NVIDIA', 'H100 SXM 80GB', 80, 700, 'training', "
                                   "'an old catalogue', 1)"))
        && raw.exec(QStringLiteral("INSERT INTO cards (id, vendor, model, memory_gb, tdp_w, segment, source, built_in) "
                                   "VALUES ('my-card', 'Acme', 'Quote 17', 32, 123, 'inference', 'our quote', 0)"))
        && raw.exec(QStringLiteral("INSERT INTO servers (id, name, card_id, gpus_per_server, rack_units, source) "
                                   "VALUES ('my-server', 'Our box', 'my-card', 4, 2, 'our quote')"))
        && raw.exec(QStringLiteral("INSERT INTO facilities (id, name, electricity_price_per_kwh, pue, "
                                   "carbon_kg_per_kwh, source) VALUES ('our-idc', 'Our IDC', 0.61, 1.4, 0.55, "
                                   "'our contract')"))
        && raw.exec(
            QStringLiteral("INSERT INTO catalogue_meta (key, value) VALUES ('catalogue_version', '2025.01.01')"))
        && raw.exec(QStringLiteral("PRAGMA user_version = 1"));
    if (!ok)
        WARN(raw.lastError().toStdString());
    return ok;
}

bool copyBuiltInCatalogue(const QString& dir)
{
    QDir().mkpath(dir);
    const QDir source(gputco::BuiltInCatalogue::resourceDirectory());
    for (const QString& name : source.entryList(QDir::Files)) {
        const QString target = QDir(dir).filePath(name);
        QFile::remove(target);
        if (!QFile::copy(source.filePath(name), target))
            return false;
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

bool replaceInFile(const QString& path, const QString& from, const QString& to)
{
    QString text = QString::fromUtf8(readTextFile(path));
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        return false;
    text.replace(at, from.size(), to);
    writeTextFile(path, text.toUtf8());
    return true;
}

void writeTextFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

QByteArray readTextFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}
