#pragma once

#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueDatabase.h"

#include <QByteArray>
#include <QModelIndex>
#include <QString>

namespace gputco::ui::test {

/// Opens (creating and seeding on first use) the catalogue file at `path`; the test fails if it falls back.
CatalogueDatabase openCatalogueFile(const QString& path, CatalogueOpenOptions options = {});

/// The file's bytes, to show that a refused edit left it untouched.
QByteArray fileBytes(const QString& path);

/// The built-in H100 SXM's id, the row most cases edit.
inline const QString kH100 = QStringLiteral("h100-sxm-80gb");

/// The built-in catalogue in memory; the test fails if it cannot be opened.
CatalogueDatabase inMemory();

/// The model's cell of row `id`, column `column` (a catalogue column name); the test fails if either is unknown.
QModelIndex cell(const CatalogueTableModel& model, const QString& id, const char* column);

} // namespace gputco::ui::test
