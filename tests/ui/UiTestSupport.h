#pragma once

#include "SessionTestSupport.h"

#include <memory>

#include <QStringList>

class QApplication;
class QMainWindow;

namespace gputco::ui::test {

/// The one QApplication of the test executable (offscreen platform, settings in a throwaway test location).
QApplication& application();

/// The sample catalogues are the session tests' own (tests/session/SessionTestSupport.h).
using sessiontest::sampleCatalogue;
using sessiontest::sampleCatalogueWithOffers;

/// The tab titles of `window`'s tabbed docks (e.g. the four at the left) in a tab bar too narrow for all its tabs
/// at full width, which Qt then elides ("Economics and fac..."); empty when every dock tab reads whole.
QStringList squeezedDockTabs(const QMainWindow& window);

} // namespace gputco::ui::test
