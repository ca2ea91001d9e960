#pragma once

#include "database/CatalogueDatabase.h"

#include <QByteArray>
#include <QString>

namespace gputco::ui::test {

/// Opens (creating and seeding on first use) the catalogue file at `path`; the test fails if it falls back.
CatalogueDatabase openCatalogueFile(const QString& path, CatalogueOpenOptions options = {});

/// The file's bytes, to show that a refused edit left it untouched.
QByteArray fileBytes(const QString& path);

} // namespace gputco::ui::test
