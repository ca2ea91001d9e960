#include "scenario/CardRackEvaluator.h"

#include "facility/FacilityAliases.h"
#include "rack/RackPlanner.h"

namespace gputco {

RackOffer genericRack()
{
    RackOffer rack;
    rack.usableUnits = 42;
    rack.voltage = 400.0;
    rack.phases = 3;
    rack.breakerAmps = 63.0;
    rack.dualFeeds = true;
    return rack;
}

FitRequirements fitRequirementsFor(const FacilityRequirementsState& r)
{
    FitRequirements out;
    out.idcLicence = r.idcLicence;
    out.ispLicence = r.ispLicence;
    if (r.iso27001)
        out.certifications.push_back("ISO 27001");
    out.dualFeeds = r.dualFeeds;
    out.fullPowerOnFeedLoss = r.fullPowerOnFeedLoss;
    if (r.minUptimeTier > 0)
        out.minUptimeTier = r.minUptimeTier;
    out.minBgpLines = r.minBgpLines;
    return out;
}

CardRack evaluateCardRack(const ScenarioState& state, const CatalogueSnapshot& catalogue, const Accelerator& card,
                          const CardEconomics& economics)
{
    CardRack out;
    // The server the economics costed and powered (serverForCard): one server per option in every view.
    out.server = economics.server;
    if (!out.server) {
        out.problem = "no server holds this card (its form factor has no generic server either)";
        out.problemCode = RackProblemCode::NoServerModel;
        return out;
    }
    if (!economics.power) {
        out.problem = economics.performanceProblem.value_or("no power figures for this card");
        out.problemCode = economics.performanceProblem ? RackProblemCode::Core : RackProblemCode::NoPowerFigures;
        return out;
    }
    out.servers = economics.power->servers;
    auto load = deploymentLoadFor(*out.server, &card, out.servers);
    if (!load) {
        out.problem = load.error().describe();
        return out;
    }
    out.load = load.value();
    // The rack's average load follows the power model of the other views: average over peak IT power.
    if (economics.power->itPeak.inWatts() > 0)
        out.load->loadFactor = economics.power->itAverage / economics.power->itPeak;

    const FitRequirements requirements = fitRequirementsFor(state.economics.requirements);
    for (const Facility& f : catalogue.facilities) {
        auto fit = checkFacility(*out.load, requirements, f);
        if (!fit)
            continue;
        if (f.id == currentFacilityId(state.economics.facilityId))
            out.chosenFit = *fit;
        out.facilities.push_back(std::move(fit).value());
    }

    if (out.chosenFit) {
        out.plan = out.chosenFit->plan;
        out.genericRack = false;
        return out;
    }
    auto plan = planRacks(rackInputsFor(*out.load, genericRack(), state.economics.pue, false, std::nullopt));
    if (!plan) {
        out.problem = plan.error().describe();
        return out;
    }
    out.plan = *plan;
    return out;
}

} // namespace gputco
