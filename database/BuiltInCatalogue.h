#pragma once

#include "database/TableSpec.h"
#include "util/Expected.h"

#include <QString>

#include <vector>

namespace gputco {

/// The default catalogue shipped with the app: database/catalogue/*.csv plus VERSION, compiled into the
/// library as Qt resources, and the model presets of core. Every row is checked against its table when
/// loaded, so a bad shipped row is a load error rather than a half-seeded database.
class BuiltInCatalogue {
public:
    /// The compiled-in catalogue folder, ":/gputco/catalogue".
    static QString resourceDirectory();

    /// Loads cards.csv, servers.csv, facilities.csv, cloud_offers.csv and VERSION from `directory`
    /// (the compiled-in folder when empty); every row gets built_in = 1.
    static Expected<BuiltInCatalogue> load(const QString& directory = {});
    /// Only its VERSION: what opening an existing catalogue file needs to know whether to merge (the rows are
    /// parsed only then, so a command starts without reading every CSV).
    static Expected<QString> loadVersion(const QString& directory = {});

    /// "2026.11.29": compared as text, so later releases sort after earlier ones.
    const QString& version() const { return version_; }
    /// The rows of one table (empty for a table the catalogue does not ship).
    const std::vector<SqlRow>& rows(const TableSpec& table) const;

private:
    QString version_;
    std::vector<std::pair<const TableSpec*, std::vector<SqlRow>>> tables_;
};

} // namespace gputco
