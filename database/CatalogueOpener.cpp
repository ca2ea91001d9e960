#include "database/BuiltInCatalogue.h"
#include "database/CatalogueDatabaseState.h"
#include "database/SchemaMigrations.h"
#include "database/lite/CatalogueCheckRecord.h"
#include "util/VectorRegisterState.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace gputco {
namespace {

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gputco-catalogue-%1").arg(++counter);
}

/// A path as the warnings show it: native separators, and a path past 200 characters (a runaway script, a pasted
/// text) cut in the middle, so the warning stays readable and still shows where the file is and its name.
QString nativePath(const QString& path)
{
    QString native = QDir::toNativeSeparators(path);
    constexpr qsizetype kShown = 200;
    if (native.size() <= kShown)
        return native;
    return native.left(120) + QStringLiteral("...") + native.right(60)
           + QStringLiteral(" (%1 characters)").arg(native.size());
}

/// What a first look at an existing file found.
enum class Health { Ok, Empty, Foreign, Corrupt, Locked, Unreadable };

struct Probe {
    Health health = Health::Ok;
    int version = 0;
    QString detail;
    QStringList brokenRules;   ///< rows that break CHECK or NOT NULL constraints: the file itself is sound
    bool pagesChecked = false; ///< quick_check ran (else it passed before on this very file)
};

Health classify(const QSqlError& error)
{
    const QString text = error.databaseText().toLower();
    if (text.contains(u"locked") || text.contains(u"busy"))
        return Health::Locked;
    if (text.contains(u"not a database") || text.contains(u"malformed") || text.contains(u"corrupt"))
        return Health::Corrupt;
    return Health::Unreadable;
}

Probe failure(Health health, const QString& detail)
{
    Probe p;
    p.health = health;
    p.detail = detail;
    return p;
}

/// `checkPages`: false for a file whose check passed at its present stamp (CatalogueCheckRecord).
Probe probe(const CatalogueConnection& connection, bool checkPages)
{
    QSqlQuery query(connection.database());
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return failure(classify(query.lastError()), query.lastError().databaseText());
    Probe result;
    result.version = query.value(0).toInt();
    result.pagesChecked = checkPages;
    if (!checkPages)
        return result;
    // quick_check reads every page: a damaged file is found now, not in the middle of the user's work.
    if (!query.exec(QStringLiteral("PRAGMA quick_check")))
        return failure(classify(query.lastError()), query.lastError().databaseText());
    QStringList findings;
    while (query.next()) {
        const QString finding = query.value(0).toString();
        // SQLite also reports rows that break constraints (written by a tool that switched them off): the
        // user's data is intact, so that is a warning, not a reason to set the file aside.
        if (finding.startsWith(QStringLiteral("CHECK constraint failed"))
            || finding.startsWith(QStringLiteral("NULL value in")))
            result.brokenRules << finding;
        else if (finding != u"ok")
            findings << finding;
    }
    if (!findings.isEmpty())
        return failure(Health::Corrupt, findings.mid(0, 3).join(QStringLiteral("; ")));
    if (result.version == 0) {
        if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master")) || !query.next())
            return failure(classify(query.lastError()), query.lastError().databaseText());
        result.health = query.value(0).toInt() == 0 ? Health::Empty : Health::Foreign;
    }
    return result;
}

/// True when the file starts with the 16 bytes every SQLite 3 database starts with ("SQLite format 3\0",
/// sqlite.org/fileformat.html, section 1.3).
bool hasSqliteHeader(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(16) == QByteArray("SQLite format 3", 16);
}

/// A name next to `path` that does not exist yet: path + suffix, then path + suffix + "-2", ...
QString freeName(const QString& path, const QString& suffix)
{
    QString candidate = path + suffix;
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = path + suffix + QStringLiteral("-%1").arg(n);
    return candidate;
}

