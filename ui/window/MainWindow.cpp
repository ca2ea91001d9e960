#include "window/MainWindow.h"

#include "catalogue/MeasurementImportDialog.h"
#include "catalogue/ModelImportAction.h"
#include "export/ExportContextMenus.h"
#include "help/AboutBox.h"
#include "help/HelpBrowser.h"
#include "help/HelpDocuments.h"
#include "panels/CardSelectionPanel.h"
#include "panels/ConstraintsPanel.h"
#include "panels/EconomicsPanel.h"
#include "panels/WorkloadPanel.h"
#include "scenario/ApplyOption.h"
#include "scenariofile/ComparedScenarioActions.h"
#include "scenariofile/ScenarioFileActions.h"
#include "session/CatalogueStore.h"
#include "session/ComparedScenario.h"
#include "session/ComparisonRun.h"
#include "session/LiveEvaluation.h"
#include "session/RecommendationSearch.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "session/UncertaintyBandsRun.h"
#include "views/AbView.h"
#include "views/CatalogueView.h"
#include "views/ComparisonView.h"
#include "views/MemoryFitView.h"
#include "views/PowerCostView.h"
#include "views/RackView.h"
#include "views/RecommendView.h"
#include "views/SensitivityView.h"
#include "views/ServingView.h"
#include "widgets/ElidedLabel.h"
#include "window/AbStatusText.h"
#include "window/FileDropFilter.h"
#include "window/LoadingOverlay.h"
#include "window/StatusSummary.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>

namespace gputco::ui {

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
constexpr int kLayoutVersion = 1;

// A tab's title as a menu entry: without its mnemonic (the menu has its own), a literal ampersand kept ("Power &&
// cost" shows "Power & cost"), and without the bracketed mnemonic of a Chinese title ("显存容量(&M)").
QString menuTextOfTab(QString title)
{
    static const QRegularExpression bracketed(QStringLiteral("\\(&[^&]\\)$"));
    title.remove(bracketed);
    QString out;
    for (qsizetype i = 0; i < title.size(); ++i) {
        if (title[i] != QLatin1Char('&'))
            out += title[i];
        else if (i + 1 < title.size() && title[i + 1] == QLatin1Char('&')) {
            out += QStringLiteral("&&"); // a literal ampersand stays escaped for the menu
            ++i;
        }
    }
    return out;
}
} // namespace

