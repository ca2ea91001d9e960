#include "UiTestSupport.h"

#include "panels/ConstraintsPanel.h"
#include "panels/EconomicsPanel.h"
#include "panels/WorkloadPanel.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QUndoStack>
#include <QWheelEvent>

#include <catch2/catch.hpp>

#include <memory>

using namespace gputco;
using namespace gputco::ui;

namespace {

// One notch of a mouse wheel turned towards the user (angle delta -120) over the middle of `widget`.
void wheelDownOver(QWidget* widget)
{
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
}

QList<QWidget*> wheelEditableControls(QWidget* panel)
{
    QList<QWidget*> controls;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w))
            controls << w;
    }
    // The scroll bars are the panel's own, not settings.
    controls.removeIf([](QWidget* w) { return qobject_cast<QScrollBar*>(w) != nullptr; });
    return controls;
}

} // namespace

TEST_CASE("The wheel over an unfocused control scrolls its panel and never edits the scenario", "[panel][wheel]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    session.editor().resetTo(state);

    std::unique_ptr<QWidget> panels[] = {
        std::make_unique<WorkloadPanel>(session.scenario(), session.editor()),
        std::make_unique<EconomicsPanel>(session.scenario(), session.editor(), session.evaluation()),
        std::make_unique<ConstraintsPanel>(session.scenario(), session.editor()),
    };
    for (auto& panel : panels) {
        // A short dock: the column must scroll.
        panel->resize(360, 300);
        panel->show();
        const QList<QWidget*> controls = wheelEditableControls(panel.get());
        REQUIRE(controls.size() >= 3);
        const ScenarioState before = session.scenario().state();
        auto* scroll = panel->findChild<QScrollArea*>();
        REQUIRE(scroll != nullptr);
        const int scrolledBefore = scroll->verticalScrollBar()->value();
        for (QWidget* control : controls) {
            CHECK(control->focusPolicy() == Qt::StrongFocus);
            wheelDownOver(control);
        }
        INFO(panel->metaObject()->className());
        CHECK(session.undoStack().count() == 0);
        CHECK(session.scenario().state() == before);
        // The wheel went to the panel instead.
        CHECK(scroll->verticalScrollBar()->value() > scrolledBefore);
    }
}

TEST_CASE("A focused combo box still takes the wheel", "[panel][wheel]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    WorkloadPanel panel(session.scenario(), session.editor());
    panel.resize(360, 600);
    panel.show();
    auto* combo = panel.findChild<QComboBox*>();
    REQUIRE(combo != nullptr);
    const int index = combo->currentIndex();
    combo->setFocus(Qt::OtherFocusReason);
    // Offscreen windows are not active: give the combo focus as a click would.
    QApplication::setActiveWindow(&panel);
    combo->setFocus(Qt::MouseFocusReason);
    REQUIRE(combo->hasFocus());
    wheelDownOver(combo);
    CHECK(combo->currentIndex() != index);
    CHECK(session.undoStack().count() == 1);
}
