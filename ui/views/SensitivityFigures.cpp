#include "views/SensitivityFigures.h"

#include "cost/ResidualCurve.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"
#include "format/UncertaintyText.h"
#include "uncertainty/LazyTornado.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

// The translation context of the view's figures (lupdate reads SensitivityText::tr calls).
class SensitivityText {
    Q_DECLARE_TR_FUNCTIONS(SensitivityText)
};

namespace {

QString cardName(const Evaluation& e, const std::string& id)
{
    const CardEvaluation* c = e.find(id);
    return QString::fromStdString(c && c->card ? c->card->model : id);
}

// A multiple of the typical value as a change: 0.93 -> "-7.1 %", 1.29 -> "+29 %".
QString change(double multiple)
{
    const double pct = (multiple - 1.0) * 100.0;
    if (std::abs(pct) < 0.05)
        return QStringLiteral("0 %");
    return (pct > 0 ? QStringLiteral("+") : QString()) + format::significant(pct, 2) + QStringLiteral(" %");
}

QString typicalText(const Evaluation& e, const CardEvaluation& card, UncertainInput input)
{
    const EconomicsState& econ = e.state.economics;
    const QString currency = QString::fromStdString(econ.currency);
    const CardEconomics& c = card.economics;
    switch (input) {
    case UncertainInput::CardPrice:
        return c.priceQuote ? format::money(c.priceQuote->amount, QString::fromStdString(c.priceQuote->currency))
                            : SensitivityText::tr("no price");
    case UncertainInput::CloudPrice:
        return c.cloudPricePerGpuHour
                   ? SensitivityText::tr("%1 per GPU-hour").arg(format::money(*c.cloudPricePerGpuHour, currency))
                   : SensitivityText::tr("no offer");
    case UncertainInput::ElectricityPrice:
        return SensitivityText::tr("%1 %2/kWh").arg(format::significant(econ.electricityPricePerKwh), currency);
    case UncertainInput::Pue: return format::significant(econ.pue);
    case UncertainInput::Utilisation: return format::percent(e.state.workload.utilisation);
    case UncertainInput::ComputeEfficiency:
    case UncertainInput::MemoryEfficiency: {
        // The efficiency the card's estimate used, and the profile it comes from.
        if (!card.card)
            return SensitivityText::tr("the model's estimate");
        const EfficiencyProfile profile = card.card->efficiencyProfile();
        const double share =
            input == UncertainInput::MemoryEfficiency ? profile.bandwidthShare.typical : profile.computeShare.typical;
        return SensitivityText::tr("%1 of peak (profile %2, %3)")
            .arg(format::percent(share), QString::fromStdString(profile.id), efficiencyEvidenceLabel(profile.evidence));
    }
    case UncertainInput::Life: return SensitivityText::tr("%1 years").arg(econ.years);
    case UncertainInput::Residual:
        return SensitivityText::tr("%1 of capex after %2 years")
            .arg(format::significant(100.0 * residualShareAfterMonths(econ.residual, econ.years * 12))
                 + QStringLiteral(" %"))
            .arg(econ.years);
    case UncertainInput::ExchangeRate:
        return SensitivityText::tr("%1 CNY per USD, %2 per EUR")
            .arg(format::significant(econ.cnyPerUsd), format::significant(econ.cnyPerEur));
    }
    return {};
}

QString evidenceText(RangeEvidence evidence)
{
    switch (evidence) {
    case RangeEvidence::Sourced: return SensitivityText::tr("sourced");
    case RangeEvidence::Weak: return SensitivityText::tr("weak source");
    case RangeEvidence::Unverified: return SensitivityText::tr("UNVERIFIED");
    case RangeEvidence::User: return SensitivityText::tr("your figure");
    }
    return {};
}

QString sourceText(const CardEvaluation& card, UncertainInput input, RangeOrigin origin)
{
    const CardEconomics& c = card.economics;
    switch (origin) {
    case RangeOrigin::Default: return defaultRangeText(input);
    case RangeOrigin::Edited: return SensitivityText::tr("Your range (the Uncertainty group or the scenario file).");
    case RangeOrigin::CatalogueQuote:
        if (c.priceQuote) {
            const QString quoteCurrency = QString::fromStdString(c.priceQuote->currency);
            const QString low = c.priceQuote->low ? format::money(*c.priceQuote->low, quoteCurrency)
                                                  : SensitivityText::tr("the default range's low end");
            const QString high = c.priceQuote->high ? format::money(*c.priceQuote->high, quoteCurrency)
                                                    : SensitivityText::tr("the default range's high end");
            return SensitivityText::tr("The catalogue's low and high price: %1 to %2 (%3).")
                .arg(low, high, priceConfidenceLabel(c.priceQuote->confidence));
        }
        return SensitivityText::tr("The catalogue's low and high price.");
    case RangeOrigin::OfferSpread:
        return SensitivityText::tr("The spread of the card's cloud offers (%1).").arg(cloudTermLabel(c.cloudTerm));
    case RangeOrigin::Certain: return SensitivityText::tr("Fixed by you: the input stays at its typical value.");
    case RangeOrigin::NotApplicable:
        return SensitivityText::tr("Not used: the other efficiency sets this card's speed.");
    case RangeOrigin::CardEfficiencyProfile: {
        const EfficiencyProfile profile = card.card ? card.card->efficiencyProfile() : EfficiencyProfile{};
        return SensitivityText::tr("The card's efficiency profile %1 (%2): %3")
            .arg(QString::fromStdString(profile.id), efficiencyEvidenceLabel(profile.evidence),
                 QString::fromStdString(profile.source));
    }
    }
    return {};
}

} // namespace

