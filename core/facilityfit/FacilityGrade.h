#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// GB 50174-2017 design grades: A (fault tolerant), B (redundant), C (basic). Higher value = stricter.
enum class Gb50174Grade { C = 1, B = 2, A = 3 };

/// The grades a facility's free-text "tier" field states ("Tier III", "Uptime Tier 4", "TIA-942 Rated-3",
/// "GB 50174-2017 A", "GB50174 A级"); either part may be missing.
struct FacilityGrade {
    std::optional<int> uptimeTier; ///< 1..4 (TIA-942 "Rated" levels are read as the same number)
    std::optional<Gb50174Grade> gbGrade;
};

FacilityGrade parseFacilityGrade(std::string_view text);

/// Conservative equivalences [R] after datacenter.md 1.7 (A ~ Tier IV/III, B ~ Tier II/III, C ~ N):
/// A counts as Tier III, B as Tier II, C as Tier I; Tier IV counts as A, Tier III and II as B, Tier I as C.
int tierEquivalentOf(Gb50174Grade grade);
Gb50174Grade gradeEquivalentOfTier(int tier);

std::string_view gb50174GradeName(Gb50174Grade grade); ///< "A", "B", "C"
std::optional<Gb50174Grade> parseGb50174Grade(std::string_view text);

} // namespace gputco
