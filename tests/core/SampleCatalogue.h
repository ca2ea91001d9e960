#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>

namespace gputco::testdata {

/// Six cards with datasheet figures (shared/reference/gpu_specs.csv, sources there), enough for the views. Core
/// values only, so the tests of every layer share them.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogue();

/// sampleCatalogue() with two on-demand cloud offers (H100 and MI300X), so that "either" ranks owned and rented
/// options together.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogueWithOffers();

} // namespace gputco::testdata
