#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ScenarioState.h"

#include <QMainWindow>

#include <functional>
#include <utility>

class QLabel;
class QTabWidget;
class QUndoGroup;

namespace gputco {
class ScenarioSession;
} // namespace gputco

namespace gputco::ui {

class AbView;
class CardSelectionPanel;
class CatalogueView;
class ConstraintsPanel;
class ComparisonView;
class EconomicsPanel;
class EvaluationView;
class MemoryFitView;
class ModelImportAction;
class PowerCostView;
class RackView;
class RecommendView;
class ComparedScenarioActions;
class ScenarioFileActions;
class SensitivityView;
class ServingView;
class StatusSummary;
class WorkloadPanel;

/// Assembles the window: panels in docks, views in tabs, menus, the status line. It owns no logic: the
/// session computes, the panels edit, the views draw.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(ScenarioSession& session, QWidget* parent = nullptr);

    /// The views' names, in tab order: memory, power, sensitivity, training-inference, rack, catalogue, ab,
    /// recommend, serving.
    static QStringList viewNames();
    /// viewNames() and the older names still accepted: "compare" named the training-vs-inference view until
    /// "compare" came to mean scenario B of the A/B view (--compare); scripts using it keep working.
    static QStringList acceptedViewNames();
    /// Brings a view to the front (by a name of acceptedViewNames()); false if the name is unknown.
    bool showView(const QString& name);
    /// The name of the view in front (one of viewNames()).
    QString currentViewName() const;

    /// Window geometry and dock layout from / to QSettings.
    void restoreLayout();
    void saveLayout() const;

    WorkloadPanel* workloadPanel() const { return workload_; }
    EconomicsPanel* economicsPanel() const { return economics_; }
    CardSelectionPanel* cardPanel() const { return cards_; }
    ConstraintsPanel* constraintsPanel() const { return constraints_; }
    MemoryFitView* memoryFitView() const { return memoryFit_; }
    PowerCostView* powerCostView() const { return powerCost_; }
    StatusSummary* statusSummary() const { return summary_; }
    QTabWidget* tabs() const { return tabs_; }
    ScenarioFileActions* fileActions() const { return fileActions_; }
    ComparedScenarioActions* comparedScenarioActions() const { return bActions_; }
    AbView* abView() const { return ab_; }
    /// File > Import model... (null without an editable catalogue behind the session).
    ModelImportAction* modelImportAction() const { return modelImport_; }
    RecommendView* recommendView() const { return recommend_; }
    SensitivityView* sensitivityView() const { return sensitivity_; }
    ServingView* servingView() const { return serving_; }
    /// What Edit > Reset brings the workload and economics back to: a new scenario as whoever holds the
    /// preferences makes it (default facility, currency). Unset: the built-in defaults.
    void setNewScenario(std::function<ScenarioState()> newScenario) { newScenario_ = std::move(newScenario); }
    /// Blocks until the recommendation's background search has answered the newest scenario and the views and
    /// the status line show it (screenshots, tests).
    void waitForBackgroundWork();
    /// The status line's A/B field ("B vs A: TCO -12% (card)"); empty without a B.
    QString abStatusLine() const;
    /// "Loading catalogue...", over the views while the session reads its catalogue; empty once it is shown.
    QString loadingText() const;

signals:
    /// Edit > Preferences: whoever holds the preferences opens the dialog (the window holds none).
    void preferencesRequested();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildDocks();
    void buildViews();
    void showCatalogueModels(); ///< the catalogue's own models into the workload panel's model list
    void buildMenus();
    void buildHelpMenu();
    void followFrontTabWithUndo();
    void showHowComputed();
    void showEvaluation(const EvaluationPtr& evaluation);
    void showScenarioB();
    void showAbStatus();
    /// Greys the panels and views and says "Loading catalogue..." over them while the catalogue is read.
    void showCatalogueLoading(bool loading);

    ScenarioSession& session_;
    std::function<ScenarioState()> newScenario_;
    WorkloadPanel* workload_ = nullptr;
    EconomicsPanel* economics_ = nullptr;
    CardSelectionPanel* cards_ = nullptr;
    ConstraintsPanel* constraints_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    MemoryFitView* memoryFit_ = nullptr;
    PowerCostView* powerCost_ = nullptr;
    SensitivityView* sensitivity_ = nullptr;
    ServingView* serving_ = nullptr;
    ComparisonView* comparison_ = nullptr;
    RackView* rack_ = nullptr;
    CatalogueView* catalogue_ = nullptr;
    QList<EvaluationView*> views_;
    StatusSummary* summary_ = nullptr;
    QList<QDockWidget*> docks_;
    ScenarioFileActions* fileActions_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;
    AbView* ab_ = nullptr;
    RecommendView* recommend_ = nullptr;
    ComparedScenarioActions* bActions_ = nullptr;
    QLabel* abStatus_ = nullptr;
    ModelImportAction* modelImport_ = nullptr;
    QLabel* loading_ = nullptr;
};

} // namespace gputco::ui