/// A name beside `path` that no other process uses: the process id and a random number.
QString temporaryNameBeside(const QString& path)
{
    const QFileInfo info(path);
    return info.dir().filePath(QStringLiteral(".%1.creating-%2-%3")
                                   .arg(info.fileName())
                                   .arg(QCoreApplication::applicationPid())
                                   .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
}

enum class Placement { Placed, AlreadyThere, Failed };

/// Gives the complete file `from` the name `to` unless a file of that name exists; never replaces one. POSIX
/// link() is atomic and fails with EEXIST when the name is taken; where it is not available (FAT, some network
/// shares, Windows) QFile::rename, which refuses an existing target, is the fallback.
Placement placeWithoutReplacing(const QString& from, const QString& to)
{
#ifdef Q_OS_UNIX
    if (::link(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return Placement::Placed;
    if (errno == EEXIST)
        return Placement::AlreadyThere;
#endif
    if (QFile::rename(from, to))
        return Placement::Placed;
    return QFileInfo::exists(to) ? Placement::AlreadyThere : Placement::Failed;
}

QString timestamp() { return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")); }

/// Moves a damaged file (and any journal beside it, which would otherwise be replayed into a new file)
/// to a new name. Never deletes anything.
Expected<QString> setAside(const QString& path)
{
    const QString target = freeName(path, QStringLiteral(".corrupt-") + timestamp());
    if (!QFile::rename(path, target))
        return Error{"database", "it could not be renamed (" + QFile(path).errorString().toStdString() + ")"};
    for (const char* side : {"-journal", "-wal", "-shm"}) {
        const QString sidePath = path + QString::fromLatin1(side);
        if (QFileInfo::exists(sidePath))
            QFile::rename(sidePath, target + QString::fromLatin1(side));
    }
    return target;
}

/// A consistent copy of the file before a migration, made by SQLite itself (VACUUM INTO).
Expected<QString> backUp(const CatalogueConnection& connection, const QString& path, int version)
{
    QString target = path + QStringLiteral(".schema-v%1.bak").arg(version);
    if (QFileInfo::exists(target))
        target = freeName(path, QStringLiteral(".schema-v%1-%2.bak").arg(version).arg(timestamp()));
    // The copy holds what the original holds, so it gets the original's permissions, and from its first byte: an
    // empty file with them is made first (VACUUM INTO writes into an empty file), rather than fixing them after.
    QFile copy(target);
    if (!copy.open(QIODevice::NewOnly | QIODevice::WriteOnly))
        return Error{"database", "the backup copy " + target.toStdString() + " could not be created ("
                                     + copy.errorString().toStdString() + ")"};
    copy.close();
    if (!QFile::setPermissions(target, QFile::permissions(path))) {
        QFile::remove(target); // the empty file made a moment ago
        return Error{"database",
                     "the backup copy " + target.toStdString() + " could not be given the catalogue's permissions"};
    }
    QSqlQuery query(connection.database());
    if (auto run = execSql(query, QStringLiteral("VACUUM INTO ?"), {target}); !run)
        return run.error();
    return target;
}

} // namespace

auto CatalogueOpener::connect(const QString& path, bool readOnly, int busyTimeoutMs)
    -> Expected<std::unique_ptr<CatalogueDatabase::State>>
{
    auto state = std::make_unique<CatalogueDatabase::State>();
    state->path = path;
    state->connection.name = nextConnectionName();
    state->connection.readOnly = readOnly;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), state->connection.name);
    // Loading the driver plugin leaves this thread's AVX registers dirty, which slows all later maths tenfold
    // (util/VectorRegisterState.h); threads started from here on inherit the clean state.
    clearUpperVectorState();
    if (!db.isValid())
        return Error{"database", "the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite"};
    db.setDatabaseName(path);
    QStringList connectOptions{QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs)};
    if (readOnly)
        connectOptions << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(connectOptions.join(u';'));
    if (!db.open())
        return sqlError(db.lastError());
    QSqlQuery query(db);
    if (auto run = execSql(query, QStringLiteral("PRAGMA foreign_keys = ON")); !run)
        return run.error();
    return state;
}

WriteResult CatalogueOpener::initialise(CatalogueDatabase::State& state, const BuiltInCatalogue& catalogue)
{
    if (auto migrated = migrateSchema(state.connection); !migrated)
        return migrated;
    auto merged = mergeBuiltInCatalogue(state.connection, catalogue);
    if (!merged)
        return merged.error();
    state.schemaVersion = kCatalogueSchemaVersion;
    state.catalogueVersion = catalogue.version();
    return Written{};
}

