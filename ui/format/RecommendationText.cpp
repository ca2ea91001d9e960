#include "format/RecommendationText.h"
#include "format/CardLookup.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"

#include <QLocale>

namespace gputco::ui {

namespace {

QString cardName(const Evaluation& e, const std::string& id)
{
    const Accelerator* card = cardById(e.catalogue, id);
    return QString::fromStdString(card ? card->model : id);
}

QString currencyOf(const Evaluation& e) { return QString::fromStdString(e.state.economics.currency); }

int leftOutCount(const ScenarioRecommendation& r, LeftOutReason reason)
{
    int n = 0;
    for (const CardLeftOut& c : r.result.leftOut)
        n += c.reason == reason ? 1 : 0;
    return n;
}

} // namespace

QString RecommendationText::leftOutReasonText(LeftOutReason reason)
{
    switch (reason) {
    case LeftOutReason::Memory: return tr("does not hold the model in memory at any precision and split searched");
    case LeftOutReason::UnknownFigure: return tr("a datasheet figure the model needs is unknown");
    case LeftOutReason::Latency: return tr("holds the model but cannot meet the latency target");
    case LeftOutReason::Deadline: return tr("holds the training state but cannot finish by the deadline");
    case LeftOutReason::Throughput: return tr("meets the latency but the throughput needs more GPUs than allowed");
    case LeftOutReason::Licence:
        return tr("a consumer card: its licence does not permit datacentre deployment (allow consumer cards to "
                  "cost it)");
    case LeftOutReason::Export:
        return tr("is export-controlled where it would be installed or where the buyer is headquartered: a licence is "
                  "needed (see Targets)");
    case LeftOutReason::Facility: return tr("no facility searched can host it");
    case LeftOutReason::Footprint: return tr("needs more racks or IT power than the limits allow");
    case LeftOutReason::NoOffer: return tr("runs the workload but no cloud offer rents it at the scenario's term");
    case LeftOutReason::NoPrice: return tr("runs the workload but has no price in a currency the scenario converts");
    case LeftOutReason::Budget: return tr("every option costs more than the budget");
    }
    return {};
}

QString RecommendationText::servingLayoutText(const ServingLayout& l)
{
    if (l.tensorParallelOnly())
        return tr("TP %1").arg(l.tensorParallel);
    if (l.pipelined())
        return tr("TP %1, PP %2").arg(l.tensorParallel).arg(l.pipelineParallel);
    const QString group = l.dataParallelAttention ? tr("EP %1, DP attention").arg(l.expertParallel)
                          : l.attentionTensorParallel() > 1
                              ? tr("EP %1, TP %2").arg(l.expertParallel).arg(l.attentionTensorParallel())
                              : tr("EP %1").arg(l.expertParallel);
    if (!l.disaggregated())
        return group;
    return tr("prefill %1 + decode %2 GPUs (%3)").arg(l.prefillGpus).arg(l.decodeGpus).arg(group);
}

QString RecommendationText::splitText(const RecommendOption& o, bool training)
{
    if (!training && o.servingLayout)
        return tr("%1 × %2 replicas").arg(servingLayoutText(*o.servingLayout)).arg(o.replicas);
    return training ? tr("TP%1 × PP%2 × DP%3").arg(o.parallel.tensor).arg(o.parallel.pipeline).arg(o.parallel.data)
                    : tr("TP%1 × %2 replicas").arg(o.parallel.tensor).arg(o.replicas);
}

QString RecommendationText::siteText(const Evaluation& e, const RecommendOption& o)
{
    if (o.rented && o.cloudOfferId) {
        const CloudOffer* offer = nullptr;
        if (e.catalogue)
            for (const CloudOffer& c : e.catalogue->cloudOffers)
                if (c.id == *o.cloudOfferId)
                    offer = &c;
        const QString provider = QString::fromStdString(offer ? offer->provider : *o.cloudOfferId);
        return tr("rented from %1, %2").arg(provider, cloudTermLabel(o.cloudTerm));
    }
    if (!o.facilityId)
        return {};
    const Facility* f = e.catalogue ? e.catalogue->findFacility(*o.facilityId) : nullptr;
    return QString::fromStdString(f ? f->name : *o.facilityId);
}

QString RecommendationText::optionSummary(const Evaluation& e, const RecommendOption& o)
{
    const bool training = e.recommendation && e.recommendation->get().training;
    QString text = tr("%1 × %2 · %3 · %4")
                       .arg(o.gpus)
                       .arg(cardName(e, o.cardId), precisionLabel(o.precision), splitText(o, training));
    if (const QString site = siteText(e, o); !site.isEmpty())
        text += tr(" · %1").arg(site);
    return text;
}

QString RecommendationText::recommendationSentence(const Evaluation& e, Place place)
{
    if (!e.recommendation)
        return {};
    const ScenarioRecommendation& r = e.recommendation->get();
    if (r.error)
        return tr("No recommendation: %1").arg(QString::fromStdString(r.error->describe()));
    const RecommendOption* first = r.recommended();
    if (!first) {
        const auto reason = r.commonestReason();
        if (!reason)
            return tr("No option meets the targets.");
        return tr("No option meets the targets: for %1 of %2 cards the reason is that the card %3.")
            .arg(leftOutCount(r, *reason))
            .arg(r.result.leftOut.size())
            .arg(leftOutReasonText(*reason));
    }
    const QString currency = currencyOf(e);
    QString text = tr("Recommended: %1, %2 over %3 years.")
                       .arg(RecommendationText::optionSummary(e, *first), format::money(*first->totalCost, currency))
                       .arg(e.state.economics.years);
    if (const RecommendOption* second = r.runnerUp(); second && second->totalCost) {
        const double dearer = first->rankValue > 0 ? second->rankValue / first->rankValue - 1.0 : 0.0;
        text += QLatin1Char(' ')
                + tr("Runner-up: %1, %2 (%3 dearer).")
                      .arg(RecommendationText::optionSummary(e, *second), format::money(*second->totalCost, currency),
                           format::percent(dearer));
    }
    const int leftOut = static_cast<int>(r.result.leftOut.size());
    if (leftOut > 0)
        text += QLatin1Char(' ')
                + (place == Place::View ? tr("%n card(s) left out (see the list).", nullptr, leftOut)
                                        : tr("%n card(s) left out (listed under Recommendation).", nullptr, leftOut));
    return text;
}

QString RecommendationText::costWithRange(const Evaluation& e, std::size_t group)
{
    const ScenarioRecommendation& r = e.recommendation->get();
    const RecommendOption& o = r.result.ranked[r.groups[group].best()];
    const QString currency = currencyOf(e);
    const QString cost = o.totalCost ? format::money(*o.totalCost, currency) : QStringLiteral("\u2014");
    const std::optional<MoneyPercentiles> range = r.costRange(group);
    if (!range)
        return cost;
    return tr("%1 (P10–P90 %2)").arg(cost, format::moneyRange(range->p10, range->p90, currency));
}

QString RecommendationText::bestOfText(const Evaluation& e, bool rented)
{
    const ScenarioRecommendation& r = e.recommendation->get();
    const Ownership searched = e.state.constraints.ownership.value_or(Ownership::Owned);
    if (searched == (rented ? Ownership::Owned : Ownership::Rented))
        return rented ? tr("renting was not searched (Own or rent, under Targets: buy and host)")
                      : tr("buying was not searched (Own or rent, under Targets: rent)");
    const std::optional<std::size_t> group = r.bestGroupOf(rented);
    if (!group && r.result.rankedCount > r.result.ranked.size()) // a big catalogue's search kept its cheapest options
        return tr("none among the %1 cheapest options")
            .arg(QLocale().toString(static_cast<qulonglong>(r.result.ranked.size())));
    if (!group)
        return rented ? tr("no rented option meets the targets") : tr("no owned option meets the targets");
    const RecommendOption& o = r.result.ranked[r.groups[*group].best()];
    return tr("%1, %2").arg(optionSummary(e, o), costWithRange(e, *group));
}

QString RecommendationText::ownershipSentence(const Evaluation& e)
{
    if (!e.recommendation || e.recommendation->get().error || !e.recommendation->get().recommended())
        return {};
    return tr("Best owned: %1. Best rented: %2.").arg(bestOfText(e, false), bestOfText(e, true));
}

QString RecommendationText::recommendationHeadline(const Evaluation& e)
{
    if (!e.recommendation || e.recommendation->get().error)
        return {};
    const ScenarioRecommendation& r = e.recommendation->get();
    if (const RecommendOption* first = r.recommended())
        return tr("Recommended: %1 × %2 · %3 / %4 y")
            .arg(first->gpus)
            .arg(cardName(e, first->cardId), format::money(*first->totalCost, currencyOf(e)))
            .arg(e.state.economics.years);
    if (const auto reason = r.commonestReason())
        return tr("Nothing meets the targets (most often: %1)").arg(leftOutReasonText(*reason));
    return tr("Nothing meets the targets");
}

} // namespace gputco::ui
