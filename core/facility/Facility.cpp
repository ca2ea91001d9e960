#include "facility/Facility.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<CoolingMethod, 5> kMethods{{{CoolingMethod::LegacyAir, "legacy-air"},
                                                    {CoolingMethod::ContainedAir, "contained-air"},
                                                    {CoolingMethod::RearDoorHeatExchanger, "rear-door"},
                                                    {CoolingMethod::DirectLiquid, "direct-liquid"},
                                                    {CoolingMethod::Immersion, "immersion"}}};
}

std::string_view coolingMethodName(CoolingMethod method) { return enumName(kMethods, method); }
std::optional<CoolingMethod> parseCoolingMethod(std::string_view text) { return parseEnum(kMethods, text); }

} // namespace gputco
