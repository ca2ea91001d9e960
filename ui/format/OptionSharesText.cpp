#include "format/OptionSharesText.h"

#include "format/Format.h"
#include "format/RecommendationText.h"

#include <QStringList>

#include <cmath>

namespace gputco::ui {

namespace {

QString inputName(UncertainInput input)
{
    switch (input) {
    case UncertainInput::CardPrice: return OptionSharesText::tr("card or server price");
    case UncertainInput::CloudPrice: return OptionSharesText::tr("cloud price");
    case UncertainInput::ElectricityPrice: return OptionSharesText::tr("electricity price");
    case UncertainInput::Pue: return OptionSharesText::tr("PUE");
    case UncertainInput::Utilisation: return OptionSharesText::tr("utilisation");
    case UncertainInput::ComputeEfficiency: return OptionSharesText::tr("compute efficiency");
    case UncertainInput::MemoryEfficiency: return OptionSharesText::tr("memory efficiency");
    case UncertainInput::Life: return OptionSharesText::tr("years of life");
    case UncertainInput::Residual: return OptionSharesText::tr("resale value");
    case UncertainInput::ExchangeRate: return OptionSharesText::tr("exchange rate");
    }
    return {};
}

QString metricName(RankMetric metric)
{
    switch (metric) {
    case RankMetric::TotalCost: return OptionSharesText::tr("total cost");
    case RankMetric::CostPerMillionTokens: return OptionSharesText::tr("cost per million tokens");
    case RankMetric::CostPerRun: return OptionSharesText::tr("cost per run");
    }
    return {};
}

// A share as the reader weighs it: whole percent, "<1%" for a few futures won, never "0%" for a non-zero share.
QString shareText(double share)
{
    if (share > 0.0 && share < 0.005)
        return OptionSharesText::tr("<1%");
    return format::percent(share);
}

QString cardName(const Evaluation& e, const std::string& id)
{
    const Accelerator* card = e.catalogue ? e.catalogue->findCard(id) : nullptr;
    return QString::fromStdString(card ? card->model : id);
}

} // namespace

QString OptionSharesText::cell(const ScenarioRecommendation& r, std::size_t rank)
{
    const std::optional<double> share = r.probabilityCheapest(rank);
    return share ? shareText(*share) : QStringLiteral("\u2014");
}

QString OptionSharesText::varyingInputs(const ScenarioRecommendation& r)
{
    QStringList names;
    if (r.shares)
        for (UncertainInput input : r.shares->varying)
            names << inputName(input);
    return names.isEmpty() ? tr("none (every input is marked certain)") : names.join(tr(", "));
}

QString OptionSharesText::cellToolTip(const ScenarioRecommendation& r, std::size_t rank)
{
    if (!r.shares)
        return {};
    const OptionShares& s = *r.shares;
    const int compared = static_cast<int>(s.probabilityCheapest.size());
    const std::optional<double> share = r.probabilityCheapest(rank);
    QString text;
    if (share)
        text = tr("Cheapest in %1 of %2 possible futures (Monte Carlo, seed %3) among the first %4 options, by %5.")
                   .arg(format::integer(std::round(*share * s.comparedSamples)), format::integer(s.comparedSamples))
                   .arg(s.seed)
                   .arg(compared)
                   .arg(metricName(r.rankBy));
    else
        text = tr("Only the first %1 options are compared in the possible futures.").arg(compared);
    text += QLatin1Char('\n') + tr("Inputs that vary: %1.").arg(varyingInputs(r));
    text += QLatin1Char('\n')
            + tr("The site's inputs are drawn once per future for all options; options on the same card share its "
                 "price. Where two options cost the same in a future (the same card at another precision), the "
                 "higher-ranked one counts. Ranges: the Uncertainty group.");
    return text;
}

QString OptionSharesText::summary(const Evaluation& e)
{
    if (!e.recommendation)
        return {};
    const ScenarioRecommendation& r = e.recommendation->get();
    const RecommendOption* first = r.recommended();
    const std::optional<double> firstShare = r.probabilityCheapest(0);
    if (!first || !firstShare || !r.shares || r.shares->comparedSamples == 0)
        return {};
    QString text =
        tr("The recommendation (%1) is the cheapest in %2 of %3 possible futures")
            .arg(cardName(e, first->cardId), shareText(*firstShare), format::integer(r.shares->comparedSamples));
    // The option that wins most of the other futures, when one does.
    std::size_t best = 0;
    double bestShare = 0.0;
    for (std::size_t i = 1; i < r.shares->probabilityCheapest.size(); ++i)
        if (const auto p = r.shares->probabilityCheapest[i]; p && *p > bestShare) {
            best = i;
            bestShare = *p;
        }
    if (best > 0)
        text += tr("; option %1 (%2) in %3")
                    .arg(best + 1)
                    .arg(RecommendationText::optionSummary(e, r.result.ranked[best]), shareText(bestShare));
    return text + tr(" (varying: %1).").arg(varyingInputs(r));
}

QString OptionSharesText::headlineShare(const ScenarioRecommendation& r)
{
    const std::optional<double> share = r.probabilityCheapest(0);
    if (!share || !r.shares || r.shares->comparedSamples == 0)
        return {};
    return tr("cheapest in %1").arg(shareText(*share));
}

} // namespace gputco::ui
