#include "export/report/ReportAnswer.h"

#include "export/report/ReportText.h"
#include "format/CapexUnderstated.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"
#include "format/RecommendationText.h"
#include "hardware/ExportControl.h"
#include "performance/EfficiencyDefaults.h"
#include "performance/InferenceStep.h"

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

void add(ReportTable& t, const QString& key, const QString& value, bool bold = false)
{
    t.rows << QList<ReportCell>{textCell(key, true), textCell(value, bold)};
}

const ScenarioRecommendation* recommendationOf(const Evaluation& e)
{
    if (!e.recommendation || e.recommendation->get().error)
        return nullptr;
    return &e.recommendation->get();
}

QString cardName(const Evaluation& e, const std::string& id)
{
    const Accelerator* card = e.catalogue ? e.catalogue->findCard(id) : nullptr;
    return card ? q(card->model) : q(id);
}

// The efficiency the option's speed rests on: the share of the card's peak the model assumes.
QString efficiencyCaveat(const Evaluation& e, const ScenarioRecommendation& r, const RecommendOption& o)
{
    const QString card = cardName(e, o.cardId);
    if (r.training) {
        const double mfu = e.state.workload.mfu;
        if (mfu > 0.0)
            return ReportText::tr("Assumed efficiency: the run time of %1 takes your measured MFU of %2; a different "
                                  "software stack or cluster changes it.")
                .arg(card, format::percent(mfu));
        const Accelerator* a = e.catalogue ? e.catalogue->findCard(o.cardId) : nullptr;
        if (!a)
            return {};
        const EfficiencyDefault d = defaultTrainingComputeEfficiency(*a);
        return ReportText::tr("Assumed efficiency: the run time of %1 assumes %2 of its peak while computing (%3); "
                              "not measured for this model, so the run may take longer.")
            .arg(card, format::percent(d.value), q(d.basis));
    }
    // The shares the estimate used: the card's efficiency profile at the option's precision (stepEfficienciesOf).
    const Accelerator* a = e.catalogue ? e.catalogue->findCard(o.cardId) : nullptr;
    if (!a)
        return {};
    InferenceInputs at;
    at.weights = o.precision;
    const StepEfficiencies shares = stepEfficienciesOf(at, *a);
    const EfficiencyProfile profile = a->efficiencyProfile();
    const QString basis =
        ReportText::tr("profile %1, %2").arg(q(profile.id), efficiencyEvidenceLabel(profile.evidence));
    const QString firmness =
        profile.assumed()
            ? ReportText::tr("no measurement of this card: the P10-P90 spans what every vendor's stacks reach, so "
                             "the service may need more GPUs")
            : ReportText::tr("measured on %1, not on this model; the P10-P90 varies it within the profile's range")
                  .arg(q(profile.stack.empty() ? profile.source : profile.stack));
    if (o.decodeBound == DecodeBound::Compute)
        return ReportText::tr("Assumed efficiency: the speed of %1 assumes decode at %2 of its peak compute and "
                              "prefill at %3 (%4); %5.")
            .arg(card, format::percent(shares.decode), format::percent(shares.prefill), basis, firmness);
    return ReportText::tr("Assumed efficiency: the speed of %1 assumes each token reads the weights and KV cache at %2 "
                          "of its memory bandwidth and prefill at %3 of its peak (%4); %5.")
        .arg(card, format::percent(shares.memoryBandwidth), format::percent(shares.prefill), basis, firmness);
}

// An owned, export-controlled card where the buyer's headquarters is not stated: the rule's headquarters test may
// still forbid it (docs/MODEL.md, "Export controls").
QString exportCaveat(const Evaluation& e, const RecommendOption& o)
{
    const ScenarioConstraints& c = e.state.constraints;
    if (o.rented || !c.buyerCountry.empty() || c.allowExportControlled)
        return {};
    const Accelerator* a = e.catalogue ? e.catalogue->findCard(o.cardId) : nullptr;
    if (!a || a->exportRestrictedIn.empty())
        return {};
    return ReportText::tr("Export control: %1 needs a licence to go to %2 (%3). A buyer headquartered in one of "
                          "those, or whose parent is, needs it wherever the card is installed; state Targets > Buyer "
                          "headquarters to check.")
        .arg(cardName(e, o.cardId), q(countryCodesText(a->exportRestrictedIn)),
             q(a->exportControl.empty() ? std::string("an export control") : a->exportControl));
}

// How firm the price an option rests on is: the card's quote (owned) or the cloud offer's rate (rented).
QString priceCaveat(const Evaluation& e, const RecommendOption& o)
{
    const QString card = cardName(e, o.cardId);
    if (o.rented) {
        const CloudOffer* offer = nullptr;
        if (e.catalogue && o.cloudOfferId)
            for (const CloudOffer& c : e.catalogue->cloudOffers)
                if (c.id == *o.cloudOfferId)
                    offer = &c;
        if (!offer)
            return {};
        return ReportText::tr("Price: the rent of %1 from %2 is a published rate of %3, tagged %4; ask for a quote "
                              "before committing.")
            .arg(card, q(offer->provider), q(offer->date), priceConfidenceLabel(offer->confidence));
    }
    const Accelerator* a = e.catalogue ? e.catalogue->findCard(o.cardId) : nullptr;
    if (!a || !a->price)
        return {};
    const bool firm =
        a->price->confidence == PriceConfidence::List || a->price->confidence == PriceConfidence::ListCopy;
    if (firm)
        return ReportText::tr("Price: %1 at %2 (%3, %4) is an indicative list price, not a quote.")
            .arg(card, format::money(a->price->amount, q(a->price->currency)), q(a->price->date),
                 priceConfidenceLabel(a->price->confidence));
    return ReportText::tr("Unverified price: %1 at %2 (%3) is tagged %4; the total moves with it (see the P10-P90), "
                          "so get a quote before deciding.")
        .arg(card, format::money(a->price->amount, q(a->price->currency)), q(a->price->date),
             priceConfidenceLabel(a->price->confidence));
}

} // namespace

