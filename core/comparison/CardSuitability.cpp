#include "comparison/CardSuitability.h"

#include "cost/Capex.h"
#include "power/CardPower.h"
#include "power/EnergyCost.h"
#include "units/Rates.h"
#include "units/UnitText.h"

#include <algorithm>
#include <tuple>

namespace gputco {
namespace {

// Keeps the English `note` (CLI, JSON) and the coded notes (GUI, report) in step.
void addNote(CardModeFit& out, SuitabilityNote note)
{
    out.note += (out.note.empty() ? "" : "; ") + note.message;
    out.notes.push_back(std::move(note));
}

// The card's prices from the scenario (converted at its rates), else its own price when quoted in the comparison's
// currency (never converted here).
ComparisonCardPrices pricesOf(const Accelerator& card, const ComparisonInputs& in)
{
    for (const ComparisonCardPrices& p : in.cardPrices)
        if (p.cardId == card.id)
            return p;
    ComparisonCardPrices own;
    own.cardId = card.id;
    if (card.price && card.price->currency == in.currency)
        own.prices.cardPrice = card.price->amount;
    return own;
}

// The least time a decode step can take on `fit`: every generated token reads each GPU's weights and KV cache
// once, the pipeline stages one after another, at the card's memory bandwidth (the memory-bound decode of
// docs/MODEL.md, "Performance", with no efficiency loss and no communication: a bound, not an estimate).
std::optional<Duration> leastTimePerOutputToken(const Accelerator& card, const FitResult& fit)
{
    if (!card.memoryBandwidth || !(card.memoryBandwidth->inBytesPerSecond() > 0.0))
        return std::nullopt;
    const Bytes perStage = fit.perGpu.weights + fit.perGpu.kvCache;
    return (perStage * static_cast<double>(fit.parallel.pipeline)) / *card.memoryBandwidth;
}

} // namespace

void addNoteTo(CardModeFit& out, SuitabilityNote note) { addNote(out, std::move(note)); }

bool hasScaleUpLink(const Accelerator& card)
{
    return card.interconnect != InterconnectKind::None && card.interconnect != InterconnectKind::PCIe;
}

CardModeFit assessCard(const Accelerator& card, const FitPlanner& planner, WorkloadMode mode,
                       const ComparisonInputs& in)
{
    CardModeFit out;
    out.cardId = card.id;
    const FitResult fit = planner.fitOn(card.memory);
    out.fits = fit.fits;
    if (!fit.fits) {
        SuitabilityNote n{SuitabilityNoteCode::DoesNotFit, 0, 0, 0.0, 0.0, fit.reason};
        if (card.memory && fit.perGpu.total().inBytes() > 0.0) {
            n.neededGb = fit.perGpu.total().inGB();
            n.capacityGb = card.memory->inGB();
        }
        addNote(out, std::move(n));
        return out;
    }
    out.gpus = fit.gpus();
    out.parallel = fit.parallel;
    const bool training = isTrainingMode(mode);
    const std::optional<Duration> least =
        training || !in.maxTimePerOutputToken ? std::nullopt : leastTimePerOutputToken(card, fit);
    if (!training && out.gpus > in.maxInferenceGpus)
        addNote(out, {SuitabilityNoteCode::TooManyGpus, out.gpus, in.maxInferenceGpus, 0.0, 0.0,
                      "needs " + std::to_string(out.gpus) + " GPUs to serve, more than one server of "
                          + std::to_string(in.maxInferenceGpus)});
    else if (least && *least > *in.maxTimePerOutputToken)
        addNote(out,
                {SuitabilityNoteCode::TooSlowToServe, out.gpus, 0, 0.0, 0.0,
                 "a token takes at least " + millisecondsText(*least) + " (weights and KV cache read at the card's "
                     + "memory bandwidth), over the " + millisecondsText(*in.maxTimePerOutputToken) + " target",
                 least->inSeconds() * 1e3, in.maxTimePerOutputToken->inSeconds() * 1e3});
    else if (training && out.gpus > 1 && !hasScaleUpLink(card))
        addNote(out,
                {SuitabilityNoteCode::NoScaleUpLink, out.gpus, 0, 0.0, 0.0,
                 "needs " + std::to_string(out.gpus) + " GPUs but has no NVLink-class link for gradient all-reduce"});
    out.suitable = out.note.empty();

    costCardYear(card, mode, in, out);
    return out;
}

void costCardYear(const Accelerator& card, WorkloadMode mode, const ComparisonInputs& in, CardModeFit& out)
{
    out.averagePower.reset();
    out.yearlyEnergyCost.reset();
    out.yearlyCardCost.reset();
    out.yearlyCost.reset();
    out.cardCapex.reset();
    out.capexBasis.reset();
    const auto profile = cardPowerProfile(card);
    if (!profile) {
        const bool noted = std::any_of(out.notes.begin(), out.notes.end(), [](const SuitabilityNote& n) {
            return n.code == SuitabilityNoteCode::TdpUnknown;
        });
        if (!noted)
            addNote(out, {SuitabilityNoteCode::TdpUnknown, 0, 0, 0.0, 0.0, "TDP unknown: power and cost not computed"});
        return;
    }
    const PowerWorkload workload = isTrainingMode(mode) ? PowerWorkload::Training : PowerWorkload::Inference;
    out.averagePower = cardAveragePower(*profile, workload, in.inferenceUtilisation) * out.gpus;
    const Energy facility = energyOver(*out.averagePower, Duration::years(1)) * in.pue;
    out.yearlyEnergyCost = Money::amount(facility.inKilowattHours() * in.pricePerKwh);
    if (in.amortisationYears <= 0)
        return;
    const ComparisonCardPrices prices = pricesOf(card, in);
    // The capex the Power and cost view takes (cost/CapexBasis.h), for the comparison's GPUs.
    if (const auto priced = capexInputsFor(prices.prices, out.gpus, prices.gpusPerServer)) {
        if (const auto capex = computeCapex(priced->inputs)) {
            out.cardCapex = capex->total();
            out.capexBasis = priced->basis;
            out.yearlyCardCost = *out.cardCapex * (1.0 / in.amortisationYears);
        }
    }
    if (out.yearlyCardCost)
        out.yearlyCost = *out.yearlyEnergyCost + *out.yearlyCardCost;
}

void sortByRun(std::vector<CardModeFit>& cards)
{
    // Suitable (fits, has a link, meets the deadline) first; then a known run cost before an unknown one, the
    // cheaper run first, then the sooner finish.
    const auto key = [](const CardModeFit& c) {
        const double cost = c.runCost ? c.runCost->inCurrencyUnits() : 0.0;
        const double seconds = c.runTime ? c.runTime->inSeconds() : 0.0;
        return std::tuple(!c.suitable, !c.fits, !c.runTime.has_value(), !c.runCost.has_value(), !c.fullyCosted(), cost,
                          seconds, c.gpus);
    };
    std::stable_sort(cards.begin(), cards.end(),
                     [&](const CardModeFit& a, const CardModeFit& b) { return key(a) < key(b); });
}

void sortBySuitability(std::vector<CardModeFit>& cards)
{
    const auto key = [](const CardModeFit& c) {
        const double cost =
            c.yearlyCost ? c.yearlyCost->inCurrencyUnits() : c.yearlyEnergyCost.value_or(Money()).inCurrencyUnits();
        return std::tuple(!c.suitable, !c.fullyCosted(), !c.averagePower.has_value(), cost, c.gpus);
    };
    std::stable_sort(cards.begin(), cards.end(),
                     [&](const CardModeFit& a, const CardModeFit& b) { return key(a) < key(b); });
}

} // namespace gputco
