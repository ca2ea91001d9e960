#pragma once

#include "database/lite/CatalogueRowView.h"
#include "hardware/EfficiencyProfile.h"

namespace gputco {

/// An `efficiency_profiles` row as the core type (the columns of docs/DATABASE.md), for the repository and the
/// command line's fast path alike. A NULL low or high takes the evidence's default range around the typical
/// figure (defaultRangeMultiples).
EfficiencyProfile efficiencyProfileFromRow(const CatalogueRowView& row);

/// The low and high multiples a figure without its own range takes: measured (public or yours) x0.9 to x1.1,
/// a vendor's claim x0.7 to x1.05 (claims lean high), assumed x0.55 to x1.35 (docs/MODEL.md, "Efficiency
/// profiles").
struct RangeMultiples {
    double low = 1.0;
    double high = 1.0;
};
RangeMultiples defaultRangeMultiples(EfficiencyEvidence evidence);

} // namespace gputco
