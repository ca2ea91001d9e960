#pragma once

#include "util/Expected.h"

#include <QString>

namespace gputco {
struct ColumnSpec;
struct TableSpec;
} // namespace gputco

namespace gputco::ui {

/// The translated name of a catalogue column ("memory_gb" -> "Memory"); the column name itself when none is known.
QString columnLabel(const QString& columnName);

/// The header of a column: its label and unit, "Memory (GB)".
QString columnHeader(const ColumnSpec& column);

/// The translated name of a catalogue table ("cloud_offers" -> "Cloud offers").
QString tableLabel(const TableSpec& table);

/// Why a write was refused, naming the column (label and SQL name) and what is allowed:
/// "TDP (tdp_w): -5 must be a number greater than 0 W and at most 100000 W".
QString describeRefusal(const Error& error);
/// `text` with every catalogue column name in it (tdp_w, price_low) replaced by its label.
QString withColumnLabels(QString text);

} // namespace gputco::ui
