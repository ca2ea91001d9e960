#pragma once

#include "catalogue/CatalogueSnapshot.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace gputco::ui {

class LiveEvaluation;
class Scenario;
class ScenarioEditor;
struct ScenarioState;

/// The parts behind one window: the scenario, its undo stack and editor, and the live evaluation.
/// Built by the composition root (app/gui/main.cpp) and by tests, then handed to the window.
class ScenarioSession final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioSession(std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent = nullptr);
    ~ScenarioSession() override;

    Scenario& scenario() const { return *scenario_; }
    QUndoStack& undoStack() const { return *undoStack_; }
    ScenarioEditor& editor() const { return *editor_; }
    LiveEvaluation& evaluation() const { return *evaluation_; }

private:
    Scenario* scenario_;
    QUndoStack* undoStack_;
    ScenarioEditor* editor_;
    LiveEvaluation* evaluation_;
};

/// A first selection for a catalogue: well-known cards when present (one per class), else the first eight.
std::vector<std::string> defaultCardSelection(const CatalogueSnapshot& catalogue);

} // namespace gputco::ui
