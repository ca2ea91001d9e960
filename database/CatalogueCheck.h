#pragma once

#include <QString>
#include <QStringList>

namespace gputco {

class CatalogueDatabase;

/// What `gpu-tco-cli db check` reports.
struct CatalogueCheckReport {
    QStringList problems; ///< one sentence each; empty when the catalogue is sound
    QStringList summary;  ///< file, versions and row counts

    bool ok() const { return problems.isEmpty(); }
};

/// Checks the file (SQLite integrity_check and foreign_key_check) and every row against its table's
/// columns, ranges and cross-column rules, so rows written by other tools are caught too.
CatalogueCheckReport checkCatalogue(const CatalogueDatabase& db);

} // namespace gputco
