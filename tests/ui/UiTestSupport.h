#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>

class QApplication;

namespace gputco::ui::test {

/// The one QApplication of the test executable (offscreen platform, settings in a throwaway test location).
QApplication& application();

/// Six cards with datasheet figures (shared/reference/gpu_specs.csv, sources there), enough for the views.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogue();

} // namespace gputco::ui::test
