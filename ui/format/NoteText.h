#pragma once

#include "comparison/SuitabilityNote.h"
#include "performance/PerformanceNote.h"
#include "scenario/CardRack.h"
#include "scenario/EconomicsNote.h"

#include <QString>

#include <vector>

namespace gputco::ui {

/// A performance note of core in the interface language, from its code and figures.
QString performanceNoteText(const PerformanceNote& note);

/// A note on a card's economics (core scenario evaluation) in the interface language.
QString economicsNoteText(const EconomicsNote& note);

/// Why a card has no rack plan, in the interface language; empty when it has a plan.
QString rackProblemText(const CardRack& rack);

/// A card-suitability note of core (comparison view, mode cards table) in the interface language.
QString suitabilityNoteText(const SuitabilityNote& note);

/// Every suitability note of a card, joined with "; " as core joins its English.
QString suitabilityNotesText(const std::vector<SuitabilityNote>& notes);

} // namespace gputco::ui