MainWindow::MainWindow(ScenarioSession& session, QWidget* parent)
    : QMainWindow(parent)
    , session_(session)
{
    setWindowTitle(tr("GPU TCO Explorer"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    buildViews();
    installExportMenus(*tabs_); // right-click a chart or table to export it
    buildDocks();
    buildMenus();

    summary_ = new StatusSummary(this);
    summary_->setSearch(&session_.recommendationSearch());
    recommend_->setSearch(&session_.recommendationSearch());
    comparison_->setRun(&session_.comparisonRun());
    powerCost_->setBandsRun(&session_.bandsRun());
    statusBar()->addWidget(summary_, 1);
    abStatus_ = new ElidedLabel(this); // beside a long recommendation both shorten, ending in "..."
    abStatus_->setToolTip(tr("Total cost of ownership of the leading option in scenario B against A (the A/B view)"));
    statusBar()->addPermanentWidget(abStatus_);

    connect(&session_.evaluation(), &LiveEvaluation::evaluated, this, &MainWindow::showEvaluation);
    connect(&session_.comparedScenario(), &ComparedScenario::changed, this, &MainWindow::showScenarioB);
    connect(&session_.evaluation(), &LiveEvaluation::catalogueChanged, this, [this] {
        catalogue_->setCatalogue(session_.evaluation().catalogue());
        showCatalogueModels(); // an imported model joins the list
    });
    catalogue_->setCatalogue(session_.evaluation().catalogue());
    showCatalogueModels();
    showEvaluation(session_.evaluation().current());
    showScenarioB();
    loading_ = new LoadingOverlay(tr("Loading catalogue…"), tabs_);
    connect(&session_, &ScenarioSession::catalogueLoadingChanged, this, &MainWindow::showCatalogueLoading);
    if (session_.catalogueLoading())
        showCatalogueLoading(true);
    resize(1440, 900);
}

void MainWindow::showCatalogueLoading(bool loading)
{
    // The scenario and the views wait for the catalogue: nothing to edit or read until it is there.
    for (QDockWidget* dock : std::as_const(docks_))
        dock->widget()->setEnabled(!loading);
    for (int tab = 0; tab < tabs_->count(); ++tab)
        tabs_->widget(tab)->setEnabled(!loading);
    loading_->setVisible(loading);
    // The status line says it too, in place of its figures for the empty catalogue ("No selected card ...").
    if (loading)
        statusBar()->showMessage(loading_->text());
    else
        statusBar()->clearMessage();
}

QString MainWindow::loadingText() const { return loading_->isHidden() ? QString() : loading_->text(); }

void MainWindow::showCatalogueModels()
{
    if (const auto& catalogue = session_.evaluation().catalogue())
        workload_->setCatalogueModels(catalogue->models);
}

void MainWindow::buildViews()
{
    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    memoryFit_ = new MemoryFitView;
    powerCost_ = new PowerCostView;
    sensitivity_ = new SensitivityView;
    comparison_ = new ComparisonView;
    rack_ = new RackView;
    catalogue_ = new CatalogueView;
    if (CatalogueStore* store = session_.catalogueStore())
        catalogue_->setStore(*store); // editable only with a database behind the session
    tabs_->addTab(memoryFit_, tr("&Memory fit"));
    tabs_->addTab(powerCost_, tr("&Power && cost"));
    tabs_->addTab(sensitivity_, tr("&Sensitivity"));
    tabs_->addTab(comparison_, tr("&Training vs inference"));
    tabs_->addTab(rack_, tr("&Rack && cooling"));
    tabs_->addTab(catalogue_, tr("C&atalogue"));
    ab_ = new AbView;
    tabs_->addTab(ab_, tr("A/&B"));
    recommend_ = new RecommendView;
    tabs_->addTab(recommend_, tr("Recomme&nd"));
    serving_ = new ServingView;
    tabs_->addTab(serving_, tr("Ser&ving"));
    connect(recommend_, &RecommendView::useOptionRequested, this, [this](const RecommendOption& option) {
        const ScenarioState next =
            withOption(session_.editor().state(), option, *session_.evaluation().current()->catalogue);
        const Accelerator* card = session_.evaluation().current()->catalogue->findCard(option.cardId);
        const QString cardName = QString::fromStdString(card != nullptr ? card->displayName() : option.cardId);
        session_.editor().edit(tr("Use option: %1 × %2").arg(option.gpus).arg(cardName),
                               [&next](ScenarioState& s) { s = next; });
        rack_->showCard(QString::fromStdString(option.cardId)); // Rack & cooling lays out the option taken
    });
    connect(rack_, &RackView::serverChosen, this, [this](const QString& cardId, const QString& serverId) {
        session_.editor().edit(tr("Choose server for %1").arg(cardId), [&](ScenarioState& s) {
            if (serverId.isEmpty())
                s.economics.serverByCard.erase(cardId.toStdString());
            else
                s.economics.serverByCard[cardId.toStdString()] = serverId.toStdString();
        });
    });
    connect(rack_, &RackView::powerCapChosen, this, [this](const QString& cardId, int watts) {
        if (cardId.isEmpty())
            return;
        session_.editor().edit(tr("Power cap for %1").arg(cardId), [&](ScenarioState& s) {
            if (watts <= 0)
                s.economics.powerCapWattsByCard.erase(cardId.toStdString());
            else
                s.economics.powerCapWattsByCard[cardId.toStdString()] = watts;
        });
    });
    views_ = {memoryFit_, powerCost_, sensitivity_, comparison_, rack_, ab_, recommend_, serving_};
    setCentralWidget(tabs_);
}

void MainWindow::buildDocks()
{
    // `title` is the dock's tab: short, so the four tabs sharing the left column (about 400 px) read whole in
    // English at 1440x900 rather than "Economics and fac..."; `menuText` is the longer name in the View menu.
    auto addDock = [this](const QString& title, const QString& menuText, const QString& objectName, QWidget* content) {
        auto* dock = new QDockWidget(title, this);
        dock->setObjectName(objectName); // saveState() needs names
        dock->setWidget(content);
        dock->toggleViewAction()->setText(menuText);
        addDockWidget(Qt::LeftDockWidgetArea, dock);
        docks_ << dock;
        return dock;
    };
    workload_ = new WorkloadPanel(session_.scenario(), session_.editor());
    economics_ = new EconomicsPanel(session_.scenario(), session_.editor(), session_.evaluation());
    cards_ = new CardSelectionPanel(session_.scenario(), session_.editor(), session_.evaluation());
    QDockWidget* workload = addDock(tr("Workload"), tr("Workload"), QStringLiteral("workloadDock"), workload_);
    QDockWidget* economics = addDock(tr("Economics", "dock tab: the economics and facility panel"),
                                     tr("Economics and facility"), QStringLiteral("economicsDock"), economics_);
    QDockWidget* cards = addDock(tr("Cards"), tr("Cards"), QStringLiteral("cardsDock"), cards_);
    connect(cards, &QDockWidget::visibilityChanged, cards_, &CardSelectionPanel::setOnScreen);
    constraints_ = new ConstraintsPanel(session_.scenario(), session_.editor());
    QDockWidget* targets = addDock(tr("Targets", "dock tab: the targets and limits panel"), tr("Targets and limits"),
                                   QStringLiteral("targetsDock"), constraints_);
    // One column of tabs: each panel gets the full height at 1280x800; docks can be split or floated.
    tabifyDockWidget(workload, economics);
    tabifyDockWidget(economics, cards);
    tabifyDockWidget(cards, targets);
    workload->raise();
    resizeDocks({workload}, {400}, Qt::Horizontal);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    fileActions_ = new ScenarioFileActions(session_, *this);
    fileActions_->addTo(*file);
    file->addSeparator();
    bActions_ = new ComparedScenarioActions(session_, *this);
    bActions_->addTo(*file);
    ab_->setActions(bActions_->compareAction(), bActions_->pinAction());
    file->addSeparator();
    if (CatalogueStore* store = session_.catalogueStore()) {
        // A config.json from the menu or dropped on the window goes into the catalogue's models table.
        modelImport_ = new ModelImportAction(*store, *this);
        file->addAction(modelImport_->action());
        file->addSeparator();
        setAcceptDrops(true);
        installEventFilter(
            new FileDropFilter(this, [this](const QString& path) { modelImport_->importAndReport(path); }));
    }
    // The user's own benchmark files fitted into a measured-yours profile (saving needs the editable store).
    QAction* measurements = file->addAction(tr("Import meas&urements…"), this, [this] {
        auto* dialog = new MeasurementImportDialog(session_.catalogueStore(), session_.evaluation().catalogue(),
                                                   session_.scenario().state(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    measurements->setToolTip(tr("Fit a card's efficiency profile to your vLLM benchmark result and nvidia-smi log"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // Edit > Undo follows the front tab: the catalogue editor has its own history, every other view the scenario's.
    undoGroup_ = new QUndoGroup(this);
    undoGroup_->addStack(&session_.undoStack());
    if (CatalogueStore* store = session_.catalogueStore())
        undoGroup_->addStack(&store->undoStack());
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::followFrontTabWithUndo);
    followFrontTabWithUndo();
    // Our own actions rather than QUndoGroup's, whose text is the prefix, a space and the step: the step goes inside
    // the text, so the mnemonic sits where the language puts it ("撤销 打开 x.json(&U)", not "撤销(&U) 打开 x.json").
    QAction* undo = edit->addAction(tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    connect(undo, &QAction::triggered, undoGroup_, &QUndoGroup::undo);
    connect(undoGroup_, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    const auto undoText = [undo](const QString& step) {
        undo->setText(step.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(step));
    };
    connect(undoGroup_, &QUndoGroup::undoTextChanged, undo, undoText);
    QAction* redo = edit->addAction(tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    connect(redo, &QAction::triggered, undoGroup_, &QUndoGroup::redo);
    connect(undoGroup_, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    const auto redoText = [redo](const QString& step) {
        redo->setText(step.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(step));
    };
    connect(undoGroup_, &QUndoGroup::redoTextChanged, redo, redoText);
    undo->setEnabled(undoGroup_->canUndo());
    redo->setEnabled(undoGroup_->canRedo());
    undoText(undoGroup_->undoText());
    redoText(undoGroup_->redoText());
    edit->addSeparator();
    edit->addAction(tr("Reset &workload and economics"), this, [this] {
        const ScenarioState defaults = newScenario_ ? newScenario_() : ScenarioState{};
        session_.editor().edit(tr("Reset scenario"), [&defaults](ScenarioState& s) {
            s.workload = defaults.workload;
            s.economics = defaults.economics;
        });
    });

    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences..."), this, &MainWindow::preferencesRequested);
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < tabs_->count(); ++i) {
        QAction* a = view->addAction(menuTextOfTab(tabs_->tabText(i)), this, [this, i] { tabs_->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
    }
    view->addSeparator();
    for (QDockWidget* dock : docks_)
        view->addAction(dock->toggleViewAction());

    buildHelpMenu();
}

void MainWindow::followFrontTabWithUndo()
{
    CatalogueStore* store = session_.catalogueStore();
    const bool catalogueInFront = store != nullptr && tabs_->currentWidget() == catalogue_;
    undoGroup_->setActiveStack(catalogueInFront ? &store->undoStack() : &session_.undoStack());
}

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User guide"), this, [this] {
        HelpBrowser::open(this, tr("GPU TCO Explorer user guide"), userGuideResource());
    });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&How is this computed?"), this, &MainWindow::showHowComputed);
    help->addSeparator();
    help->addAction(tr("&About GPU TCO Explorer"), this, [this] {
        const auto& catalogue = session_.evaluation().catalogue();
        showAboutBox(this, catalogue ? QString::fromStdString(catalogue->version) : QString());
    });

    // The same question beside the view tabs: it opens the model description where the front view's figures
    // come from.
    auto* how = new QToolButton(tabs_);
    how->setObjectName(QStringLiteral("howComputedButton"));
    how->setText(tr("How is this computed?"));
    how->setToolTip(tr("The formulas and sources behind this view (docs/MODEL.md)"));
    how->setAutoRaise(true);
    connect(how, &QToolButton::clicked, this, &MainWindow::showHowComputed);
    tabs_->setCornerWidget(how, Qt::TopRightCorner);
}

void MainWindow::showHowComputed()
{
    // In the language of the window (QLocale() follows Preferences > Language), at the front view's section.
    HelpBrowser::open(this, tr("How is this computed?"), modelResource(), modelSectionForView(currentViewName()));
}

void MainWindow::waitForBackgroundWork()
{
    session_.waitForCatalogue();
    session_.evaluation().waitForIdle(); // a big catalogue's evaluation, which starts the searches below
    // A big catalogue's search takes long and the status line names the selected cards' best meanwhile, as the
    // window does: wait for it only where it is shown, in the Recommend view (or when it is quick).
    if (recommend_->isVisible() || !session_.evaluation().evaluatesInBackground())
        session_.recommendationSearch().waitForIdle();
    session_.bandsRun().waitForIdle();
    session_.comparisonRun().waitForIdle(); // asked for only by the Training vs inference view in front
    ab_->waitForBackgroundWork();
    if (serving_->isVisible())
        serving_->waitForBackgroundWork(); // hidden, it simulates nothing
}

void MainWindow::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    for (EvaluationView* v : views_)
        v->setEvaluation(evaluation);
    summary_->showEvaluation(evaluation);
    showAbStatus();
}

void MainWindow::showScenarioB()
{
    const ComparedScenario& b = session_.comparedScenario();
    ab_->setScenarioB(b.evaluation(), b.name());
    showAbStatus();
}

void MainWindow::showAbStatus()
{
    const EvaluationPtr& a = session_.evaluation().current();
    const EvaluationPtr& b = session_.comparedScenario().evaluation();
    const QString text = a && b ? abStatusText(*a, *b) : QString();
    if (abStatus_->text() != text)
        abStatus_->setText(text);
    abStatus_->setVisible(!text.isEmpty());
}

QString MainWindow::abStatusLine() const { return abStatus_->text(); }

QString MainWindow::currentViewName() const { return viewNames().value(tabs_->currentIndex()); }

QStringList MainWindow::viewNames()
{
    return {QStringLiteral("memory"),      QStringLiteral("power"),
            QStringLiteral("sensitivity"), QStringLiteral("training-inference"),
            QStringLiteral("rack"),        QStringLiteral("catalogue"),
            QStringLiteral("ab"),          QStringLiteral("recommend"),
            QStringLiteral("serving")};
}

namespace {

const QString kLegacyTrainingInferenceName = QStringLiteral("compare");

} // namespace

QStringList MainWindow::acceptedViewNames() { return viewNames() << kLegacyTrainingInferenceName; }

bool MainWindow::showView(const QString& name)
{
    const QString current = name == kLegacyTrainingInferenceName ? QStringLiteral("training-inference") : name;
    const int index = static_cast<int>(viewNames().indexOf(current));
    if (index < 0)
        return false;
    tabs_->setCurrentIndex(index);
    return true;
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kLayoutVersion));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!fileActions_->settleUnsavedChanges()) {
        event->ignore();
        return;
    }
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace gputco::ui
