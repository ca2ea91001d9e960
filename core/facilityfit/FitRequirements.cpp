#include "facilityfit/FitRequirements.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<IcpRequirement, 3> kIcp{{{IcpRequirement::Any, "any"},
                                                 {IcpRequirement::FilingRegime, "filing-regime"},
                                                 {IcpRequirement::NoFilingNeeded, "no-filing-needed"}}};
}

std::string_view icpRequirementName(IcpRequirement requirement) { return enumName(kIcp, requirement); }
std::optional<IcpRequirement> parseIcpRequirement(std::string_view text) { return parseEnum(kIcp, text); }
std::string icpRequirementChoices() { return enumChoices(kIcp); }

} // namespace gputco
