#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <string>
#include <vector>

namespace gputco {

/// A first selection for a catalogue (a new scenario, a fresh start): the well-known cards it has, one or more per
/// class (a training flagship, its export variant, the big-memory parts, an inference and an edge card), in
/// catalogue order; when fewer than four of them are there, its first eight cards.
std::vector<std::string> defaultCardSelection(const CatalogueSnapshot& catalogue);

} // namespace gputco
