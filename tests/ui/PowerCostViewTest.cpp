#include "UiTestSupport.h"

#include "charts/ChartBandLayer.h"
#include "charts/LineComparisonChart.h"
#include "cost/Tco.h"
#include "export/TableCsvExport.h"
#include "format/Format.h"
#include "models/PowerCostTableModel.h"
#include "performance/DeploymentSizer.h"
#include "power/EnergyCost.h"
#include "power/ServerPower.h"
#include "scenario/LeadingOption.h"
#include "scenario/WorkloadInputs.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "session/UncertaintyBandsRun.h"
#include "views/PowerCostView.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

ScenarioState servingScenario()
{
    ScenarioState state; // Llama-3.1-70B, BF16, 8,192-token context of which 512 generated, 2,000 tokens/s, 50 ms
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    return state;
}

} // namespace

TEST_CASE("Inference economics are core's deployment, power and electricity for each selected card", "[economics]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    const ScenarioState state = servingScenario();
    session.editor().resetTo(state);
    const EvaluationPtr e = session.evaluation().current();
    const CardEvaluation* h100 = e->find("h100-sxm-80gb");
    REQUIRE(h100->economicsComputed);
    CHECK_FALSE(e->find("l4")->economicsComputed); // not selected: not computed

    // The same chain of core calls, by hand.
    const Accelerator& card = *h100->card;
    InferenceInputs base;
    base.outputTokens = 512;
    base.inputTokens = 8192 - 512;
    ServiceTarget target;
    target.outputTokensPerSecond = 2000.0;
    target.maxTpot = Duration::seconds(0.050);
    const auto plan = sizeDeployment(modelFor(state.workload, {}), card, base, target);
    INFO((plan ? std::string() : plan.error().describe()));
    REQUIRE(plan);
    CHECK(h100->economics.gpus == plan->gpus);

    // The test catalogue's DGX H100 sets the server envelope (10.2 kW system maximum).
    const auto profile = serverPowerProfile(card, test::sampleCatalogue()->servers.front());
    REQUIRE(profile);
    const ClusterPower power = clusterPower(*profile, plan->gpus, PowerWorkload::Inference, 0.7, 1.3);
    REQUIRE(h100->economics.power);
    CHECK(h100->economics.power->itAverage.inWatts() == Approx(power.itAverage.inWatts()));

    ElectricityInputs year;
    year.itPowerEach = power.itAverage;
    year.period = Duration::hours(24.0 * 365.0);
    year.pue = 1.3;
    year.tariff = Tariff::flat(Money::amount(0.70));
    year.carbonKgPerKwh = 0.5366;
    const auto bill = electricityCost(year);
    REQUIRE(bill);
    REQUIRE(h100->economics.yearlyElectricity);
    CHECK(h100->economics.yearlyElectricity->cost.inCurrencyUnits() == Approx(bill->cost.inCurrencyUnits()));
    CHECK(*h100->economics.yearlyElectricity->co2Kg == Approx(*bill->co2Kg));

    // The test card costs 30,000 USD; at 7.2 CNY/USD the capex is GPUs x 216,000 CNY.
    REQUIRE(h100->economics.capex);
    CHECK(h100->economics.capex->gpus.inCurrencyUnits() == Approx(plan->gpus * 216000.0));
    REQUIRE(h100->economics.tco);
    CHECK(h100->economics.tco->cumulativeByMonth.size() == 49); // month 0 to 48
}

TEST_CASE("Doubling the electricity price doubles the yearly bill and leaves the fit alone", "[economics]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(servingScenario());
    const EvaluationPtr before = session.evaluation().current();
    session.editor().editEconomics(QStringLiteral("price"), [](EconomicsState& e) { e.electricityPricePerKwh = 1.4; });
    const EvaluationPtr after = session.evaluation().current();
    const auto& b = before->find("mi300x")->economics;
    const auto& a = after->find("mi300x")->economics;
    // Same energy, twice the price: cost = facility energy x price (core EnergyCost).
    CHECK(a.yearlyElectricity->facilityEnergy.inKilowattHours()
          == Approx(b.yearlyElectricity->facilityEnergy.inKilowattHours()));
    CHECK(a.yearlyElectricity->cost.inCurrencyUnits() == Approx(2.0 * b.yearlyElectricity->cost.inCurrencyUnits()));
    CHECK(after->find("mi300x")->fit.parallel == before->find("mi300x")->fit.parallel);
}