Expected<CatalogueDatabase> CatalogueOpener::openInMemory(const CatalogueOpenOptions& options)
{
    auto catalogue = BuiltInCatalogue::load(options.builtInCatalogueDir);
    if (!catalogue)
        return catalogue.error();
    auto state = connect(QStringLiteral(":memory:"), false, options.busyTimeoutMs);
    if (!state)
        return state.error();
    (*state)->inMemory = true;
    if (auto ready = initialise(**state, *catalogue); !ready)
        return ready.error();
    return wrap(std::move(state).value());
}

Expected<CatalogueDatabase> CatalogueOpener::fallBack(const CatalogueOpenOptions& options, QStringList reasons)
{
    auto memory = openInMemory(options);
    if (!memory)
        return memory;
    CatalogueDatabase db = std::move(memory).value();
    reasons << QStringLiteral("This session uses the built-in catalogue in memory: changes will not be saved.");
    stateOf(db).warnings = reasons;
    return db;
}

Expected<CatalogueDatabase> CatalogueOpener::open(const QString& path, const CatalogueOpenOptions& options)
{
    if (path.isEmpty() || path == u":memory:")
        return openInMemory(options);
    const QFileInfo info(path);
    if (info.exists())
        return openExisting(info.absoluteFilePath(), options);
    auto catalogue = BuiltInCatalogue::load(options.builtInCatalogueDir);
    if (!catalogue)
        return catalogue.error(); // a broken shipped catalogue is a build problem, not the user's
    return create(info.absoluteFilePath(), options, *catalogue);
}

Expected<CatalogueDatabase> CatalogueOpener::create(const QString& path, const CatalogueOpenOptions& options,
                                                    const BuiltInCatalogue& catalogue)
{
    const QString shown = nativePath(path);
    if (options.readOnly)
        return fallBack(options, {QStringLiteral("The catalogue %1 does not exist and was asked to open read-only, "
                                                 "so it was not created.")
                                      .arg(shown)});
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return fallBack(options,
                        {QStringLiteral("The folder %1 cannot be created, so the catalogue %2 cannot be created there.")
                             .arg(nativePath(folder), shown)});
    if (!QFileInfo(folder).isWritable())
        return fallBack(options, {QStringLiteral("The folder %1 is read-only, so the catalogue %2 cannot be created "
                                                 "there. Choose another file with --database or File > Open catalogue.")
                                      .arg(nativePath(folder), shown)});
    // Built under a name of its own beside the target and linked into place only if no file is there yet, so
    // that processes starting at the same moment never see (nor seed, nor delete) each other's half-made file:
    // each builds its own, one link wins, and the others open the winner's complete catalogue. The only file
    // ever removed here is this process's own temporary one.
    const QString temporary = temporaryNameBeside(path);
    {
        auto state = connect(temporary, false, options.busyTimeoutMs);
        const WriteResult ready = state ? initialise(**state, catalogue) : WriteResult(state.error());
        state = Error{}; // closed: SQLite's journal of the temporary file is gone, the file complete
        if (!ready) {
            QFile::remove(temporary);
            return fallBack(options, {QStringLiteral("The catalogue %1 could not be created: %2")
                                          .arg(shown, QString::fromStdString(ready.error().describe()))});
        }
    }
    const Placement placed = placeWithoutReplacing(temporary, path);
    QFile::remove(temporary); // after a link both names are the same file; the target keeps it
    if (placed == Placement::Failed)
        return fallBack(options, {QStringLiteral("The catalogue %1 was built but could not be put in place: its folder "
                                                 "allows neither a link nor a rename.")
                                      .arg(shown)});
    // Placed by this process or by another one a moment earlier: a complete catalogue is there now.
    return openExisting(path, options);
}

