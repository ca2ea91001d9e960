#pragma once

#include "comparison/SuitabilityNote.h"
#include "performance/PerformanceNote.h"

#include <QString>

#include <vector>

namespace gputco::ui {

/// A performance note of core in the interface language, from its code and figures.
QString performanceNoteText(const PerformanceNote& note);

/// A card-suitability note of core (comparison view, mode cards table) in the interface language.
QString suitabilityNoteText(const SuitabilityNote& note);

/// Every suitability note of a card, joined with "; " as core joins its English.
QString suitabilityNotesText(const std::vector<SuitabilityNote>& notes);

} // namespace gputco::ui
