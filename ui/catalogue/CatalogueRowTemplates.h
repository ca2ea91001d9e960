#pragma once

#include "database/TableSpec.h"

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

/// A new user row that passes the table's rules: defaults, a fresh id ("new-card", "new-card-2"), and visible
/// placeholders in the required columns ("(fill in)", today's date, the first referenced id, the smallest
/// allowed number) so the user sees what is left to fill.
SqlRow newRowTemplate(const TableSpec& table, const CatalogueStore& store);

/// A copy of `row` under a fresh id ("h100-sxm-80gb-copy"), as the user's row.
SqlRow copiedRow(const TableSpec& table, const SqlRow& row, const CatalogueStore& store);

} // namespace gputco::ui
