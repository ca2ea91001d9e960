#pragma once

#include "facilityfit/FacilityGrade.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// Where the ICP filing (ICP 备案) regime must stand: mainland China sites require filing for hosted
/// websites; overseas nodes (e.g. Hong Kong) do not.
enum class IcpRequirement {
    Any,
    FilingRegime,   ///< the service must be filed and served from the mainland: the site must be in the regime
    NoFilingNeeded, ///< the service must go live without filing: the site must be outside the regime
};

/// What the buyer ticks: licences, certifications, grades, network and redundancy. Empty means "don't care".
struct FitRequirements {
    bool idcLicence = false; ///< value-added telecom licence for IDC business (B11)
    bool ispLicence = false; ///< ... for Internet access (B14), needed to resell bandwidth
    IcpRequirement icp = IcpRequirement::Any;
    std::vector<std::string> certifications; ///< e.g. "ISO 27001"; matched by standard number when it has one
    std::optional<int> minUptimeTier;        ///< 1..4
    std::optional<Gb50174Grade> minGbGrade;
    bool acceptEquivalentGrades = true; ///< let a GB 50174 grade stand for a tier and back (FacilityGrade.h)
    int minBgpLines = 0;
    std::optional<double> minDdosGbps;
    bool dualFeeds = false;           ///< A+B feeds to every rack
    bool fullPowerOnFeedLoss = false; ///< servers must keep full power when one feed is lost
    bool selfOperated = false;        ///< 自营: the licence holder runs the site itself
};

std::string_view icpRequirementName(IcpRequirement requirement); ///< "any", "filing-regime", "no-filing-needed"
std::optional<IcpRequirement> parseIcpRequirement(std::string_view text);
std::string icpRequirementChoices();

} // namespace gputco
