#pragma once

#include "cli/CatalogueCommands.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco {
class CatalogueDatabase;
} // namespace gputco

namespace gputco::cli {

/// Every row of the listed table as JSON objects keyed by the table's CSV column names: numbers as JSON
/// numbers, flags as true/false, unknown values as null.
QJsonArray catalogueJson(CatalogueList list, const CatalogueDatabase& db);

} // namespace gputco::cli
