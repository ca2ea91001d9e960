#pragma once

#include "database/CatalogueConnection.h"

namespace gputco {

class BuiltInCatalogue;

/// What a merge of the built-in catalogue did.
struct MergeReport {
    int added = 0;          ///< built-in rows new to this database
    int updated = 0;        ///< unedited built-in rows refreshed to the new values
    int keptUserRows = 0;   ///< rows the user added or edited under a built-in id, left as they are
    int skippedRemoved = 0; ///< built-in rows the user deleted, not brought back
    int skippedInvalid = 0; ///< built-in rows that name a card the user deleted
    int retired = 0;        ///< unedited built-in rows the new catalogue no longer ships, deleted
    int keptReferenced = 0; ///< such rows kept because a row of the user's still names them
};

/// Merges `catalogue` into the database in one transaction: new built-in rows are added, unedited
/// built-in rows (built_in = 1) are updated, rows the user added or edited (built_in = 0) are never
/// changed or deleted, and built-in rows the user deleted stay deleted. An unedited built-in row that the new
/// catalogue no longer ships (a retired example site) is deleted, unless another row still names it.
/// Records the catalogue version.
Expected<MergeReport> mergeBuiltInCatalogue(const CatalogueConnection& connection, const BuiltInCatalogue& catalogue);

/// The catalogue version recorded in the database ("" for none yet).
Expected<QString> storedCatalogueVersion(const CatalogueConnection& connection);

} // namespace gputco
