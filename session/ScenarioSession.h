#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <QObject>

#include <functional>
#include <memory>

class QUndoStack;

namespace gputco {
struct ScenarioState;
}

namespace gputco {

class CatalogueLoad;
class CatalogueStore;
class LiveEvaluation;
class ComparisonRun;
class RecommendationSearch;
class Scenario;
class ComparedScenario;
class ScenarioEditor;
class UncertaintyBandsRun;

/// The parts behind one window: the scenario, its undo stack and editor, the live evaluation and scenario B.
/// Built by the composition root (app/gui/main.cpp) and by tests, then handed to the window.
class ScenarioSession final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioSession(std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent = nullptr);
    ~ScenarioSession() override;

    /// A new catalogue snapshot (after an edit in the catalogue view): one re-evaluation through the live
    /// evaluation, the single recompute path. The card selection is kept; ids that left the catalogue are skipped.
    void setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue);
    /// A and B evaluated again from scratch with the same scenario and catalogue (after a language switch, so the
    /// notes they carry are written in the new language).
    void reevaluate();
    /// The editable catalogue behind the snapshot: after every write to it the session takes a new snapshot.
    /// The store (and its database) must outlive the session.
    void attachCatalogueStore(CatalogueStore& store);
    /// The attached store, nullptr without one (the catalogue view is then read-only).
    CatalogueStore* catalogueStore() const { return catalogueStore_; }

    using PrepareCatalogue = std::function<void(const std::shared_ptr<const CatalogueSnapshot>&)>;
    /// Reads the attached store's catalogue file off the GUI thread (CatalogueLoad), so the window shows at once.
    /// Meanwhile catalogueLoading() holds and the session keeps the catalogue it was built with (the window's is
    /// empty). Once read, `prepare` gets the catalogue first (the composition root restores the scenario for it),
    /// then it becomes the session's catalogue, and catalogueLoading() ends when its first evaluation is delivered
    /// (a big catalogue is evaluated on a worker too). A catalogue in memory, or a file the worker cannot read, is
    /// read on the store's own connection instead.
    void loadCatalogue(PrepareCatalogue prepare);
    bool catalogueLoading() const { return loadingCatalogue_ != nullptr || awaitedCatalogue_ != nullptr; }
    /// Blocks until a catalogue being loaded is read, applied and its first evaluation delivered (screenshots, tests).
    void waitForCatalogue();

    Scenario& scenario() const { return *scenario_; }
    QUndoStack& undoStack() const { return *undoStack_; }
    ScenarioEditor& editor() const { return *editor_; }
    LiveEvaluation& evaluation() const { return *evaluation_; }
    /// The scenario the window compares with (A/B); unset until the user pins or opens one.
    ComparedScenario& comparedScenario() const { return *comparedScenario_; }
    /// Searches the recommendation off the GUI thread for the views that show it (Recommend view, status line).
    RecommendationSearch& recommendationSearch() const { return *recommendationSearch_; }
    /// Computes the training-vs-inference comparison off the GUI thread for its view.
    ComparisonRun& comparisonRun() const { return *comparisonRun_; }
    /// Draws the Monte Carlo bands off the GUI thread for the views that show them (Power & cost).
    UncertaintyBandsRun& bandsRun() const { return *bandsRun_; }

signals:
    /// loadCatalogue() began (true) or its catalogue's first evaluation has been delivered (false).
    void catalogueLoadingChanged(bool loading);

private:
    void applyLoadedCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue);

    Scenario* scenario_;
    QUndoStack* undoStack_;
    ScenarioEditor* editor_;
    LiveEvaluation* evaluation_;
    CatalogueStore* catalogueStore_ = nullptr;
    ComparedScenario* comparedScenario_;
    RecommendationSearch* recommendationSearch_;
    ComparisonRun* comparisonRun_;
    UncertaintyBandsRun* bandsRun_;
    CatalogueLoad* loadingCatalogue_ = nullptr; ///< the read in flight, until it lands
    PrepareCatalogue prepare_;
    const CatalogueSnapshot* awaitedCatalogue_ = nullptr; ///< applied, its first evaluation not delivered yet
};

} // namespace gputco
