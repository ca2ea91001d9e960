#pragma once

#include "facility/Facility.h"
#include "util/Expected.h"

#include <optional>
#include <string_view>

namespace gputco {

/// The catalogue id of the buyer's own site: one facility row whose six simple fields the "Our site" editor sets and
/// whose electrical details (voltage, phases, derating, power factor, feeds, usable U) experts edit in the catalogue.
inline constexpr std::string_view kOwnSiteId = "our-site";

/// What a buyer knows about their own site.
struct OwnSite {
    int racks = 2;
    double kwPerRack = 12.0; ///< what each rack may draw and its cooling removes
    bool liquid = false;     ///< direct-to-chip liquid; false: air with containment
    double rentPerRackMonth = 0.0;
    double electricityPricePerKwh = 0.0;
    double pue = 1.3;
};

/// Refuses a site with fewer than 1 or more than 100,000 racks, kW per rack outside 1-200, a negative rent, a PUE
/// outside 1-3 or a negative electricity price; the error names the field ("racks", "kw-per-rack", "rent",
/// "pue", "electricity-price") and the range.
std::optional<Error> validateOwnSite(const OwnSite& site);

/// The site's six fields read back from its facility row: racks from available racks, kW per rack from the
/// direct-liquid or contained-air limit (liquid when the row has a direct-liquid limit), rent from the rack price.
OwnSite ownSiteOf(const Facility& facility);

/// `base` (the catalogue row, keeping its electrical details) with the site's fields: available racks, one cooling
/// offer (contained air or direct liquid) at kW per rack, the smallest standard breaker (IEC 60898 / 60947 ratings,
/// 16-630 A) whose derated feed carries kW per rack, rent per rack-month, electricity price and PUE. Errors as
/// validateOwnSite; nothing is changed then.
Expected<Facility> withOwnSite(Facility base, const OwnSite& site);

} // namespace gputco
