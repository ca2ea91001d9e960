#include "hardware/Server.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<CoolingKind, 2> kCoolingKinds{{{CoolingKind::Air, "air"}, {CoolingKind::Liquid, "liquid"}}};
}

std::string_view coolingKindName(CoolingKind kind) { return enumName(kCoolingKinds, kind); }
std::optional<CoolingKind> parseCoolingKind(std::string_view text) { return parseEnum(kCoolingKinds, text); }

} // namespace gputco