QString sensitivityMeasureLabel(const Evaluation& e, SensitivityMeasure measure)
{
    if (measure == SensitivityMeasure::LifetimeTco)
        return SensitivityText::tr("Lifetime TCO");
    return isTrainingTask(e.state.workload.mode) ? SensitivityText::tr("Cost per run")
                                                 : SensitivityText::tr("Cost per million tokens");
}

QString tornadoBarLabel(UncertainInput input, double lowMultiple, double highMultiple)
{
    return SensitivityText::tr("%1 %2 / %3").arg(uncertainInputLabel(input), change(lowMultiple), change(highMultiple));
}

TornadoFigure tornadoFigure(const Evaluation& e, const CardTornado& tornado, SensitivityMeasure wanted)
{
    const OrderedTornado ordered = orderedTornado(tornado, wanted);
    const SensitivityMeasure measure = ordered.measure;
    const bool unit = measure == SensitivityMeasure::UnitCost;
    const QString currency = QString::fromStdString(e.state.economics.currency);
    const QString card = cardName(e, tornado.cardId);
    const double typical = ordered.typical;
    const std::vector<const TornadoBar*>& order = ordered.bars;

    double largest = std::abs(typical);
    for (const TornadoBar* bar : order)
        largest =
            std::max({largest, std::abs(measuredAt(*bar, false, measure)), std::abs(measuredAt(*bar, true, measure))});
    const format::MoneyScale scale = format::moneyScale(largest, currency);

    TornadoFigure f;
    f.typical = typical / scale.divisor;
    for (const TornadoBar* bar : order)
        f.bars.push_back(TornadoChartBar{tornadoBarLabel(bar->input, bar->lowMultiple, bar->highMultiple),
                                         measuredAt(*bar, false, measure) / scale.divisor,
                                         measuredAt(*bar, true, measure) / scale.divisor});
    const QString label = sensitivityMeasureLabel(e, measure);
    f.axisTitle = SensitivityText::tr("%1 (%2)").arg(label, scale.unit);
    f.question = unit ? SensitivityText::tr("Which assumption moves %1's %2 most?").arg(card, label.toLower())
                      : SensitivityText::tr("Which assumption moves %1's TCO most?").arg(card);
    const QString what = unit ? label.toLower() : SensitivityText::tr("%1-year TCO").arg(e.state.economics.years);
    if (order.empty()) {
        f.answer =
            SensitivityText::tr("Nothing moves %1's %2: every input is certain or has no range.").arg(card, what);
    } else {
        const double a = measuredAt(*order.front(), false, measure);
        const double b = measuredAt(*order.front(), true, measure);
        // Both ends in one unit, so the range reads at a glance ("0.950 to 1.88 million CNY").
        const format::MoneyScale pair = format::moneyScale(std::max(std::abs(a), std::abs(b)), currency);
        f.answer = SensitivityText::tr("%1 moves %2's %3 most: %4 to %5 %6")
                       .arg(uncertainInputLabel(order.front()->input), card, what,
                            format::significant(std::min(a, b) / pair.divisor),
                            format::significant(std::max(a, b) / pair.divisor), pair.unit);
    }
    f.footnote =
        SensitivityText::tr("Each bar: one input at its low end and at its high end, every other input at its typical "
                            "value (the ranges in the table below). Dashed: the typical figure, %1.")
            .arg(format::money(unit ? *tornado.typicalUnitCost : tornado.typicalTco, currency));
    if (ordered.inputsLeftOut)
        f.footnote +=
            SensitivityText::tr(" Inputs that do not move it (the cloud rate, for an owned fleet) have no bar.");
    return f;
}

std::vector<RangeRow> rangeRows(const Evaluation& e, std::string_view cardId)
{
    std::vector<RangeRow> rows;
    const CardEvaluation* card = e.find(cardId);
    const CardMoneyBase* base = e.tornado ? e.tornado->baseFor(cardId) : nullptr;
    if (!card || !base)
        return rows;
    for (UncertainInput input : kAllUncertainInputs) {
        const RelativeRange& band = base->bands[indexOf(input)];
        const RangeProvenance& from = base->provenance[indexOf(input)];
        RangeRow row;
        row.input = input;
        row.name = uncertainInputLabel(input);
        const bool none = from.origin == RangeOrigin::Certain || from.origin == RangeOrigin::NotApplicable;
        const QString dash = QStringLiteral("\u2014");
        row.low = none ? dash : change(band.low);
        row.high = none ? dash : change(band.high);
        row.typical = typicalText(e, *card, input);
        row.certain = from.origin == RangeOrigin::Certain         ? SensitivityText::tr("certain")
                      : from.origin == RangeOrigin::NotApplicable ? SensitivityText::tr("not used")
                                                                  : SensitivityText::tr("uncertain");
        row.evidence = evidenceText(from.evidence);
        row.level = from.evidence;
        row.source = sourceText(*card, input, from.origin);
        row.sourceDetail = row.source;
        // The quote's references are long: the tooltip (and the report's "Prices used") carry them.
        if (from.origin == RangeOrigin::CatalogueQuote && card->economics.priceQuote
            && !card->economics.priceQuote->source.empty())
            row.sourceDetail += QLatin1Char(' ') + QString::fromStdString(card->economics.priceQuote->source);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace gputco::ui
