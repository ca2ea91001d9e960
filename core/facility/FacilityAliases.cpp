#include "facility/FacilityAliases.h"

#include <array>
#include <utility>

namespace gputco {
namespace {

// Each old example site and the sourced profile closest to it in place, cooling and price basis.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kAliases{{
    {"example-west-hub-liquid-campus", "cn-horinger-hub-liquid"},
    {"example-tier1-bgp-edge", "cn-shanghai-tier3-metro"},
    {"example-standard-220v-16a-retail", "cn-shenzhen-ai-centre"},
    {"example-hong-kong-overseas-node", "hk-overseas-node"},
    {"example-us-colo-per-kw", "us-ashburn-colo-per-kw"},
    {"example-high-density-liquid-ai-hall", "cn-wuhu-hub-liquid"},
}};

} // namespace

std::string_view currentFacilityId(std::string_view id)
{
    for (const auto& [old, current] : kAliases)
        if (old == id)
            return current;
    return id;
}

} // namespace gputco
