#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"

#include <QStringList>
#include <QVariant>

#include <vector>

namespace gputco {

/// Reads a catalogue table a page at a time in id order (keyset paging: `id > afterId`, so each page costs the
/// same however deep it is). Values come in the order of table.columns, each column's position in the result
/// found once per page; a column the file lacks reads as null. A failed read is logged and reads as no rows.
std::vector<std::vector<QVariant>> readRowPage(const CatalogueConnection& connection, const TableSpec& table,
                                               const QString& afterId, int limit, const QString& throughId);
/// The table's row count (0 when it cannot be read).
int countRows(const CatalogueConnection& connection, const TableSpec& table);
/// Every id of the table in id order, without reading the rest of the rows.
QStringList rowIds(const CatalogueConnection& connection, const TableSpec& table);

} // namespace gputco
