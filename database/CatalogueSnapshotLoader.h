#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>

namespace gputco {

class CatalogueDatabase;

/// Reads every table of an open catalogue database into the snapshot the views share. The one place the
/// window reads the database; edits write through the database and then take a new snapshot.
std::shared_ptr<const CatalogueSnapshot> snapshotOf(const CatalogueDatabase& database);

} // namespace gputco
