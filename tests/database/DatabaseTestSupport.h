#pragma once

#include "database/CatalogueDatabase.h"

#include <QString>
#include <QStringList>
#include <QVariant>

/// The folder of this test suite's fixtures (tests/database).
QString databaseTestDir();

/// Opens the catalogue and fails the test if even the fallback could not be built.
gputco::CatalogueDatabase openCatalogue(const QString& path, gputco::CatalogueOpenOptions options = {});
gputco::CatalogueDatabase openMemoryCatalogue();

/// A plain Qt SQL connection to a file, for writing fixtures and inspecting files behind the library's back.
class RawSqlite {
public:
    explicit RawSqlite(const QString& path, bool readOnly = false);
    ~RawSqlite();
    RawSqlite(const RawSqlite&) = delete;
    RawSqlite& operator=(const RawSqlite&) = delete;

    /// Runs one statement with positional values; false and lastError() on failure.
    bool exec(const QString& sql, const QVariantList& values = {});
    /// Runs every statement of a .sql file the way the migrations do.
    bool execFile(const QString& sqlFile);
    /// The first column of the first row (invalid QVariant when there is none).
    QVariant scalar(const QString& sql, const QVariantList& values = {});
    QString lastError() const { return lastError_; }
    /// The connection as the library's functions take it (migrations, RowStore).
    gputco::CatalogueConnection connection() const { return {name_, false, {}}; }

private:
    QString name_;
    QString lastError_;
};

/// Writes a schema-version-1 catalogue by hand from tests/database/fixtures/schema_v1.sql with:
/// built-in card "h100-sxm-80gb" (TDP 700 W), the user's card "my-card" (TDP 123 W), the user's
/// server "my-server" on "my-card", and a facility. Returns false on failure.
bool writeVersion1File(const QString& path);

/// Copies the compiled-in catalogue (CSV files and VERSION) into `dir`, so a test can edit it into a
/// "newer release". Returns false on failure.
bool copyBuiltInCatalogue(const QString& dir);

/// Replaces the first occurrence of `from` with `to` in a text file.
bool replaceInFile(const QString& path, const QString& from, const QString& to);
void writeTextFile(const QString& path, const QByteArray& bytes);
QByteArray readTextFile(const QString& path);
