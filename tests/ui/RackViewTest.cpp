#include "UiTestSupport.h"

#include "facilityfit/DeploymentLoad.h"
#include "models/FacilityFitTableModel.h"
#include "rack/RackPlanner.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/RackView.h"
#include "widgets/RackElevationWidget.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSpinBox>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {
ScenarioState h100Serving()
{
    ScenarioState state; // Llama-3.1-70B serving 2,000 tokens/s at 50 ms per token
    state.selectedCardIds = {"h100-sxm-80gb", "l4"};
    return state;
}
} // namespace

TEST_CASE("The rack plan is core's for the card's servers: a facility's limits and ticks decide the fit", "[rack]")
{
    test::application();
    const auto catalogue = test::sampleCatalogue();
    ScenarioSession session(catalogue);
    session.editor().resetTo(h100Serving());
    const CardEvaluation* h100 = session.evaluation().current()->find("h100-sxm-80gb");
    REQUIRE(h100->rack.server);
    REQUIRE(h100->economics.power);
    CHECK(h100->rack.servers == h100->economics.power->servers);
    REQUIRE(h100->rack.plan);
    CHECK(h100->rack.genericRack);
    // Generic 42U rack, no breaker limit, no cooling limit: 42 U / 8 U = 5 DGX per rack, bound by space.
    CHECK(h100->rack.plan->serversPerRack == 5);
    CHECK(h100->rack.plan->binding == RackConstraint::Space);
    // The same plan straight from core.
    auto load = deploymentLoadFor(catalogue->servers[0], h100->card, h100->rack.servers);
    REQUIRE(load);
    CHECK(h100->rack.plan->itMax.inWatts() == Approx(h100->rack.servers * 10200.0));
    // The L4 has no server model in the test catalogue: no plan, and the reason says so.
    CHECK_FALSE(session.evaluation().current()->find("l4")->rack.plan);

    // In the west hub (contained air to 25 kW per rack) two DGX fit per rack: 2 x 10.2 = 20.4 kW <= 25 kW.
    session.editor().editEconomics(QStringLiteral("facility"), [](EconomicsState& e) { e.facilityId = "west-hub"; });
    h100 = session.evaluation().current()->find("h100-sxm-80gb");
    REQUIRE(h100->rack.chosenFit);
    CHECK_FALSE(h100->rack.genericRack);
    CHECK(h100->rack.plan->serversPerRack == 2);
    CHECK(h100->rack.plan->binding == RackConstraint::Cooling);
    CHECK(h100->rack.chosenFit->fits);

    // Requiring ISO 27001, which the test facility does not list, fails it with that reason.
    session.editor().editEconomics(QStringLiteral("iso"), [](EconomicsState& e) { e.requirements.iso27001 = true; });
    h100 = session.evaluation().current()->find("h100-sxm-80gb");
    REQUIRE(h100->rack.chosenFit);
    CHECK_FALSE(h100->rack.chosenFit->fits);
    bool certification = false;
    for (const FitReason& r : h100->rack.chosenFit->reasons)
        certification = certification || r.code == FitReasonCode::Certification;
    CHECK(certification);
}

TEST_CASE("The rack view shows the plan's figures, draws the fullest rack and lists every facility", "[rack][view]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state = h100Serving();
    state.economics.facilityId = "west-hub";
    session.editor().resetTo(state);
    RackView view;
    QAbstractItemModelTester tester(view.facilityModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    view.setEvaluation(session.evaluation().current());
    view.renderNow();

    CHECK(view.optionCombo()->currentData().toString() == QStringLiteral("h100-sxm-80gb"));
    const CardRack& rack = session.evaluation().current()->find("h100-sxm-80gb")->rack;
    CHECK(view.figure(QStringLiteral("Racks")) == QString::number(rack.plan->racks));
    CHECK(view.figure(QStringLiteral("Servers per rack")).startsWith(QStringLiteral("2 ")));
    CHECK(view.elevation()->picture().servers == 2);
    CHECK(view.elevation()->picture().serverUnits == 8);
    CHECK_FALSE(view.elevation()->picture().failing);
    REQUIRE(view.facilityModel()->rowCount() == 1);
    CHECK(
        view.facilityModel()->index(0, FacilityFitTableModel::Verdict).data(FacilityFitTableModel::FitsRole).toBool());
}

TEST_CASE("The power cap control sets the card's cap in one undo step, saved in the scenario", "[rack][power]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(h100Serving());
    auto* window = new MainWindow(session);
    auto* rack = window->findChild<RackView*>();
    REQUIRE(rack);
    rack->renderNow();
    REQUIRE(rack->optionCombo()->currentData().toString() == QStringLiteral("h100-sxm-80gb"));
    QSpinBox* cap = rack->powerCapBox();
    CHECK(cap->value() == 0);      // none
    CHECK(cap->maximum() == 1050); // 1.5 x the H100's 700 W
    const int steps = session.undoStack().count();

    cap->setValue(400);
    CHECK(session.undoStack().count() == steps + 1);
    CHECK(session.scenario().state().economics.powerCapWattsByCard.at("h100-sxm-80gb") == 400.0);
    const CardEvaluation* h100 = session.evaluation().current()->find("h100-sxm-80gb");
    REQUIRE(h100->card->powerCap);
    // The card draws at most 400 W when busy, and its server's maximum falls by 8 x 300 W (DGX H100: 7,800 W).
    CHECK(h100->economics.serverPower->card.busy().inWatts() == 400.0);
    CHECK(h100->economics.serverPower->systemMax.inWatts() == Approx(7800.0));

    session.undoStack().undo();
    CHECK(session.scenario().state().economics.powerCapWattsByCard.empty());
    delete window;
}
