#pragma once

#include "charts/TornadoChart.h"
#include "scenario/Evaluation.h"
#include "uncertainty/RangeProvenance.h"
#include "uncertainty/Tornado.h"
#include "uncertainty/TornadoOrder.h"

#include <QString>

#include <vector>

namespace gputco::ui {

/// "Lifetime TCO", "Cost per million tokens" or "Cost per run".
QString sensitivityMeasureLabel(const Evaluation& evaluation, SensitivityMeasure measure);

/// The bar's label: the input and its range, "Electricity price -7.1 % / +29 %".
QString tornadoBarLabel(UncertainInput input, double lowMultiple, double highMultiple);

/// A card's tornado as drawn: bars in the axis's display unit, the widest on top, and the texts around it.
struct TornadoFigure {
    std::vector<TornadoChartBar> bars;
    double typical = 0.0;
    QString axisTitle; ///< with the unit: "Lifetime TCO (million CNY)"
    QString question;  ///< the chart's title
    QString answer;    ///< "Electricity price moves H100 SXM 80GB's 4-year TCO most: 3.60 M CNY to 5.10 M CNY"
    QString footnote;
};

/// The figure of `tornado` (a card of `evaluation`) for `measure`, in core's order (orderedTornado: the unit cost
/// falls back to the TCO where the card has none; bars by the measure's swing, inputs that do not move it left out).
TornadoFigure tornadoFigure(const Evaluation& evaluation, const CardTornado& tornado, SensitivityMeasure measure);

/// One row of the ranges used: an input, its low and high against the typical value, whether it is certain, how
/// firm the range is (UNVERIFIED and weak said in words) and where it comes from.
struct RangeRow {
    UncertainInput input = UncertainInput::CardPrice;
    QString name;
    QString low; ///< "-17 %"; a dash for a certain input or one that does not apply
    QString typical;
    QString high; ///< "+33 %"
    QString certain;
    QString evidence;     ///< "sourced", "UNVERIFIED", "weak source", "your figure"
    QString source;       ///< one or two sentences
    QString sourceDetail; ///< the source with the catalogue quote's own references, for a tooltip
    RangeEvidence level = RangeEvidence::Sourced;

    friend bool operator==(const RangeRow&, const RangeRow&) = default;
};

/// Every uncertain input's range for one card as its tornado used it (the evaluation's LazyTornado); empty when
/// the card has no tornado.
std::vector<RangeRow> rangeRows(const Evaluation& evaluation, std::string_view cardId);

} // namespace gputco::ui
