#include "facilityfit/FacilityFit.h"

#include "facilityfit/FacilityGrade.h"
#include "facilityfit/ReasonText.h"

#include <algorithm>
#include <cctype>

namespace gputco {
namespace {

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool hasLicence(const Facility& f, std::string_view name, std::string_view code)
{
    return std::any_of(f.licences.begin(), f.licences.end(), [&](const std::string& l) {
        const std::string u = upper(l);
        return u.find(name) != std::string::npos || u.find(code) != std::string::npos;
    });
}

// The first run of 4+ digits ("27001" in "ISO/IEC 27001:2022"): a standard's number identifies it.
std::string standardNumber(std::string_view text)
{
    std::string run;
    for (char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            run += c;
        } else {
            if (run.size() >= 4)
                return run;
            run.clear();
        }
    }
    return run.size() >= 4 ? run : std::string();
}

std::string lettersAndDigits(std::string_view text)
{
    std::string out;
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool hasCertification(const Facility& f, const std::string& required)
{
    const std::string number = standardNumber(required);
    return std::any_of(f.certifications.begin(), f.certifications.end(), [&](const std::string& held) {
        return number.empty() ? lettersAndDigits(held) == lettersAndDigits(required) : standardNumber(held) == number;
    });
}

std::string romanTier(int tier)
{
    static const char* const names[] = {"0", "I", "II", "III", "IV"};
    return tier >= 0 && tier <= 4 ? names[tier] : std::to_string(tier);
}

void checkGrades(const Facility& f, const FitRequirements& r, std::vector<FitReason>& out)
{
    // Nothing asked, nothing to read: the recommender checks every facility for every option it prices.
    if (!r.minUptimeTier && !r.minGbGrade)
        return;
    const FacilityGrade grade = parseFacilityGrade(f.tier);
    if (r.minUptimeTier) {
        std::optional<int> tier = grade.uptimeTier;
        if (!tier && grade.gbGrade && r.acceptEquivalentGrades)
            tier = tierEquivalentOf(*grade.gbGrade);
        if (!tier || *tier < *r.minUptimeTier)
            addReason(out, FitReasonCode::UptimeTier, *r.minUptimeTier, tier.value_or(0), "tier", f.tier,
                      "Tier " + romanTier(*r.minUptimeTier) + " required; the facility states "
                          + (f.tier.empty() ? std::string("no tier") : "'" + f.tier + "'"));
    }
    if (r.minGbGrade) {
        std::optional<Gb50174Grade> gb = grade.gbGrade;
        if (!gb && grade.uptimeTier && r.acceptEquivalentGrades)
            gb = gradeEquivalentOfTier(*grade.uptimeTier);
        if (!gb || static_cast<int>(*gb) < static_cast<int>(*r.minGbGrade))
            addReason(out, FitReasonCode::Gb50174Grade, static_cast<int>(*r.minGbGrade), gb ? static_cast<int>(*gb) : 0,
                      "grade", f.tier,
                      "GB 50174 grade " + std::string(gb50174GradeName(*r.minGbGrade))
                          + " required; the facility states "
                          + (f.tier.empty() ? std::string("no grade") : "'" + f.tier + "'"));
    }
}

} // namespace

void checkCompliance(const Facility& f, const FitRequirements& r, std::vector<FitReason>& out)
{
    if (r.idcLicence && !hasLicence(f, "IDC", "B11"))
        addReason(out, FitReasonCode::Licence, 0, 0, "", "IDC",
                  "an IDC operating licence (value-added telecom licence B11) is required; the operator lists none");
    if (r.ispLicence && !hasLicence(f, "ISP", "B14"))
        addReason(out, FitReasonCode::Licence, 0, 0, "", "ISP",
                  "an ISP licence (value-added telecom licence B14) is required; the operator lists none");
    if (r.icp == IcpRequirement::FilingRegime && !f.icpFilingRequired)
        addReason(out, FitReasonCode::IcpFiling, 0, 0, "", "filing-regime",
                  "the service must be ICP-filed in mainland China; this site is outside the filing regime");
    if (r.icp == IcpRequirement::NoFilingNeeded && f.icpFilingRequired)
        addReason(out, FitReasonCode::IcpFiling, 0, 0, "", "no-filing-needed",
                  "the service must go live without ICP filing; this site requires it");
    for (const std::string& cert : r.certifications)
        if (!hasCertification(f, cert))
            addReason(out, FitReasonCode::Certification, 0, 0, "", cert,
                      cert + " is required; the facility does not hold it");
    checkGrades(f, r, out);
    if (f.bgpLines < r.minBgpLines)
        addReason(out, FitReasonCode::BgpLines, r.minBgpLines, f.bgpLines, "lines", "",
                  std::to_string(r.minBgpLines) + " BGP lines required; the facility has "
                      + std::to_string(f.bgpLines));
    if (r.minDdosGbps && (!f.ddosProtectionGbps || *f.ddosProtectionGbps < *r.minDdosGbps))
        addReason(out, FitReasonCode::DdosCapacity, *r.minDdosGbps, f.ddosProtectionGbps.value_or(0.0), "Gbps", "",
                  "DDoS protection of " + reasonNumber(*r.minDdosGbps, 0) + " Gbps required; the facility offers "
                      + (f.ddosProtectionGbps ? reasonNumber(*f.ddosProtectionGbps, 0) + " Gbps"
                                              : std::string("none stated")));
    if (r.selfOperated && !f.selfOperated)
        addReason(out, FitReasonCode::SelfOperated, 0, 0, "", "",
                  "a self-operated site is required; this one is resold by an agent");
}

} // namespace gputco
