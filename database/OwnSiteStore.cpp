#include "database/OwnSiteStore.h"

namespace gputco {

WriteResult saveOwnSite(const FacilityRepository& facilities, const OwnSite& site)
{
    if (auto error = validateOwnSite(site))
        return *error;
    Facility base;
    if (auto existing = facilities.find(std::string(kOwnSiteId))) {
        base = *existing;
    } else {
        // No row (a catalogue that predates it): the electrical defaults of datacenter.md 1.3-1.6.
        base.id = std::string(kOwnSiteId);
        base.name = "Our site";
        base.operatorName = "Your own";
        base.rack.voltage = 380.0;
        base.rack.phases = 3;
        base.rack.derating = 0.8;
        base.rack.dualFeeds = true;
        base.rack.powerFactor = 0.95;
        base.source = "Entered by the user (gpu-tco-cli site)";
    }
    auto updated = withOwnSite(base, site);
    if (!updated)
        return updated.error();
    Facility row = std::move(updated).value();
    row.builtIn = false;
    return facilities.upsert(row);
}

} // namespace gputco
