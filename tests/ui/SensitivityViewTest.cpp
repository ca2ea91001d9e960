#include "UiTestSupport.h"

#include "charts/TornadoChart.h"
#include "format/UncertaintyText.h"
#include "models/SensitivityRangesModel.h"
#include "scenario/LeadingOption.h"
#include "scenario/ScenarioEvaluator.h"
#include "uncertainty/LazyTornado.h"
#include "views/SensitivityFigures.h"
#include "views/SensitivityView.h"

#include <QAbstractItemModelTester>
#include <QComboBox>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

ScenarioState servingScenario()
{
    ScenarioState state; // Llama-3.1-70B served at 2,000 tokens/s, 0.70 CNY/kWh, PUE 1.3, 4 years
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    state.uncertainty.range(UncertainInput::ElectricityPrice) = {0.8, 1.3, false};
    state.uncertainty.range(UncertainInput::Pue).certain = true;
    return state;
}

const RangeRow& rowFor(const std::vector<RangeRow>& rows, UncertainInput input)
{
    for (const RangeRow& r : rows)
        if (r.input == input)
            return r;
    FAIL("no row");
    return rows.front();
}

} // namespace

TEST_CASE("The ranges table lists each input's range, how firm it is and its source", "[sensitivity]")
{
    test::application();
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(servingScenario(), test::sampleCatalogue());
    const std::vector<RangeRow> rows = rangeRows(*e, "h100-sxm-80gb");
    REQUIRE(rows.size() == kUncertainInputCount);

    // The user's electricity range 0.8 to 1.3 around the scenario's 0.70 CNY/kWh.
    const RangeRow& electricity = rowFor(rows, UncertainInput::ElectricityPrice);
    CHECK(electricity.low == QStringLiteral("-20 %"));
    CHECK(electricity.high == QStringLiteral("+30 %"));
    CHECK(electricity.typical == QStringLiteral("0.700 CNY/kWh"));
    CHECK(electricity.certain == QStringLiteral("uncertain"));
    CHECK(electricity.evidence == QStringLiteral("your figure"));
    // PUE fixed: no range.
    const RangeRow& pue = rowFor(rows, UncertainInput::Pue);
    CHECK(pue.certain == QStringLiteral("certain"));
    CHECK(pue.low == QStringLiteral("\u2014"));
    // The test card's price has no low and high: the default range, prices.md's H100 row (25,000 / 30,000 /
    // 40,000 USD: -17 % / +33 %).
    const RangeRow& price = rowFor(rows, UncertainInput::CardPrice);
    CHECK(price.low == QStringLiteral("-17 %"));
    CHECK(price.high == QStringLiteral("+33 %"));
    CHECK(price.typical == QStringLiteral("30,000 USD"));
    // Where the references say UNVERIFIED or weak, the table says so in words.
    CHECK(rowFor(rows, UncertainInput::Utilisation).evidence == QStringLiteral("UNVERIFIED"));
    CHECK(rowFor(rows, UncertainInput::ExchangeRate).evidence == QStringLiteral("UNVERIFIED"));
    CHECK(rowFor(rows, UncertainInput::Residual).evidence == QStringLiteral("weak source"));
    CHECK(rowFor(rows, UncertainInput::Residual).source.contains(QStringLiteral("weak source")));

    SensitivityRangesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRows(rows);
    CHECK(model.rowCount() == static_cast<int>(kUncertainInputCount));
}

TEST_CASE("The Sensitivity view opens on the cheapest card and draws its tornado, the widest bar on top",
          "[sensitivity]")
{
    test::application();
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(servingScenario(), test::sampleCatalogue());
    SensitivityView view;
    view.setEvaluation(e);
    view.renderNow();

    // The recommendation has not been searched: the default is the leading option (the cheapest by TCO).
    REQUIRE(leadingOption(*e));
    const std::string lead = leadingOption(*e)->card->id;
    CHECK(view.shownCardId() == lead);
    CHECK(view.cardChooser()->count() == 2);

    const CardTornado* t = e->tornado->forCard(lead);
    REQUIRE(t);
    REQUIRE_FALSE(t->bars.empty());
    const QStringList labels = view.chart()->labels();
    REQUIRE_FALSE(labels.isEmpty());
    // The first bar is core's widest, named with its range, and the answer names it.
    const TornadoBar& first = t->bars.front();
    CHECK(labels.front() == tornadoBarLabel(first.input, first.lowMultiple, first.highMultiple));
    CHECK(view.answer().contains(QString::fromStdString(leadingOption(*e)->card->model)));
    CHECK(view.answer().startsWith(uncertainInputLabel(first.input)));
    // Drawn in the axis's unit: the ends keep core's ratio.
    const TornadoChartBar& drawn = view.chart()->bars().front();
    CHECK(drawn.atHigh / drawn.atLow == Approx(first.tcoAtHigh.inCurrencyUnits() / first.tcoAtLow.inCurrencyUnits()));
    CHECK(view.rangesModel()->rowCount() == static_cast<int>(kUncertainInputCount));
    // Serving has a cost per million tokens to switch to.
    CHECK(view.measureChooser()->count() == 2);

    // The switch to the cost per million tokens: the bars by that figure's swing, the answer in its words.
    view.measureChooser()->setCurrentIndex(1);
    emit view.measureChooser()->activated(1);
    CHECK(view.answer().contains(QStringLiteral("cost per million tokens most")));
    const TornadoBar* widest = &t->bars.front();
    for (const TornadoBar& bar : t->bars)
        if (bar.unitCostSwing() > widest->unitCostSwing())
            widest = &bar;
    CHECK(view.chart()->labels().front() == tornadoBarLabel(widest->input, widest->lowMultiple, widest->highMultiple));
    view.measureChooser()->setCurrentIndex(0);
    emit view.measureChooser()->activated(0);

    // The user's card stays chosen when the scenario changes.
    const std::string other = lead == "mi300x" ? "h100-sxm-80gb" : "mi300x";
    const int index = view.cardChooser()->findData(QString::fromStdString(other));
    view.cardChooser()->setCurrentIndex(index);
    emit view.cardChooser()->activated(index);
    CHECK(view.shownCardId() == other);
    ScenarioState next = servingScenario();
    next.economics.electricityPricePerKwh = 0.9;
    view.setEvaluation(evaluator.evaluate(next, test::sampleCatalogue()));
    view.renderNow();
    CHECK(view.shownCardId() == other);
}