QString budgetCheck(const Evaluation& e)
{
    const std::optional<double> budget = e.state.constraints.budget;
    if (!budget)
        return ReportText::tr("No budget set (Targets and limits): nothing to check against.");
    const QString currency = q(e.state.economics.currency);
    const Money limit = Money::amount(*budget);
    const ScenarioRecommendation* r = recommendationOf(e);
    const RecommendOption* first = r ? r->recommended() : nullptr;
    if (!first || !first->totalCost)
        return ReportText::tr("Budget %1: no option meets the targets within it.").arg(format::money(limit, currency));
    const Money spare = limit - *first->totalCost;
    QString text = ReportText::tr("Within the budget of %1: %2 to spare.")
                       .arg(format::money(limit, currency), format::money(spare, currency));
    if (const std::optional<MoneyPercentiles> range = r->costRange(0)) {
        if (range->p90 > limit)
            text += QLatin1Char(' ')
                    + ReportText::tr("At P90 (%1) it would be %2 over: one future in ten or more breaks the budget.")
                          .arg(format::money(range->p90, currency), format::money(range->p90 - limit, currency));
        else
            text += QLatin1Char(' ')
                    + ReportText::tr("At P90 (%1) it stays within.").arg(format::money(range->p90, currency));
    }
    return text;
}

ReportTable answerTable(const Evaluation& e)
{
    ReportTable t;
    if (!e.recommendation)
        return t;
    const ScenarioRecommendation& r = e.recommendation->get();
    const RecommendOption* first = r.error ? nullptr : r.recommended();
    if (!first) {
        add(t, ReportText::tr("Recommendation"), RecommendationText::recommendationSentence(e), true);
        add(t, ReportText::tr("Budget"), budgetCheck(e));
        return t;
    }
    const QString currency = q(e.state.economics.currency);
    add(t, ReportText::tr("Recommendation"), RecommendationText::optionSummary(e, *first), true);
    add(t, ReportText::tr("Total cost over %1 years").arg(e.state.economics.years),
        RecommendationText::costWithRange(e, 0) + (capexUnderstated(*first) ? QStringLiteral(" †") : QString()), true);
    if (e.state.economics.discountRate > 0.0 && first->presentValue)
        add(t, ReportText::tr("Present value at %1 a year").arg(format::percent(e.state.economics.discountRate)),
            format::money(*first->presentValue, currency));
    if (first->serving && first->serving->ttftP99AtPeak && first->serving->tpotP99AtPeak)
        add(t, ReportText::tr("P99 at the peak rate"),
            ReportText::tr("TTFT %1 ms, TPOT %2 ms at %3 requests/s (capacity %4 requests/s per replica, %5 "
                           "simulated requests a load)")
                .arg(format::significant(*first->serving->ttftP99AtPeak * 1000.0),
                     format::significant(*first->serving->tpotP99AtPeak * 1000.0),
                     format::significant(first->serving->ratePerReplicaAtPeak * first->replicas),
                     format::significant(first->serving->capacityRequestsPerSecond.value_or(0.0)))
                .arg(first->serving->simulatedRequests));
    add(t, ReportText::tr("Budget"), budgetCheck(e));
    add(t, first->rented ? ReportText::tr("Best owned alternative") : ReportText::tr("Best rented alternative"),
        RecommendationText::bestOfText(e, !first->rented));
    if (const RecommendOption* second = r.runnerUp(); second && second->totalCost)
        add(t, ReportText::tr("Runner-up (another card)"),
            ReportText::tr("%1, %2").arg(RecommendationText::optionSummary(e, *second),
                                         format::money(*second->totalCost, currency)));
    return t;
}

QStringList answerCaveats(const Evaluation& e)
{
    QStringList out;
    const ScenarioRecommendation* r = recommendationOf(e);
    const RecommendOption* first = r ? r->recommended() : nullptr;
    if (!first)
        return out;
    std::vector<const RecommendOption*> options{first};
    if (const RecommendOption* other = r->bestOf(!first->rented))
        options.push_back(other);
    if (const QString efficiency = efficiencyCaveat(e, *r, *first); !efficiency.isEmpty())
        out << efficiency;
    for (const RecommendOption* o : options)
        if (capexUnderstated(*o))
            out << ReportText::tr("† Capex understated: %1 has no system price or host share, so its capex counts the "
                                  "cards without chassis, CPUs, memory and network.")
                       .arg(cardName(e, o->cardId));
    for (const RecommendOption* o : options)
        if (const QString price = priceCaveat(e, *o); !price.isEmpty())
            out << price;
    for (const RecommendOption* o : options)
        if (const QString exportRule = exportCaveat(e, *o); !exportRule.isEmpty())
            out << exportRule;
    return out;
}

} // namespace gputco::ui
