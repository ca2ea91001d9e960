#pragma once

#include "cli/CatalogueCommands.h"

class QTextStream;

namespace gputco {
class CatalogueDatabase;
}

namespace gputco::cli {

/// The listed table as aligned text columns, with units in the headers and "-" for unknown values.
void printCatalogueTable(CatalogueList list, const CatalogueDatabase& db, QTextStream& out);

} // namespace gputco::cli