TEST_CASE("The power and cost view draws one TCO line per card and a table that passes the model tester", "[view]")
{
    test::application();
    // The sample catalogue plus a cloud offer for the H100 (a round test figure), so a rented line is drawn.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    CloudOffer offer;
    offer.id = "test-cloud-h100";
    offer.provider = "Test cloud";
    offer.cardId = "h100-sxm-80gb";
    offer.onDemandPerGpuHour = Money::amount(2.0);
    catalogue->cloudOffers.push_back(offer);
    ScenarioSession session(catalogue);
    session.editor().resetTo(servingScenario());
    PowerCostView view;
    QAbstractItemModelTester tester(view.tableModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    view.setEvaluation(session.evaluation().current());
    view.renderNow();

    const EvaluationPtr& e = session.evaluation().current();
    CHECK(view.tableModel()->rowCount() == 2);
    const QStringList names = view.tcoChart()->lineNames();
    CHECK(names.contains(QStringLiteral("H100 SXM 80GB")));
    CHECK(names.contains(QStringLiteral("Instinct MI300X")));
    // The last point of the H100 line is core's cumulative TCO in million CNY; the resale value (17.5 % of capex
    // after 4 years on the default curve) is the last month's step down: months 0 to 48 and one more point.
    const QList<QPointF> h100 = view.tcoChart()->linePoints(QStringLiteral("H100 SXM 80GB"));
    const TcoResult& tco = *e->find("h100-sxm-80gb")->economics.tco;
    REQUIRE(h100.size() == 50);
    CHECK(h100.back().y() * 1e6 == Approx(tco.cumulativeByMonth.back().inCurrencyUnits()));
    CHECK(h100[48].x() == 48.0);
    CHECK(h100[48].y() * 1e6
          == Approx(tco.cumulativeByMonth.back().inCurrencyUnits() + tco.residualValue.inCurrencyUnits()));
    CHECK(tco.residualValue.inCurrencyUnits()
          == Approx(0.175 * e->find("h100-sxm-80gb")->economics.capex->total().inCurrencyUnits()));

    // Renting is drawn for cards with a cloud offer, dotted in the card's colour; the legend lists each card once
    // (the footnote explains the dotted lines).
    REQUIRE(e->find("h100-sxm-80gb")->economics.cloud);
    REQUIRE_FALSE(e->find("mi300x")->economics.cloud);
    CHECK(names.contains(QStringLiteral("H100 SXM 80GB rented")));
    view.resize(1200, 800);
    view.show();
    CHECK(view.tcoChart()->legendNames()
          == QStringList{QStringLiteral("H100 SXM 80GB"), QStringLiteral("Instinct MI300X")});

    // Ticks on round values: a year of months on the TCO chart (4 years); the price axis runs to 1.5 CNY/kWh
    // for the default 0.7 (twice the price, up in steps of 0.5), ticked every 0.25 (not 0.375).
    CHECK(view.tcoChart()->xTickIntervalDrawn() == 12.0);
    CHECK(view.electricityChart()->xTickIntervalDrawn() == 0.25);

    // Serving: each card's power from idle to busy ("assumed": no measured figure) and the energy per output token.
    QStringList serving;
    for (int c = 0; c < view.tableModel()->columnCount(); ++c)
        serving << view.tableModel()->headerData(c, Qt::Horizontal).toString();
    CHECK(serving.contains(QStringLiteral("Card power")));
    CHECK(serving.contains(QStringLiteral("J / token")));
    CHECK(view.tableModel()
              ->index(0, static_cast<int>(serving.indexOf(QStringLiteral("Card power"))))
              .data()
              .toString()
              .endsWith(QStringLiteral("(assumed)")));

    // Switching to training changes the table's columns (run time instead of tokens per second).
    session.editor().editWorkload(QStringLiteral("mode"),
                                  [](WorkloadState& w) { w = withTaskMode(w, TaskMode::PreTraining); });
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    QStringList headers;
    for (int c = 0; c < view.tableModel()->columnCount(); ++c)
        headers << view.tableModel()->headerData(c, Qt::Horizontal).toString();
    CHECK(headers.contains(QStringLiteral("Run time (days)")));
    CHECK_FALSE(headers.contains(QStringLiteral("Tokens/s")));
    CHECK_FALSE(headers.contains(QStringLiteral("J / token")));
}

TEST_CASE("A rented line thirty times the owned ones is named above the TCO axis, which fits the leading card",
          "[view][chart-scale]")
{
    test::application();
    // The sample catalogue plus a dear cloud offer for the H100 (a test figure: 100 USD per GPU-hour), so its rented
    // line ends far above every owned line.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    CloudOffer offer;
    offer.id = "test-cloud-h100-dear";
    offer.provider = "Test cloud";
    offer.cardId = "h100-sxm-80gb";
    offer.onDemandPerGpuHour = Money::amount(100.0);
    catalogue->cloudOffers.push_back(offer);
    ScenarioSession session(catalogue);
    session.editor().resetTo(servingScenario());
    PowerCostView view;
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    view.resize(1200, 800);
    view.show();

    const EvaluationPtr& e = session.evaluation().current();
    const CardEvaluation* lead = leadingOption(*e);
    REQUIRE(lead);
    const CardEconomics& h100 = e->find("h100-sxm-80gb")->economics;
    REQUIRE(h100.cloud);
    // The chart's unit is million CNY (the largest figure is in the millions).
    const double rented = h100.cloud->cloudCumulativeByMonth.back().inCurrencyUnits() / 1e6;
    double leadTop = 0.0;
    for (const Money& m : lead->economics.tco->cumulativeByMonth)
        leadTop = std::max(leadTop, m.inCurrencyUnits() / 1e6);
    // Hand check of the outlier: 70 % of 4 years is 24,528 hours; at 100 USD x 7.2 CNY per GPU-hour that is 17.7
    // million CNY per GPU rented, against about 1 million per owned GPU: far more than three times the lead.
    CHECK(rented > 3.0 * 2.0 * leadTop);
    // The axis reaches the leading card's line and stops well under the rented outlier, which is named with its value.
    const LineComparisonChart& chart = *view.tcoChart();
    CHECK(chart.yTop() >= leadTop);
    CHECK(chart.yTop() < rented / 2.0);
    CHECK(chart.offScaleLabels()
          == QStringList{QStringLiteral("↑ H100 SXM 80GB rented: %1 million CNY").arg(format::significant(rented))});
    // The costs span more than a decade: the log axis is offered, and on it nothing is off the scale.
    CHECK(view.logCostAxis()->isEnabled());
    view.logCostAxis()->setChecked(true);
    CHECK(chart.logScale());
    CHECK(chart.offScaleLabels().isEmpty());
    CHECK(chart.yTop() >= rented);
    view.logCostAxis()->setChecked(false);
}

TEST_CASE("The bands come from the background run: updating, then refined, never another scenario's", "[view]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state = servingScenario();
    state.uncertainty.samples = 400; // 250 first, then 400: both publications, and a fast test
    state.uncertainty.seed = 11;
    session.editor().resetTo(state);
    PowerCostView view;
    view.setBandsRun(&session.bandsRun());
    view.setEvaluation(session.evaluation().current());
    view.renderNow();

    // The run's results are delivered on this thread: none has landed yet, so none is drawn as current.
    CHECK(view.tcoChart()->bands().bandNames().isEmpty());
    CHECK(view.tcoChart()->bands().legendText() == QStringLiteral("P10–P90: updating…"));
    CHECK_FALSE(view.tableModel()->showsBands());

    session.bandsRun().waitForIdle();
    const EvaluationPtr e = session.evaluation().current();
    REQUIRE(session.bandsRun().latest());
    CHECK(session.bandsRun().latest()->complete());
    CHECK(view.tcoChart()->bands().bandNames()
          == QStringList{QStringLiteral("H100 SXM 80GB"), QStringLiteral("Instinct MI300X")});
    CHECK(view.tcoChart()->bands().legendText() == QStringLiteral("P10–P90 of 400 samples"));

    // The progressive result is exactly the one-run result with the same seed (what the report and the command
    // line draw).
    const UncertaintyBandsPtr now = computeBandsNow(e);
    REQUIRE(now);
    const CardBand* h100 = now->bandFor("h100-sxm-80gb");
    REQUIRE(h100);
    REQUIRE(h100->lifetimeTco);
    const CardBand* shown = session.bandsRun().latest()->bandFor("h100-sxm-80gb");
    REQUIRE(shown);
    CHECK(shown->lifetimeTco->p10 == h100->lifetimeTco->p10);
    CHECK(shown->lifetimeTco->p90 == h100->lifetimeTco->p90);
    CHECK(h100->lifetimeTco->p10 < h100->lifetimeTco->p90);

    // The table: the TCO cell carries its band, sorts by its typical value, and CSV keeps the plain figure.
    const PowerCostTableModel& model = *view.tableModel();
    int tcoColumn = -1;
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.headerData(c, Qt::Horizontal).toString() == QStringLiteral("TCO 4 y"))
            tcoColumn = c;
    REQUIRE(tcoColumn >= 0);
    const QModelIndex cell = model.index(0, tcoColumn); // the H100, first in the selection
    const Money typical = e->find("h100-sxm-80gb")->economics.tco->lifetimeTotal;
    CHECK(model.data(cell).toString()
          == format::moneyBand(typical, h100->lifetimeTco->p10, h100->lifetimeTco->p90, QStringLiteral("CNY")));
    CHECK(model.data(cell, PowerCostTableModel::SortRole).toDouble() == typical.inCurrencyUnits());
    CHECK(model.data(cell, PowerCostTableModel::PlainTextRole).toString()
          == format::money(typical, QStringLiteral("CNY")));
    CHECK(model.data(cell, Qt::ToolTipRole).toString().contains(QStringLiteral("P10–P90 of 400 samples, seed 11")));
    QStringList bandHeaders;
    for (int c : model.bandColumns())
        bandHeaders << model.headerData(c, Qt::Horizontal).toString();
    CHECK(bandHeaders
          == QStringList{QStringLiteral("TCO 4 y P10"), QStringLiteral("TCO 4 y P90"),
                         QStringLiteral("Per M tokens P10"), QStringLiteral("Per M tokens P90")});
    const QString csv = QString::fromUtf8(tableCsv(model));
    CHECK(csv.contains(QStringLiteral("TCO 4 y P90")));
    CHECK(csv.contains(format::money(h100->lifetimeTco->p90, QStringLiteral("CNY"))));
    CHECK_FALSE(csv.contains(model.data(cell).toString()));

    // The legend: the cards first, the bands' one entry last.
    view.resize(1200, 800);
    view.show();
    CHECK(view.tcoChart()->legendEntries()
          == QStringList{QStringLiteral("H100 SXM 80GB"), QStringLiteral("Instinct MI300X"),
                         QStringLiteral("P10–P90 of 400 samples")});
    CHECK_FALSE(view.tcoChart()->bands().stale());

    // The next change: the old bands stay, greyed, under "updating" (no flicker during a drag), never as the
    // new scenario's: the table drops them at once; the new ones land after the run.
    const QList<QPointF> before = view.tcoChart()->bands().upperPoints();
    session.editor().editEconomics(QStringLiteral("price"), [](EconomicsState& s) { s.electricityPricePerKwh = 1.4; });
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    CHECK(view.tcoChart()->bands().bandNames()
          == QStringList{QStringLiteral("H100 SXM 80GB"), QStringLiteral("Instinct MI300X")});
    CHECK(view.tcoChart()->bands().stale());
    CHECK(view.tcoChart()->bands().upperPoints() == before);
    CHECK(view.tcoChart()->bands().legendText() == QStringLiteral("P10–P90: updating…"));
    CHECK(view.tcoChart()->legendEntries().back() == QStringLiteral("P10–P90: updating…"));
    CHECK_FALSE(view.tableModel()->showsBands());
    // Two requests before the first lands: only the newest is ever published.
    session.editor().editEconomics(QStringLiteral("price"), [](EconomicsState& s) { s.electricityPricePerKwh = 1.5; });
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    session.bandsRun().waitForIdle();
    REQUIRE(session.bandsRun().latest());
    CHECK(session.bandsRun().latest()->evaluation == session.evaluation().current());
    CHECK(view.tableModel()->showsBands());
    CHECK_FALSE(view.tcoChart()->bands().stale());
    // A dearer kWh: the new bands sit higher than the greyed ones did.
    CHECK(view.tcoChart()->bands().upperPoints().back().y() > before.back().y());
}

