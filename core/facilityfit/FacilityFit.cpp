#include "facilityfit/FacilityFit.h"

#include "facilityfit/ReasonText.h"
#include "rack/RackPlanner.h"

#include <algorithm>
#include <limits>

namespace gputco {
namespace {

std::string kw(Watts w) { return reasonNumber(w.inKilowatts()) + " kW"; }

// The hall's offer that cools these servers: the smallest that holds `rackLoad`, else the largest.
std::optional<CoolingOffer> coolingOfferFor(const Facility& f, CoolingKind servers, Watts rackLoad)
{
    std::optional<CoolingOffer> smallestEnough;
    std::optional<CoolingOffer> largest;
    for (const CoolingOffer& offer : f.cooling) {
        if (!coolingMethodServes(offer.method, servers))
            continue;
        if (!largest || offer.maxPerRack > largest->maxPerRack)
            largest = offer;
        if (offer.maxPerRack >= rackLoad && (!smallestEnough || offer.maxPerRack < smallestEnough->maxPerRack))
            smallestEnough = offer;
    }
    return smallestEnough ? smallestEnough : largest;
}

std::string methodsOffered(const Facility& f)
{
    std::string out;
    for (const CoolingOffer& offer : f.cooling)
        out += (out.empty() ? "" : ", ") + std::string(coolingMethodName(offer.method));
    return out;
}

void checkRack(const DeploymentLoad& load, const Facility& f, const FacilityFit& fit, std::vector<FitReason>& out)
{
    const RackPlan& plan = fit.plan;
    const Watts feed = usableFeedPower(f.rack);
    const Watts coolingMax = fit.cooling ? fit.cooling->maxPerRack : Watts();
    const int neededUnits = std::max(1, plan.serversPerRack) * load.serverUnits + load.reservedUnits;
    const auto broken = [&](RackConstraint c, std::optional<int> byLimit) {
        if (plan.serversPerRack == 0)
            return byLimit && *byLimit == 0;
        return std::find(plan.exceeded.begin(), plan.exceeded.end(), c) != plan.exceeded.end();
    };
    if (broken(RackConstraint::Space, plan.maxServersBySpace))
        addReason(out, FitReasonCode::Space, neededUnits, f.rack.usableUnits, "U", "",
                  std::to_string(neededUnits) + " U needed per rack; the rack has " + std::to_string(f.rack.usableUnits)
                      + " U usable");
    if (broken(RackConstraint::FeedPower, plan.maxServersByFeed))
        addReason(out, FitReasonCode::RackPower, plan.rackMax.inKilowatts(), feed.inKilowatts(), "kW", "",
                  kw(plan.rackMax) + " per rack exceeds the " + kw(feed) + " one feed carries ("
                      + reasonNumber(f.rack.voltage, 0) + " V "
                      + (f.rack.phases == 3 ? "three-phase " : "single-phase ") + reasonNumber(f.rack.breakerAmps, 0)
                      + " A at " + reasonNumber(f.rack.derating * 100, 0) + "%)");
    if (fit.cooling && broken(RackConstraint::Cooling, plan.maxServersByCooling))
        addReason(out, FitReasonCode::CoolingCapacity, plan.rackMax.inKilowatts(), coolingMax.inKilowatts(), "kW",
                  std::string(coolingMethodName(fit.cooling->method)),
                  kw(plan.rackMax) + " per rack exceeds the hall's " + kw(coolingMax) + " "
                      + std::string(coolingMethodName(fit.cooling->method)) + " cooling; needs "
                      + std::string(coolingMethodName(plan.coolingMethod)));
}

void checkSite(const DeploymentLoad& load, const FitRequirements& r, const Facility& f, const RackPlan& plan,
               FacilityFit& fit)
{
    std::vector<FitReason>& out = fit.reasons;
    if (f.availableRacks && plan.racks > *f.availableRacks)
        addReason(out, FitReasonCode::AvailableRacks, plan.racks, *f.availableRacks, "racks", "",
                  std::to_string(plan.racks) + " racks needed; " + std::to_string(*f.availableRacks) + " available");
    if (f.contractedPower && plan.itMax > *f.contractedPower)
        addReason(out, FitReasonCode::ContractedPower, plan.itMax.inKilowatts(), f.contractedPower->inKilowatts(), "kW",
                  "", kw(plan.itMax) + " of IT load exceeds the " + kw(*f.contractedPower) + " the site can contract");
    if (r.dualFeeds && !f.rack.dualFeeds)
        addReason(out, FitReasonCode::DualFeeds, 2, 1, "feeds", "", "A+B feeds required; the racks have a single feed");
    if (load.feedLoss.throttled && f.rack.dualFeeds) {
        FitReason reason{FitReasonCode::FeedLossThrottled,
                         load.serverMaxPower.inKilowatts(),
                         load.feedLoss.capacityOnOneFeed.inKilowatts(),
                         "kW",
                         "",
                         "with one feed lost each server keeps " + std::to_string(load.feedLoss.psusOnOneFeed)
                             + " PSUs and runs throttled below its " + kw(load.serverMaxPower) + " maximum"};
        (r.fullPowerOnFeedLoss ? fit.reasons : fit.warnings).push_back(std::move(reason));
    }
    if (f.inletClass) {
        const AshraeClass equipment = load.equipmentInletClass.value_or(plan.inletClass);
        if (!hallSuitsEquipment(*f.inletClass, equipment)) {
            const InletEnvelope hall = inletEnvelope(*f.inletClass);
            const InletEnvelope need = inletEnvelope(equipment);
            addReason(out, FitReasonCode::InletClass, need.allowableMaxC, hall.allowableMaxC, "C",
                      std::string(ashraeClassName(equipment)),
                      "the hall holds inlets within ASHRAE " + std::string(ashraeClassName(*f.inletClass)) + " ("
                          + reasonNumber(hall.allowableMinC, 0) + "-" + reasonNumber(hall.allowableMaxC, 0)
                          + " C); the racks need " + std::string(ashraeClassName(equipment)) + " ("
                          + reasonNumber(need.allowableMinC, 0) + "-" + reasonNumber(need.allowableMaxC, 0) + " C)");
        }
    }
}

} // namespace

Expected<FacilityFit> checkFacility(const DeploymentLoad& load, const FitRequirements& r, const Facility& f)
{
    FacilityFit fit;
    fit.facilityId = f.id;

    // A requested density takes the smallest offer that cools it; packing to the limits starts from the largest.
    const Watts fullRack = load.serversPerRack ? load.serverMaxPower * *load.serversPerRack + load.otherEquipmentPerRack
                                               : Watts::of(std::numeric_limits<double>::max());
    fit.cooling = coolingOfferFor(f, load.serverCooling, fullRack);
    const bool noServingMethod = !f.cooling.empty() && !fit.cooling;
    std::optional<Watts> coolingLimit;
    if (fit.cooling)
        coolingLimit = fit.cooling->maxPerRack;

    auto plan = planRacks(rackInputsAt(load, f, coolingLimit));
    if (!plan)
        return Error{plan.error().field, "facility '" + f.id + "': " + plan.error().message};
    fit.plan = std::move(plan).value();
    // Packed to the limits, the offer is re-chosen for the rack the plan actually builds.
    if (fit.cooling && !load.serversPerRack)
        fit.cooling = coolingOfferFor(f, load.serverCooling, fit.plan.rackMax);

    if (noServingMethod)
        addReason(fit.reasons, FitReasonCode::CoolingType, 0, 0, "",
                  std::string(coolingMethodName(fit.plan.coolingMethod)),
                  std::string(load.serverCooling == CoolingKind::Liquid ? "liquid" : "air")
                      + "-cooled servers; the hall offers only " + methodsOffered(f));
    checkRack(load, f, fit, fit.reasons);
    checkSite(load, r, f, fit.plan, fit);
    checkCompliance(f, r, fit.reasons);

    fit.yearly = yearlyCostAt(f, fit.plan, load.bandwidthMbps);
    fit.fits = fit.reasons.empty();
    return fit;
}

} // namespace gputco
