#pragma once

#include "database/lite/CatalogueRowView.h"
#include "hardware/Server.h"

namespace gputco {

/// A `servers` row as the core type (the columns of docs/DATABASE.md). The one reading of the row, for the
/// repository and for the command line's fast path alike.
Server serverFromRow(const CatalogueRowView& row);

} // namespace gputco
