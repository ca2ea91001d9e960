#include "UiTestSupport.h"
#include "database/CatalogueDatabase.h"

#include "panels/WorkloadPanel.h"
#include "scenario/DefaultCardSelection.h"
#include "scenario/LeadingOption.h"
#include "scenariofile/ScenarioFileActions.h"
#include "session/CatalogueStore.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/MemoryFitView.h"
#include "widgets/SliderSpinBox.h"
#include "window/MainWindow.h"
#include "window/StatusSummary.h"
#include "window/WidgetCapture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QImage>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <QMenu>
#include <QMenuBar>

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
    // The training-vs-inference view's old name still opens it (scripts written before the rename), under its
    // new name; the fourth tab.
    window.showView(QStringLiteral("memory"));
    CHECK(window.showView(QStringLiteral("compare")));
    CHECK(window.tabs()->currentIndex() == 3);
    CHECK(window.currentViewName() == QStringLiteral("training-inference"));

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

TEST_CASE("The dock tabs read whole at the default 1440x900 and the View menu names each panel in full", "[window]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    MainWindow window(session); // 1440x900, its default size
    REQUIRE(window.size() == QSize(1440, 900));
    window.show();
    QApplication::processEvents();
    // The four panels share the left column as tabs; "Economics and facility" and "Targets and limits" made the
    // bar elide every title ("Economics and fac...", "Ca...").
    QStringList tabs;
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible())
            for (int i = 0; i < bar->count(); ++i)
                tabs << bar->tabText(i);
    CHECK(tabs
          == QStringList{QStringLiteral("Workload"), QStringLiteral("Economics"), QStringLiteral("Cards"),
                         QStringLiteral("Targets")});
    CHECK(test::squeezedDockTabs(window).isEmpty());

    QStringList menu;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        menu << dock->toggleViewAction()->text();
    CHECK(menu.contains(QStringLiteral("Economics and facility")));
    CHECK(menu.contains(QStringLiteral("Targets and limits")));

    // The View menu's views, as the menu draws them (mnemonics gone, "&&" a literal ampersand): the tab title
    // "&Power && cost" read "Power  cost" when both ampersands were stripped.
    QStringList views;
    for (const QMenu* m : window.menuBar()->findChildren<QMenu*>())
        if (m->title() == QStringLiteral("&View"))
            for (const QAction* a : m->actions())
                if (!a->isSeparator() && !a->isCheckable())
                    views << a->text().replace(QStringLiteral("&&"), QStringLiteral("&"));
    CHECK(views.contains(QStringLiteral("Power & cost")));
    CHECK(views.contains(QStringLiteral("Rack & cooling")));
    CHECK(views.contains(QStringLiteral("Memory fit")));
}

