#pragma once

#include "database/CardRepository.h"
#include "database/CatalogueConnection.h"
#include "database/CatalogueMerge.h"
#include "database/CloudOfferRepository.h"
#include "database/EfficiencyProfileRepository.h"
#include "database/FacilityRepository.h"
#include "database/ModelRepository.h"
#include "database/ServerRepository.h"
#include "util/Expected.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace gputco {

class BuiltInCatalogue;

/// How to open a catalogue file.
struct CatalogueOpenOptions {
    /// A folder holding cards.csv, servers.csv, facilities.csv, cloud_offers.csv and VERSION to use as the
    /// built-in catalogue instead of the compiled-in one (tests, packagers); empty for the compiled-in one.
    QString builtInCatalogueDir;
    /// Open without ever writing, even when the file could be written.
    bool readOnly = false;
    /// How long to wait for another program's lock before giving up, in milliseconds.
    int busyTimeoutMs = 5000;
    /// Where the files whose integrity check passed are remembered (CatalogueCheckRecord), so that an unchanged
    /// file is not checked again; empty: the user's cache folder.
    QString checkRecordFile;
};

/// The SQLite catalogue of cards, servers, facilities, cloud offers and models (see docs/DATABASE.md).
/// Opening never loses the user's file: an old schema is migrated after a backup copy, a newer one is
/// opened read-only, and a damaged, locked or unwritable file leaves the app on the built-in catalogue in
/// memory. warnings() says what happened in sentences meant for the user.
///
/// Movable, not copyable; each instance owns one uniquely named Qt SQL connection and must be used from
/// the thread that opened it (a Qt SQL rule).
class CatalogueDatabase {
public:
    using OpenOptions = CatalogueOpenOptions;

    /// Opens (or creates and seeds) the catalogue at `path`. Fails only when even the in-memory fallback
    /// cannot be built (no QSQLITE driver, a broken built-in catalogue).
    static Expected<CatalogueDatabase> open(const QString& path, OpenOptions options = {});
    /// The built-in catalogue in a private ":memory:" database: for tests and as the fallback.
    static Expected<CatalogueDatabase> openInMemory(OpenOptions options = {});
    /// QStandardPaths::AppDataLocation + "/catalogue.sqlite".
    static QString defaultPath();
    /// The version of the catalogue compiled into this build (database/catalogue/VERSION).
    static QString builtInCatalogueVersion();
    /// The schema version this build creates and understands.
    static int currentSchemaVersion();

    CatalogueDatabase(CatalogueDatabase&& other) noexcept;
    CatalogueDatabase& operator=(CatalogueDatabase&& other) noexcept;
    CatalogueDatabase(const CatalogueDatabase&) = delete;
    CatalogueDatabase& operator=(const CatalogueDatabase&) = delete;
    ~CatalogueDatabase();

    /// The file (or ":memory:") this catalogue lives in.
    QString path() const;
    bool isInMemory() const;
    bool isReadOnly() const;
    /// What the user should know about this open (fallbacks, migrations, read-only reasons); empty when
    /// everything went as expected.
    QStringList warnings() const;
    /// The version of the built-in catalogue last merged into this file.
    QString catalogueVersion() const;
    /// The file's schema version (higher than currentSchemaVersion() for a file from a newer release).
    int schemaVersion() const;

    CardRepository cards() const;
    ServerRepository servers() const;
    FacilityRepository facilities() const;
    CloudOfferRepository cloudOffers() const;
    ModelRepository models() const;
    EfficiencyProfileRepository efficiencyProfiles() const;

    /// Merges a built-in catalogue into this database (done automatically on open when the shipped
    /// catalogue is newer than the file's).
    Expected<MergeReport> merge(const BuiltInCatalogue& catalogue);

    const CatalogueConnection& connection() const;

private:
    struct State;
    explicit CatalogueDatabase(std::unique_ptr<State> state);
    friend class CatalogueOpener;

    std::unique_ptr<State> state_;
};

} // namespace gputco
