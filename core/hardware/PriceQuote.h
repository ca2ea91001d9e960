#pragma once

#include "units/Money.h"

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// How firm a price is, as shared/reference/prices.md tags it: a vendor list price (P), a vendor list price
/// seen through a secondary copy (P*), reputable press or an analyst (S), or a weak source (W).
enum class PriceConfidence { List, ListCopy, Press, Weak };

/// Indicative price of one item, with its currency, the date it was quoted, and how sure we are of it.
struct PriceQuote {
    Money amount;             ///< the typical price: one figure that appears in a source, not an average
    std::string currency;     ///< ISO 4217 code, e.g. "USD", "CNY"
    std::string date;         ///< ISO date (or month, or range start) the price was seen, e.g. "2024-06"
    std::string source;       ///< where the price was published (indicative prices only)
    std::optional<Money> low; ///< lowest credible figure found (same currency); nullopt: not given
    std::optional<Money> high;
    std::optional<PriceConfidence> confidence; ///< nullopt: the user's own figure, untagged

    /// A typical price outside its own low-high range is the user's to set; the views flag it.
    bool outsideRange() const { return (low && amount < *low) || (high && amount > *high); }
};

/// "list", "list-copy", "press", "weak": the catalogue's price_confidence spellings.
std::string_view priceConfidenceName(PriceConfidence confidence);
std::optional<PriceConfidence> parsePriceConfidence(std::string_view text);

} // namespace gputco
