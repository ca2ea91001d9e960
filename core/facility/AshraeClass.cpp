#include "facility/AshraeClass.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<AshraeClass, 5> kClasses{{{AshraeClass::A1, "A1"},
                                                  {AshraeClass::A2, "A2"},
                                                  {AshraeClass::A3, "A3"},
                                                  {AshraeClass::A4, "A4"},
                                                  {AshraeClass::H1, "H1"}}};
}

InletEnvelope inletEnvelope(AshraeClass cls)
{
    switch (cls) {
    case AshraeClass::A1: return {18.0, 27.0, 15.0, 32.0};
    case AshraeClass::A2: return {18.0, 27.0, 10.0, 35.0};
    case AshraeClass::A3: return {18.0, 27.0, 5.0, 40.0};
    case AshraeClass::A4: return {18.0, 27.0, 5.0, 45.0};
    case AshraeClass::H1: return {18.0, 22.0, 5.0, 25.0};
    }
    return {};
}

bool hallSuitsEquipment(AshraeClass hall, AshraeClass equipment)
{
    // Only the upper bounds: a hot inlet is what throttles dense IT; the lower bounds (5 C for H1 and A3/A4)
    // govern free cooling in winter and the planner does not model them.
    return inletEnvelope(hall).allowableMaxC <= inletEnvelope(equipment).allowableMaxC;
}

std::string_view ashraeClassName(AshraeClass cls) { return enumName(kClasses, cls); }
std::optional<AshraeClass> parseAshraeClass(std::string_view text) { return parseEnum(kClasses, text); }
std::string ashraeClassChoices() { return enumChoices(kClasses); }

} // namespace gputco
