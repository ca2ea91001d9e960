#pragma once

#include "facility/Facility.h"
#include "facilityfit/DeploymentLoad.h"
#include "facilityfit/FacilityCost.h"
#include "facilityfit/FitReason.h"
#include "facilityfit/FitRequirements.h"
#include "rack/RackPlan.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One facility's verdict on a deployment: every reason it fails (not just the first), warnings that do
/// not fail it, the rack layout it allows and the year's running cost there.
struct FacilityFit {
    std::string facilityId;
    bool fits = false;
    std::vector<FitReason> reasons;
    std::vector<FitReason> warnings;
    RackPlan plan;
    std::optional<CoolingOffer> cooling; ///< the hall's offer that would cool the racks
    FacilityYearlyCost yearly;
};

/// Checks rack power per feed, cooling type and capacity, space, contracted power, free racks, redundancy,
/// licences, ICP filing, certifications, tier and GB 50174 grade, BGP lines, DDoS capacity, self-operation and
/// inlet class (docs/MODEL.md, "Facility fit"). An Error only for unusable facility data (e.g. 2 phases).
Expected<FacilityFit> checkFacility(const DeploymentLoad& load, const FitRequirements& requirements,
                                    const Facility& facility);

/// Licence, filing, certification, grade, network and operation checks (facility data only).
void checkCompliance(const Facility& facility, const FitRequirements& requirements, std::vector<FitReason>& out);

} // namespace gputco
