#pragma once

#include "SampleCatalogue.h"

class QCoreApplication;

namespace gputco::sessiontest {

/// The one QCoreApplication of a session test executable (settings in a throwaway test location). The session
/// library needs no widgets, so neither do its tests.
QCoreApplication& application();

/// The sample catalogues of every layer's tests (tests/core/SampleCatalogue.h).
using testdata::sampleCatalogue;
using testdata::sampleCatalogueWithOffers;

} // namespace gputco::sessiontest
