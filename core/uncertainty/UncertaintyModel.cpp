#include "uncertainty/UncertaintyModel.h"

#include "scenario/CurrencyConversion.h"
#include "scenario/FleetCostAssembly.h"
#include "scenario/WorkloadInputs.h"
#include "uncertainty/BandInputs.h"
#include "uncertainty/EfficiencyBand.h"

#include <algorithm>

namespace gputco {

namespace {

// An amount with no currency of its own (nothing quoted) does not move.
int fxExponent(const std::optional<std::string>& from, const std::string& scenario)
{
    return from ? gputco::fxExponent(std::string_view(*from), scenario) : 0;
}

// Lowest and highest rate of the card's offers at the term used, over the rate used; nullopt without a spread.
std::optional<RelativeRange> offerSpread(const Evaluation& ev, const CardEconomics& e, const std::string& cardId)
{
    if (!e.cloudPricePerGpuHour || !(e.cloudPricePerGpuHour->inCurrencyUnits() > 0.0))
        return std::nullopt;
    std::optional<double> low;
    std::optional<double> high;
    for (const CloudOffer& o : ev.catalogue->cloudOffers) {
        if (o.cardId != cardId)
            continue;
        const std::optional<Money> rate = cloudRate(o, e.cloudTerm);
        if (!rate || !(rate->inCurrencyUnits() > 0.0))
            continue;
        const std::optional<Money> converted = inScenarioCurrency(*rate, o.currency, ev.state.economics);
        if (!converted)
            continue;
        const double v = converted->inCurrencyUnits();
        low = low ? std::min(*low, v) : v;
        high = high ? std::max(*high, v) : v;
    }
    if (!low || !(*high > *low))
        return std::nullopt;
    const double used = e.cloudPricePerGpuHour->inCurrencyUnits();
    return RelativeRange{*low / used, *high / used, false};
}

UncertainInput speedInputOf(const CardEconomics& e, bool training)
{
    if (training || (e.inference && e.inference->performance.bound == DecodeBound::Compute))
        return UncertainInput::ComputeEfficiency;
    return UncertainInput::MemoryEfficiency;
}

// The state's own range: the default (with its reference's evidence) or one the user edited.
RangeProvenance rangeProvenanceOf(UncertainInput input, const RelativeRange& r)
{
    const RelativeRange d = defaultRange(input);
    if (r.low == d.low && r.high == d.high)
        return {RangeOrigin::Default, defaultRangeEvidence(input)};
    return {RangeOrigin::Edited, RangeEvidence::User};
}

// A quote tagged weak ([W]) gives a weak range; an untagged quote is the user's own figure.
RangeEvidence quoteEvidence(const PriceQuote& quote)
{
    if (!quote.confidence)
        return RangeEvidence::User;
    return *quote.confidence == PriceConfidence::Weak ? RangeEvidence::Weak : RangeEvidence::Sourced;
}

// A band around 1 whatever the catalogue says (a typical price outside its own range keeps 1 inside).
RelativeRange aroundTypical(RelativeRange r) { return {std::min(r.low, 1.0), std::max(r.high, 1.0), r.certain}; }

} // namespace

UncertaintyModel uncertaintyModelFor(const Evaluation& ev, const UncertaintyState& state)
{
    UncertaintyModel model;
    model.currency = ev.state.economics.currency;
    const bool training = isTrainingTask(ev.state.workload.mode);
    const EconomicsContext context{ev.model, ev.state, *ev.catalogue};
    for (std::size_t index : ev.selected) {
        const CardEvaluation& c = ev.cards[index];
        const CardEconomics& e = c.economics;
        if (!c.economicsComputed || !e.tco || !e.serverPower || !e.power || e.gpus <= 0)
            continue;
        CardMoneyBase base;
        base.cardId = c.card->id;
        base.training = training;
        base.priced = e.capexKnown();
        const FleetCostAssembly assembly = assembleFleetCost(context, *c.card, e);
        base.typical = assembly.inputs;
        base.serverPower = *e.serverPower;
        base.workload = training ? PowerWorkload::Training : PowerWorkload::Inference;
        base.hoursPerDay = ev.state.economics.hoursPerDay;
        base.typicalUtilisation = ev.state.workload.utilisation;
        base.typicalPue = ev.state.economics.pue;
        base.cardPriceFx = fxExponent(assembly.currencies.cardPrice, model.currency);
        base.systemPriceFx = fxExponent(assembly.currencies.systemPrice, model.currency);
        base.colocationFx = fxExponent(assembly.currencies.colocation, model.currency);
        base.cloudFx = fxExponent(assembly.currencies.cloud, model.currency);
        if (e.inference) {
            // GPUs per replica: the TP degree, or an expert-parallel group's (or pools') GPUs.
            base.tensorParallel = e.inference->gpus / std::max(1, e.inference->replicas);
            base.replicas = e.inference->replicas;
            base.tokensPerSecondPerReplica = e.inference->performance.outputTokensPerSecondPerReplica;
            base.targetTokensPerSecond = serviceDemandFor(ev.state.workload).outputTokensPerSecond;
        }
        base.speedInput = speedInputOf(e, training);

        for (UncertainInput input : kAllUncertainInputs) {
            RelativeRange r = state.range(input);
            RangeProvenance& from = base.provenance[indexOf(input)];
            from = rangeProvenanceOf(input, r);
            if (input == UncertainInput::CardPrice && state.catalogueRanges && e.priceQuote
                && (e.priceQuote->low || e.priceQuote->high)) {
                r = quoteRange(*e.priceQuote, r);
                from = {RangeOrigin::CatalogueQuote, quoteEvidence(*e.priceQuote)};
            }
            if (input == UncertainInput::CloudPrice && state.catalogueRanges)
                if (auto spread = offerSpread(ev, e, c.card->id)) {
                    r = RelativeRange{spread->low, spread->high, r.certain};
                    from = {RangeOrigin::OfferSpread, RangeEvidence::Sourced};
                }
            if (input == base.speedInput && usesEfficiencyProfile(input, r))
                if (auto band = efficiencyBand(*c.card, input)) {
                    r = RelativeRange{band->low, band->high, false};
                    from = {RangeOrigin::CardEfficiencyProfile, efficiencyRangeEvidence(*c.card)};
                }
            const bool otherEfficiency =
                (input == UncertainInput::ComputeEfficiency || input == UncertainInput::MemoryEfficiency)
                && input != base.speedInput;
            if (otherEfficiency)
                from = {RangeOrigin::NotApplicable, RangeEvidence::Sourced};
            else if (r.certain)
                from = {RangeOrigin::Certain, RangeEvidence::User};
            base.bands[indexOf(input)] =
                r.certain || otherEfficiency ? RelativeRange{1.0, 1.0, r.certain} : aroundTypical(r);
        }
        model.cards.push_back(std::move(base));
    }
    return model;
}

} // namespace gputco