Expected<CatalogueDatabase> CatalogueOpener::openExisting(const QString& path, const CatalogueOpenOptions& options)
{
    // Reading the shipped rows costs more than the rest of a command line call: only its version is read up front.
    auto builtInVersion = BuiltInCatalogue::loadVersion(options.builtInCatalogueDir);
    if (!builtInVersion)
        return builtInVersion.error(); // a broken shipped catalogue is a build problem, not the user's
    const QString shown = nativePath(path);
    const QFileInfo info(path);
    if (!info.isFile())
        return fallBack(options,
                        {QStringLiteral("%1 is not a file, so it cannot be opened as the catalogue.").arg(shown)});
    if (!info.isReadable())
        return fallBack(options, {QStringLiteral("The catalogue %1 cannot be read (no permission); it was left "
                                                 "untouched.")
                                      .arg(shown)});
    // A file that does not start with SQLite's header is not a damaged catalogue but another file named by
    // mistake (a CSV file, a note): it is left untouched. Only the app's own file is set aside when damaged.
    if (info.size() > 0 && !hasSqliteHeader(path)
        && info.absoluteFilePath() != QFileInfo(CatalogueDatabase::defaultPath()).absoluteFilePath())
        return fallBack(options, {QStringLiteral("%1 is not an SQLite file, so it is not a catalogue; it was left "
                                                 "untouched. Choose a catalogue file or a new file name.")
                                      .arg(shown)});

    QString readOnlyReason;
    if (options.readOnly)
        readOnlyReason = QStringLiteral("opened read-only as asked");
    else if (!info.isWritable())
        readOnlyReason = QStringLiteral("the file is read-only");
    else if (!QFileInfo(info.absolutePath()).isWritable())
        readOnlyReason = QStringLiteral("its folder is read-only");
    bool readOnly = !readOnlyReason.isEmpty();

    const CatalogueCheckRecord checks = options.checkRecordFile.isEmpty()
                                            ? CatalogueCheckRecord()
                                            : CatalogueCheckRecord(options.checkRecordFile.toStdString());
    const std::string stamp = CatalogueCheckRecord::stampOf(path.toStdString()); // before SQLite opens it
    auto state = connect(path, readOnly, options.busyTimeoutMs);
    if (!state)
        return fallBack(options, {QStringLiteral("The catalogue %1 could not be opened (%2); it was left untouched.")
                                      .arg(shown, QString::fromStdString(state.error().describe()))});
    const Probe found = probe((*state)->connection, !checks.passedBefore(path.toStdString(), stamp));
    switch (found.health) {
    case Health::Locked:
        return fallBack(options, {QStringLiteral("The catalogue %1 is locked by another program (another GPU TCO "
                                                 "Explorer or a database tool); it was left untouched. Close that "
                                                 "program and open the catalogue again.")
                                      .arg(shown)});
    case Health::Unreadable:
        return fallBack(options, {QStringLiteral("The catalogue %1 could not be read (%2); it was left untouched.")
                                      .arg(shown, found.detail)});
    case Health::Corrupt: {
        state = Error{}; // close the file before moving it
        auto aside = setAside(path);
        const QString where = aside ? QStringLiteral("It was set aside as %1 (nothing was deleted); a new catalogue "
                                                     "will be created at the next start.")
                                          .arg(nativePath(*aside))
                                    : QStringLiteral("It could not be set aside (%1) and was left in place.")
                                          .arg(QString::fromStdString(aside.error().message));
        return fallBack(options,
                        {QStringLiteral("The catalogue %1 is damaged (%2). %3").arg(shown, found.detail, where)});
    }
    case Health::Foreign:
        return fallBack(options, {QStringLiteral("%1 is an SQLite file but not a GPU TCO Explorer catalogue; it was "
                                                 "left untouched.")
                                      .arg(shown)});
    case Health::Empty:
        if (readOnly)
            return fallBack(options, {QStringLiteral("The catalogue %1 is empty and %2, so it cannot be set up.")
                                          .arg(shown, readOnlyReason)});
        {
            auto catalogue = BuiltInCatalogue::load(options.builtInCatalogueDir);
            if (!catalogue)
                return catalogue.error();
            if (auto ready = initialise(**state, *catalogue); !ready)
                return fallBack(options, {QStringLiteral("The empty catalogue %1 could not be set up: %2")
                                              .arg(shown, QString::fromStdString(ready.error().describe()))});
        }
        return wrap(std::move(state).value());
    case Health::Ok: break;
    }

    // Only a file with nothing to report is remembered: rows that break the rules are warned about at every open.
    if (found.pagesChecked && found.brokenRules.isEmpty())
        checks.recordPassed(path.toStdString(), stamp);

    CatalogueDatabase::State& s = **state;
    QStringList warnings;
    if (!found.brokenRules.isEmpty())
        warnings << QStringLiteral("Some rows of the catalogue %1 break its rules (%2); run 'gpu-tco-cli db check' "
                                   "to list them.")
                        .arg(shown, found.brokenRules.mid(0, 3).join(QStringLiteral("; ")));
    if (found.version > kCatalogueSchemaVersion) {
        if (!readOnly) {
            state = connect(path, true, options.busyTimeoutMs);
            if (!state)
                return fallBack(options, {QStringLiteral("The catalogue %1 could not be reopened read-only (%2).")
                                              .arg(shown, QString::fromStdString(state.error().describe()))});
        }
        CatalogueDatabase::State& newer = **state;
        newer.schemaVersion = found.version;
        newer.connection.readOnly = true;
        newer.connection.readOnlyReason = QStringLiteral("it was written by a newer release");
        const auto storedVersion = storedCatalogueVersion(newer.connection);
        newer.catalogueVersion = storedVersion ? *storedVersion : QString();
        newer.warnings << QStringLiteral("The catalogue %1 was written by a newer release of GPU TCO Explorer "
                                         "(schema version %2; this release knows up to %3). It is open read-only "
                                         "so nothing in it changes; update the app to edit it.")
                              .arg(shown)
                              .arg(found.version)
                              .arg(kCatalogueSchemaVersion);
        return wrap(std::move(state).value());
    }

    if (found.version < kCatalogueSchemaVersion) {
        if (readOnly)
            return fallBack(options, {QStringLiteral("The catalogue %1 needs an upgrade from schema version %2 to %3, "
                                                     "but %4; it was left untouched.")
                                          .arg(shown)
                                          .arg(found.version)
                                          .arg(kCatalogueSchemaVersion)
                                          .arg(readOnlyReason)});
        auto backup = backUp(s.connection, path, found.version);
        if (!backup)
            return fallBack(options, {QStringLiteral("The catalogue %1 needs an upgrade from schema version %2, but "
                                                     "no backup copy could be made (%3), so it was not upgraded.")
                                          .arg(shown)
                                          .arg(found.version)
                                          .arg(QString::fromStdString(backup.error().describe()))});
        if (auto migrated = migrateSchema(s.connection); !migrated) {
            state = Error{};
            return fallBack(options,
                            {QStringLiteral("Upgrading the catalogue %1 from schema version %2 failed (%3). "
                                            "The copy taken before the upgrade is %4.")
                                 .arg(shown)
                                 .arg(found.version)
                                 .arg(QString::fromStdString(migrated.error().describe()), nativePath(*backup))});
        }
        warnings << QStringLiteral("The catalogue %1 was upgraded from schema version %2 to %3; a copy of the old "
                                   "file is %4.")
                        .arg(shown)
                        .arg(found.version)
                        .arg(kCatalogueSchemaVersion)
                        .arg(nativePath(*backup));
    }
    s.schemaVersion = kCatalogueSchemaVersion;
    auto stored = storedCatalogueVersion(s.connection);
    s.catalogueVersion = stored ? *stored : QString();

    if (readOnly) {
        s.connection.readOnlyReason = readOnlyReason;
        if (!options.readOnly)
            warnings << QStringLiteral("The catalogue %1 is open read-only because %2: changes cannot be saved.")
                            .arg(shown, readOnlyReason);
    } else if (s.catalogueVersion < *builtInVersion) {
        // Only a newer shipped catalogue is merged: an older release must not roll the rows back.
        auto catalogue = BuiltInCatalogue::load(options.builtInCatalogueDir);
        if (!catalogue)
            return catalogue.error();
        if (auto merged = mergeBuiltInCatalogue(s.connection, *catalogue); merged)
            s.catalogueVersion = catalogue->version();
        else
            warnings << QStringLiteral("The built-in catalogue %1 could not be merged into %2 (%3); the file keeps "
                                       "its rows as they were.")
                            .arg(catalogue->version(), shown, QString::fromStdString(merged.error().describe()));
    }
    s.warnings = warnings;
    return wrap(std::move(state).value());
}

} // namespace gputco
