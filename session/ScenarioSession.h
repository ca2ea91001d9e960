#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace gputco {
struct ScenarioState;
}

namespace gputco {

class CatalogueStore;
class LiveEvaluation;
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

    Scenario& scenario() const { return *scenario_; }
    QUndoStack& undoStack() const { return *undoStack_; }
    ScenarioEditor& editor() const { return *editor_; }
    LiveEvaluation& evaluation() const { return *evaluation_; }
    /// The scenario the window compares with (A/B); unset until the user pins or opens one.
    ComparedScenario& comparedScenario() const { return *comparedScenario_; }
    /// Searches the recommendation off the GUI thread for the views that show it (Recommend view, status line).
    RecommendationSearch& recommendationSearch() const { return *recommendationSearch_; }
    /// Draws the Monte Carlo bands off the GUI thread for the views that show them (Power & cost).
    UncertaintyBandsRun& bandsRun() const { return *bandsRun_; }

private:
    Scenario* scenario_;
    QUndoStack* undoStack_;
    ScenarioEditor* editor_;
    LiveEvaluation* evaluation_;
    CatalogueStore* catalogueStore_ = nullptr;
    ComparedScenario* comparedScenario_;
    RecommendationSearch* recommendationSearch_;
    UncertaintyBandsRun* bandsRun_;
};

} // namespace gputco
