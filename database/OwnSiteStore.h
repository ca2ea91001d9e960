#pragma once

#include "database/FacilityRepository.h"
#include "database/WriteResult.h"
#include "facilityfit/OwnSite.h"

namespace gputco {

/// Sets the catalogue's "Our site" row (id our-site) from the six simple fields, keeping the electrical details
/// experts edit in the catalogue (the built-in row's when the catalogue has none). Bad input is refused with the
/// field and its range named, and nothing is written (validateOwnSite).
WriteResult saveOwnSite(const FacilityRepository& facilities, const OwnSite& site);

} // namespace gputco