TEST_CASE("Capex says \"no exchange rate\" only for a price in a currency without one", "[view][economics]")
{
    test::application();
    // The sample L4 (2,500 USD) holds Llama-3.1-70B in BF16 but no split meets the 50 ms per token target: it has
    // no deployment, so no capex, although USD converts at 7.2. The MI300X is priced in a made-up currency.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    for (Accelerator& card : catalogue->cards)
        if (card.id == "mi300x")
            card.price->currency = "XYZ";
    ScenarioSession session(catalogue);
    ScenarioState state = servingScenario();
    state.selectedCardIds = {"h100-sxm-80gb", "l4", "mi300x"};
    session.editor().resetTo(state);
    const EvaluationPtr e = session.evaluation().current();
    REQUIRE(e->find("l4")->economics.gpus == 0);
    REQUIRE(e->find("l4")->economics.performanceProblem);
    REQUIRE(e->find("mi300x")->economics.gpus > 0);

    PowerCostTableModel model;
    model.setEvaluation(e);
    int capex = -1;
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.headerData(c, Qt::Horizontal).toString() == QStringLiteral("Capex"))
            capex = c;
    REQUIRE(capex >= 0);
    const auto cell = [&](const QString& cardName, int role) {
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.data(model.index(r, 0)).toString() == cardName)
                return model.data(model.index(r, capex), role).toString();
        FAIL("no row for " << cardName.toStdString());
        return QString();
    };
    CHECK(cell(QStringLiteral("L4"), Qt::DisplayRole) == QStringLiteral("\u2014"));
    // Its tooltip says why (core's reason), and neither that the currency nor that the price is missing.
    const QString why = cell(QStringLiteral("L4"), Qt::ToolTipRole);
    CHECK(why.startsWith(QStringLiteral("No deployment: ")));
    CHECK_FALSE(why.contains(QStringLiteral("exchange rate")));
    CHECK_FALSE(why.contains(QStringLiteral("no price")));
    CHECK(cell(QStringLiteral("Instinct MI300X"), Qt::DisplayRole) == QStringLiteral("no exchange rate"));
    CHECK(cell(QStringLiteral("Instinct MI300X"), Qt::ToolTipRole).contains(QStringLiteral("price is in XYZ")));
    // The H100's 30,000 USD at 7.2 CNY/USD: GPUs x 216,000 CNY, as money.
    CHECK(cell(QStringLiteral("H100 SXM 80GB"), Qt::DisplayRole).endsWith(QStringLiteral(" CNY")));
}
