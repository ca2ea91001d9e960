#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ScenarioEvaluator.h"

#include <QObject>

#include <memory>

namespace gputco {

class Scenario;

/// Re-evaluates the scenario on each change and hands the one result to every view.
class LiveEvaluation final : public QObject {
    Q_OBJECT
public:
    LiveEvaluation(Scenario& scenario, std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent = nullptr);

    const EvaluationPtr& current() const { return current_; }
    const std::shared_ptr<const CatalogueSnapshot>& catalogue() const { return catalogue_; }

    /// A new catalogue (loaded or edited): everything is recomputed.
    void setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue);
    /// The same scenario and catalogue evaluated from scratch, nothing reused: the notes an evaluation carries are
    /// written in the language installed when it was made, so a language switch asks for this.
    void reevaluate();

signals:
    void catalogueChanged();
    /// Every figure is about to be computed afresh (a new catalogue or a new language): evaluations kept
    /// elsewhere (scenario B's) must be made again.
    void reevaluating();
    void evaluated(const gputco::EvaluationPtr& evaluation);

private:
    void recompute();

    Scenario& scenario_;
    std::shared_ptr<const CatalogueSnapshot> catalogue_;
    ScenarioEvaluator evaluator_;
    EvaluationPtr current_;
};

} // namespace gputco
