#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <memory>

#include <QStringList>

class QApplication;
class QMainWindow;

namespace gputco::ui::test {

/// The one QApplication of the test executable (offscreen platform, settings in a throwaway test location).
QApplication& application();

/// Six cards with datasheet figures (shared/reference/gpu_specs.csv, sources there), enough for the views.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogue();

/// sampleCatalogue() with two on-demand cloud offers (H100 and MI300X), so that "either" ranks owned and rented
/// options together.
std::shared_ptr<const CatalogueSnapshot> sampleCatalogueWithOffers();

/// The tab titles of `window`'s tabbed docks (e.g. the four at the left) in a tab bar too narrow for all its tabs
/// at full width, which Qt then elides ("Economics and fac..."); empty when every dock tab reads whole.
QStringList squeezedDockTabs(const QMainWindow& window);

} // namespace gputco::ui::test
