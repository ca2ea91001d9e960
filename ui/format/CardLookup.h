#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>
#include <string_view>

namespace gputco::ui {

/// The card with this id in the catalogue, nullptr when there is none: CatalogueSnapshot::findCard by a hash made
/// once per catalogue. findCard scans every card; the Recommend view names each of its options by card, and on a
/// catalogue of 100,065 cards with as many options the scans took minutes of the GUI thread.
const Accelerator* cardById(const std::shared_ptr<const CatalogueSnapshot>& catalogue, std::string_view id);

} // namespace gputco::ui
