#pragma once

#include "facility/Facility.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gputco::bench {

/// The catalogue rows the benchmarks evaluate, as core values (no database handle kept open).
struct BenchCatalogue {
    std::vector<Accelerator> cards;
    std::vector<Server> servers;
    std::vector<Facility> facilities;
    std::vector<CloudOffer> cloudOffers;

    /// The catalogue server that holds `cardId` (the first listed), or nullptr.
    const Server* serverFor(const std::string& cardId) const;
};

/// The built-in default catalogue, read through CatalogueDatabase::openInMemory() as the app reads it.
/// Throws std::runtime_error when the catalogue cannot be built (a broken build, not a benchmark result).
BenchCatalogue loadDefaultCatalogue();

/// `count` cards made from the real ones by deterministic variations (memory, bandwidth, TDP, peaks and price
/// scaled by factors from a fixed-seed generator), each with its own id; every generated card keeps a server
/// (a copy of its original's server, pointed at the new id) so power and rack figures are computed for it.
/// The same `base` and `count` always give the same catalogue.
BenchCatalogue generateCatalogue(const BenchCatalogue& base, std::size_t count);

} // namespace gputco::bench
