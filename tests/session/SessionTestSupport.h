#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>

class QCoreApplication;

namespace gputco::sessiontest {

/// The one QCoreApplication of a session test executable (settings in a throwaway test location). The session
/// library needs no widgets, so neither do its tests.
QCoreApplication& application();

/// Six cards with datasheet figures (shared/reference/gpu_specs.csv, sources there), enough for the views.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogue();

/// sampleCatalogue() with two on-demand cloud offers (H100 and MI300X), so that "either" ranks owned and rented
/// options together.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogueWithOffers();

} // namespace gputco::sessiontest
