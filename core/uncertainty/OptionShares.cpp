#include "uncertainty/OptionShares.h"

#include "recommend/CandidateCosting.h"
#include "recommend/PerformanceCandidate.h"
#include "uncertainty/BandInputs.h"
#include "uncertainty/EfficiencyBand.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/OptionsModel.h"

#include <algorithm>

namespace gputco {

namespace {

const Accelerator* cardOf(const RecommendInputs& in, const std::string& id)
{
    for (const Accelerator& c : in.cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

const Facility* facilityOf(const RecommendInputs& in, const std::optional<std::string>& id)
{
    if (id)
        for (const Facility& f : in.facilities)
            if (f.id == *id)
                return &f;
    return nullptr;
}

// The colocation, racks and bandwidth charges the recommender adds in a facility (CandidateCosting.cpp).
void facilityOpex(const RecommendInputs& in, const RecommendOption& o, const Facility& f, OpexInputs& opex)
{
    if (f.rackPricePerMonth) {
        opex.colocation = ColocationPricing::PerRackMonth;
        opex.racks = o.racks;
        opex.pricePerRackMonth = *f.rackPricePerMonth;
    } else if (f.pricePerKwMonth) {
        opex.colocation = ColocationPricing::PerKwMonth;
        opex.contractedPower = o.itPeak;
        opex.pricePerKwMonth = *f.pricePerKwMonth;
    }
    if (f.bandwidthPricePerMbpsMonth) {
        opex.bandwidthMbps = in.economics.bandwidthMbps;
        opex.pricePerMbpsMonth = *f.bandwidthPricePerMbpsMonth;
    }
}

void setBands(const RecommendInputs& in, const Accelerator& card, const UncertaintyState& state, CardMoneyBase& b)
{
    const bool quoted = in.economics.cardPrices.count(card.id) > 0;
    for (UncertainInput input : kAllUncertainInputs) {
        RelativeRange r = state.range(input);
        if (input == UncertainInput::CardPrice && state.catalogueRanges && !quoted && card.price)
            r = quoteRange(*card.price, r);
        const bool efficiency = input == UncertainInput::ComputeEfficiency || input == UncertainInput::MemoryEfficiency;
        // The speed input varies within the card's own efficiency profile unless the user set its range.
        if (input == b.speedInput && usesEfficiencyProfile(input, r))
            if (auto band = efficiencyBand(card, input))
                r = RelativeRange{band->low, band->high, false};
        // An owned fleet pays no cloud rate; a rented one pays no card price, electricity, PUE or resale.
        const bool ownedOnly = input == UncertainInput::CardPrice || input == UncertainInput::ElectricityPrice
                               || input == UncertainInput::Pue || input == UncertainInput::Residual;
        const bool unused =
            (b.rented ? ownedOnly : input == UncertainInput::CloudPrice) || (efficiency && input != b.speedInput);
        b.bands[indexOf(input)] = r.certain || unused ? RelativeRange{1.0, 1.0, r.certain}
                                                      : RelativeRange{std::min(r.low, 1.0), std::max(r.high, 1.0)};
    }
}

// The option's deployment: its GPUs and, for inference, what sets its speed and how its replicas scale.
void setDeployment(const RecommendInputs& in, const RecommendOption& o, CardMoneyBase& b)
{
    FleetCostInputs& f = b.typical;
    f.gpus = o.gpus;
    if (in.training) {
        f.trainingGpuHours = o.gpuHours;
        b.speedInput = UncertainInput::ComputeEfficiency;
    } else {
        f.outputTokensPerSecond = o.outputTokensPerSecond;
        b.tensorParallel = o.parallel.tensor;
        b.replicas = o.replicas;
        if (o.outputTokensPerSecond && o.replicas > 0)
            b.tokensPerSecondPerReplica = *o.outputTokensPerSecond / o.replicas;
        b.targetTokensPerSecond = neededOutputTokensPerSecond(in);
        b.speedInput = o.decodeBound == DecodeBound::Compute ? UncertainInput::ComputeEfficiency
                                                             : UncertainInput::MemoryEfficiency;
    }
}

// A rented option: the card's rate as the recommender took it, billed for the hours used (rentCandidate).
std::optional<CardMoneyBase> rentedMoneyBase(const RecommendInputs& in, const RecommendOption& o,
                                             const Accelerator& card, const UncertaintyState& state)
{
    const RentalRate* rate = nullptr;
    for (const RentalRate& r : in.rentals)
        if (r.cardId == o.cardId)
            rate = &r;
    if (!rate)
        return std::nullopt;
    CardMoneyBase b;
    b.cardId = o.cardId;
    b.training = in.training;
    b.rented = true;
    b.rentalRatePerGpuHour = rate->pricePerGpuHour;
    b.cloudFx = fxExponent(rate->quotedCurrency, in.economics.currency);
    b.typicalUtilisation = in.economics.utilisation;
    b.typical.lifeMonths = in.economics.years * 12;
    setDeployment(in, o, b);
    setBands(in, card, state, b);
    return b;
}

} // namespace

std::optional<CardMoneyBase> optionMoneyBase(const RecommendInputs& in, const RecommendOption& o,
                                             const UncertaintyState& state)
{
    const Accelerator* card = cardOf(in, o.cardId);
    if (!card)
        return std::nullopt;
    return optionMoneyBase(in, o, *card, state);
}

std::optional<CardMoneyBase> optionMoneyBase(const RecommendInputs& in, const RecommendOption& o,
                                             const Accelerator& card, const UncertaintyState& state)
{
    const RecommendEconomics& e = in.economics;
    if (e.serverPriceWithoutGpus.inCurrencyUnits() != 0.0 || e.networkPerServer.inCurrencyUnits() != 0.0
        || e.installation.inCurrencyUnits() != 0.0)
        return std::nullopt;
    if (o.rented)
        return rentedMoneyBase(in, o, card, state);
    const std::optional<Server> server = recommendServerFor(in, card);
    const auto profile = serverPowerProfile(card, server);
    if (!profile)
        return std::nullopt;
    const Facility* facility = facilityOf(in, o.facilityId);

    CardMoneyBase b;
    b.cardId = o.cardId;
    b.training = in.training;
    b.priced = o.capex.has_value();
    b.serverPower = *profile;
    b.workload = in.training ? PowerWorkload::Training : PowerWorkload::Inference;
    b.hoursPerDay = 24.0; // the recommender runs the fleet round the clock
    b.typicalUtilisation = e.utilisation;
    b.typicalPue = pueIn(e, facility);
    b.unitCostOverAllHours = in.training;

    FleetCostInputs& f = b.typical;
    f.gpusPerServer = profile->gpusPerServer;
    f.prices = recommendPurchasePrices(in, card, server);
    f.opex.itAveragePower = o.itAverage;
    f.opex.pue = b.typicalPue;
    f.opex.tariff = Tariff::flat(Money::amount(electricityPriceIn(e, facility)));
    f.opex.maintenanceShareOfCapexPerYear = e.maintenanceShareOfCapexPerYear;
    if (facility)
        facilityOpex(in, o, *facility, f.opex);
    f.lifeMonths = e.years * 12;
    f.residual = e.residual;
    f.discountRate = e.discountRate;
    f.utilisation = in.training ? 1.0 : e.utilisation;

    const bool quoted = e.cardPrices.count(card.id) > 0;
    if (!quoted && card.price)
        b.cardPriceFx = fxExponent(card.price->currency, e.currency);
    if (f.prices.systemPricePerServer && server && server->price)
        b.systemPriceFx = fxExponent(server->price->currency, e.currency);
    // Facilities come into RecommendInputs already in the scenario's currency (recommendInputsFor), so colocation
    // stays put when the exchange rate moves: colocationFx 0.

    setDeployment(in, o, b);
    setBands(in, card, state, b);
    return b;
}

OptionShares optionShares(const RecommendInputs& in, const std::vector<RecommendOption>& ranked,
                          const UncertaintyState& state, const std::function<bool()>& cancelled)
{
    OptionShares out;
    out.seed = state.seed;
    const std::size_t count = std::min(ranked.size(), static_cast<std::size_t>(kOptionSharesCount));
    const OptionsModel built = optionsModel(in, ranked, count, state);
    const UncertaintyModel& model = built.model;
    const std::vector<std::optional<std::size_t>>& entryOf = built.entryOf;
    for (UncertainInput input : kAllUncertainInputs)
        if (std::any_of(model.cards.begin(), model.cards.end(), [input](const CardMoneyBase& b) {
                const RelativeRange& r = b.bands[indexOf(input)];
                return r.low < 1.0 || r.high > 1.0;
            }))
            out.varying.push_back(input);

    MonteCarloOptions options;
    options.samples = state.samples;
    options.seed = state.seed;
    options.cancelled = cancelled;
    const MonteCarloResult result = runMonteCarlo(model, options);
    out.samples = result.samples;
    out.comparedSamples = result.comparedSamples;
    out.cancelled = result.cancelled;
    for (std::size_t i = 0; i < count; ++i)
        out.probabilityCheapest.push_back(
            entryOf[i] ? std::optional<double>(result.cards[*entryOf[i]].probabilityCheapest) : std::nullopt);
    return out;
}

} // namespace gputco
