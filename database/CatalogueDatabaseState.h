#pragma once

// Internal to the database library: the state behind a CatalogueDatabase, shared by the class and its opener.

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueDatabase.h"

namespace gputco {

struct CatalogueDatabase::State {
    CatalogueConnection connection;
    QString path;
    bool inMemory = false;
    QStringList warnings;
    int schemaVersion = 0;
    QString catalogueVersion;

    State() = default;
    State(const State&) = delete;
    State& operator=(const State&) = delete;
    /// Closes and removes the Qt SQL connection this state owns.
    ~State();
};

/// Builds CatalogueDatabase values: the open/create/migrate/fall back logic of CatalogueDatabase::open.
class CatalogueOpener {
public:
    static Expected<CatalogueDatabase> open(const QString& path, const CatalogueOpenOptions& options);
    static Expected<CatalogueDatabase> openInMemory(const CatalogueOpenOptions& options);
    static Expected<std::unique_ptr<CatalogueDatabase::State>> connect(const QString& path, bool readOnly,
                                                                       int busyTimeoutMs);

private:
    static CatalogueDatabase wrap(std::unique_ptr<CatalogueDatabase::State> state)
    {
        return CatalogueDatabase(std::move(state));
    }
    static CatalogueDatabase::State& stateOf(CatalogueDatabase& db) { return *db.state_; }
    /// The in-memory built-in catalogue, with `reasons` and a sentence saying changes will not be saved.
    static Expected<CatalogueDatabase> fallBack(const CatalogueOpenOptions& options, QStringList reasons);
    /// Schema and built-in rows for a new or empty file.
    static WriteResult initialise(CatalogueDatabase::State& state, const BuiltInCatalogue& catalogue);
    static Expected<CatalogueDatabase> create(const QString& path, const CatalogueOpenOptions& options,
                                              const BuiltInCatalogue& catalogue);
    /// The built-in catalogue is read only where it is needed (an empty file to set up, a newer release to merge).
    static Expected<CatalogueDatabase> openExisting(const QString& path, const CatalogueOpenOptions& options);
};

} // namespace gputco
