#pragma once

#include "database/CatalogueDatabase.h"

#include <QString>

#include <optional>

namespace gputco::gui {

/// Opens the catalogue at `path` (empty: CatalogueDatabase::defaultPath(); ":memory:": the built-in catalogue
/// without a file, for reproducible screenshots). The database falls back to the
/// built-in catalogue in memory by itself when the file cannot be used; nullopt only when even that fails,
/// with the reason in `error`.
std::optional<CatalogueDatabase> openCatalogue(const QString& path, QString& error);

} // namespace gputco::gui