TEST_CASE("The Cards tab fills its table when its tab comes to the front, not when the window opens", "[window]")
{
    // Tabbed behind Workload, the Cards panel is shown with the window but kept off screen: filling its table then
    // (100,065 rows sorted) took 0.2 s of the GUI thread while the first view and the recommendation were computed.
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    MainWindow window(session);
    window.show();
    QApplication::processEvents();
    QDockWidget* cardsDock = window.findChild<QDockWidget*>(QStringLiteral("cardsDock"));
    REQUIRE(cardsDock);
    QTableView* table = cardsDock->widget()->findChild<QTableView*>();
    REQUIRE(table);
    CHECK(table->model()->rowCount() == 0);

    cardsDock->raise();
    QApplication::processEvents();
    CHECK(table->model()->rowCount() == static_cast<int>(test::sampleCatalogue()->cards.size()));
    CHECK(test::sampleCatalogue()->cards.size() > 5);
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
    const RecommendOption* best = e->recommendation->get().recommended();
    REQUIRE(best);
    // Before the search answers, the line names the selected cards' best as such, never as the recommendation.
    const QString early = window.statusSummary()->text();
    if (!early.contains(QStringLiteral("Recommended:")))
        CHECK(early.contains(QStringLiteral("Best selected: %1 × %2")
                                 .arg(lead->economics.gpus)
                                 .arg(QString::fromStdString(lead->card->model))));
    window.waitForBackgroundWork(); // the search runs off the GUI thread
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

TEST_CASE("Inference -> Pre-training keeps each mode's batch, so Llama-3.1-70B at 8,192 tokens fits", "[window][mode]")
{
    // Issue 17: the window carried "Concurrent sequences 32" over as "Micro-batch per GPU 32": about 900 GB of
    // activations per GPU and no card fit. Each mode now keeps its own batch (training's default micro-batch 1).
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-70b";
    state.workload.contextTokens = 8192;
    state.workload.mode = TaskMode::Inference;
    state.workload.concurrency = 32;
    state.selectedCardIds = {"h100-sxm-80gb", "h200-sxm-141gb", "mi300x"};
    session.editor().resetTo(state);
    MainWindow window(session);
    WorkloadPanel* panel = window.workloadPanel();
    CHECK(panel->batchSlider()->value() == 32);

    QComboBox* mode = panel->modeCombo();
    const int training = mode->findData(static_cast<int>(TaskMode::PreTraining));
    mode->setCurrentIndex(training);
    emit mode->activated(training);
    const WorkloadState& w = session.scenario().state().workload;
    CHECK(w.mode == TaskMode::PreTraining);
    CHECK(w.microBatch == 1);
    CHECK(w.concurrency == 32);
    CHECK(panel->batchSlider()->value() == 1);
    const EvaluationPtr& e = session.evaluation().current();
    for (const char* id : {"h100-sxm-80gb", "h200-sxm-141gb", "mi300x"}) {
        INFO(id);
        const CardEvaluation* card = e->find(id);
        REQUIRE(card);
        CHECK(card->fit.fits);
        CHECK(card->fit.gpus() >= 8); // 70B with AdamW needs about 1.1 TB of model states
    }

    // A micro-batch set in training is kept there, and inference gets its 32 back.
    panel->batchSlider()->spinBox()->setValue(2);
    const int inference = mode->findData(static_cast<int>(TaskMode::Inference));
    mode->setCurrentIndex(inference);
    emit mode->activated(inference);
    CHECK(panel->batchSlider()->value() == 32);
    CHECK(session.scenario().state().workload.microBatch == 2);
}

TEST_CASE("Closing the window with unsaved changes asks first: Cancel keeps it open", "[window]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);
    MainWindow window(session);
    window.show();
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.fileActions()->setUnsavedChangesQuestion([&](const QString&) {
        ++asked;
        return answer;
    });
    session.editor().edit(QStringLiteral("Change years"), [](ScenarioState& s) { s.economics.years = 5; });

    CHECK_FALSE(window.close());
    CHECK(window.isVisible());
    CHECK(asked == 1);
    answer = QMessageBox::Discard;
    CHECK(window.close());
    CHECK(asked == 2);
}

TEST_CASE("The window shows while the catalogue loads, says so, then fills its views", "[window][catalogue]")
{
    test::application();
    // A small catalogue file made here (the built-in catalogue seeded into it), as the window finds one on disk.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    auto opened = CatalogueDatabase::open(path);
    REQUIRE(opened);
    CatalogueDatabase database = std::move(opened).value();
    REQUIRE_FALSE(database.isInMemory());
    CatalogueStore store(database);
    const std::shared_ptr<const CatalogueSnapshot> onDisk = store.snapshot();
    const std::size_t cards = onDisk->cards.size();
    REQUIRE(cards > 8);

    // As the composition root does: an empty catalogue until the file is read off the GUI thread.
    ScenarioSession session(std::make_shared<const CatalogueSnapshot>());
    session.attachCatalogueStore(store);
    std::size_t prepared = 0;
    session.loadCatalogue([&](const std::shared_ptr<const CatalogueSnapshot>& catalogue) {
        prepared = catalogue->cards.size();
        ScenarioState state;
        state.selectedCardIds = defaultCardSelection(*catalogue);
        session.editor().resetTo(state);
    });
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();

    // While it loads: the sentence over the views, panels and views greyed, nothing evaluated on a card.
    REQUIRE(session.catalogueLoading());
    CHECK(window.loadingText() == QStringLiteral("Loading catalogue…"));
    CHECK(window.statusBar()->currentMessage() == QStringLiteral("Loading catalogue…"));
    CHECK_FALSE(window.memoryFitView()->isEnabled());
    CHECK_FALSE(window.workloadPanel()->isEnabled());
    CHECK(session.evaluation().current()->cards.empty());

    // Loaded: every card of the file evaluated, the selection restored for it, the sentence gone, all usable.
    session.waitForCatalogue(); // the read, then the evaluation (not the recommendation's search: not shown here)
    CHECK_FALSE(session.catalogueLoading());
    CHECK(prepared == cards);
    CHECK(session.evaluation().current()->cards.size() == cards);
    CHECK(session.evaluation().current()->selected.size() == defaultCardSelection(*onDisk).size());
    CHECK(window.loadingText().isEmpty());
    CHECK(window.statusBar()->currentMessage().isEmpty());
    CHECK(window.memoryFitView()->isEnabled());
    CHECK(window.workloadPanel()->isEnabled());
}
