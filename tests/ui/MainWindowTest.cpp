#include "UiTestSupport.h"

#include "commands/ScenarioEditor.h"
#include "panels/WorkloadPanel.h"
#include "scenario/LeadingOption.h"
#include "scenario/LiveEvaluation.h"
#include "scenario/ScenarioSession.h"
#include "widgets/SliderSpinBox.h"
#include "window/MainWindow.h"
#include "window/StatusSummary.h"
#include "window/WidgetCapture.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QImage>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The window shows each named view and renders itself to PNG", "[window]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = defaultCardSelection(*test::sampleCatalogue());
    session.editor().resetTo(state);
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();

    for (const QString& name : MainWindow::viewNames()) {
        CHECK(window.showView(name));
        CHECK(window.tabs()->currentIndex() == MainWindow::viewNames().indexOf(name));
    }
    CHECK_FALSE(window.showView(QStringLiteral("spreadsheet")));

    window.showView(QStringLiteral("memory"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.png"));
    CHECK(saveWidgetPng(window, path).isEmpty());
    const QImage image(path);
    CHECK(image.width() >= 1280);
    CHECK(image.height() >= 800);

    // To look at every view with the test catalogue: GPUTCO_UI_SCREENSHOT_DIR=/some/dir ui_tests "[window]"
    const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR");
    if (!lookDir.isEmpty())
        for (const QString& name : MainWindow::viewNames()) {
            window.showView(name);
            saveWidgetPng(window, lookDir + QStringLiteral("/test-") + name + QStringLiteral(".png"));
        }
}

TEST_CASE("The status line follows the scenario", "[window]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    session.editor().resetTo(state);
    MainWindow window(session);

    // The headline option is the selected card with the lowest cost over the period (both have test prices).
    const EvaluationPtr& e = session.evaluation().current();
    const CardEvaluation* lead = leadingOption(*e);
    REQUIRE(lead);
    for (const char* id : {"h100-sxm-80gb", "mi300x"})
        CHECK(lead->economics.tco->lifetimeTotal <= e->find(id)->economics.tco->lifetimeTotal);
    // The status line headlines the recommendation over every catalogue card, not the selected lead.
    REQUIRE(e->recommendation);
    const RecommendOption* best = e->recommendation->recommended();
    REQUIRE(best);
    const QString text = window.statusSummary()->text();
    CHECK(text.contains(QStringLiteral("Recommended: %1 × %2")
                            .arg(best->gpus)
                            .arg(QString::fromStdString(e->catalogue->findCard(best->cardId)->model))));
    CHECK(text.contains(QStringLiteral(" tok/s")));
    CHECK(text.contains(QStringLiteral(" / 4 y")));

    window.workloadPanel()->sizeSlider()->spinBox()->setValue(1000); // a 1T custom model
    CHECK(window.statusSummary()->text().contains(QStringLiteral(" T · ")));
}

TEST_CASE("The window layout is saved and restored through QSettings", "[window][settings]")
{
    test::application();
    QSettings().clear();
    ScenarioSession session(test::sampleCatalogue());
    {
        MainWindow window(session);
        auto* cards = window.findChild<QDockWidget*>(QStringLiteral("cardsDock"));
        REQUIRE(cards);
        window.addDockWidget(Qt::RightDockWidgetArea, cards);
        window.show();
        window.saveLayout();
    }
    MainWindow restored(session);
    restored.show();
    restored.restoreLayout();
    auto* cards = restored.findChild<QDockWidget*>(QStringLiteral("cardsDock"));
    REQUIRE(cards);
    CHECK(restored.dockWidgetArea(cards) == Qt::RightDockWidgetArea);
    QSettings().clear();
}
