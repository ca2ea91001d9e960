#pragma once

#include "catalogue/CatalogueSnapshot.h"

#include <QString>

#include <memory>

namespace gputco::gui {

/// The catalogue at `path` (empty: the default location) as the snapshot the window reads. Problems are
/// returned in the snapshot's warnings; the window opens in any case.
std::shared_ptr<const ui::CatalogueSnapshot> loadCatalogue(const QString& path);

} // namespace gputco::gui
