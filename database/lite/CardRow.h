#pragma once

#include "database/lite/CatalogueRowView.h"
#include "hardware/Accelerator.h"
#include "hardware/PriceQuote.h"

#include <optional>

namespace gputco {

/// A `cards` row as the core type (the columns of docs/DATABASE.md). The one reading of the row, for the
/// repositories and for the command line's fast path alike.
Accelerator cardFromRow(const CatalogueRowView& row);

/// The price, price_currency, price_date, price_source, price_low, price_high and price_confidence columns;
/// nullopt without a price.
std::optional<PriceQuote> priceFromRow(const CatalogueRowView& row);

} // namespace gputco
