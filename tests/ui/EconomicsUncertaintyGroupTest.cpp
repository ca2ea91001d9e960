#include "UiTestSupport.h"

#include "panels/EconomicsPanel.h"
#include "panels/EconomicsPanelUncertainty.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The Uncertainty group edits the scenario's ranges, one undo step per control", "[panel][uncertainty]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);
    EconomicsPanel panel(session.scenario(), session.editor(), session.evaluation());
    EconomicsUncertaintyGroup* group = panel.uncertainty();
    REQUIRE(group);

    // The default electricity range, 0.65-0.90 around 0.70, shows as -7.1 % and +28.6 %.
    QDoubleSpinBox* high = group->highSpin(UncertainInput::ElectricityPrice);
    CHECK(high->value() == Approx(28.6).margin(0.05));
    CHECK(group->lowSpin(UncertainInput::ElectricityPrice)->value() == Approx(-7.1).margin(0.05));

    // Stepping the high end three times is one undo step; +50 % is a multiple of 1.5.
    const int steps = session.undoStack().count();
    high->setValue(40.0);
    high->setValue(45.0);
    high->setValue(50.0);
    CHECK(session.scenario().state().uncertainty.range(UncertainInput::ElectricityPrice).high == Approx(1.5));
    CHECK(session.undoStack().count() == steps + 1);

    // Marking an input certain keeps it at its typical value and greys its range out.
    group->certainBox(UncertainInput::Pue)->setChecked(true);
    CHECK(session.scenario().state().uncertainty.range(UncertainInput::Pue).certain);
    CHECK_FALSE(group->lowSpin(UncertainInput::Pue)->isEnabled());

    session.undoStack().undo();
    session.undoStack().undo();
    CHECK(session.scenario().state().uncertainty == UncertaintyState{});
    CHECK(high->value() == Approx(28.6).margin(0.05));
}
