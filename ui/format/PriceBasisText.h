#pragma once

#include "cost/CloudOfferChoice.h"
#include "hardware/PriceQuote.h"

#include <QString>

#include <vector>

namespace gputco::ui {

/// "vendor list price (P)", "list price via a copy (P*)", "press or analyst (S)", "weak source (W)"; no tag:
/// "your own figure".
QString priceConfidenceLabel(const std::optional<PriceConfidence>& confidence);

/// "on demand", "reserved", "1-year commitment", "3-year commitment", "spot".
QString cloudTermLabel(CloudTerm term);

/// The price a figure rests on, for a tooltip: the price used, its low-high range, date, source and tag, and a
/// flag when the typical price lies outside its own range.
QString priceBasisText(const PriceQuote& price);

/// "Indicative prices, 2023-05 to 2025-01" (or the one date, or the dates in order when there are two or three)
/// for chart and table footnotes; empty when no price is given.
QString indicativePricesNote(const std::vector<const PriceQuote*>& prices);

} // namespace gputco::ui
