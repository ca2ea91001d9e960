#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ScenarioEvaluator.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <memory>

namespace gputco {

class Scenario;

/// Re-evaluates the scenario on each change and hands the one result to every view.
///
/// With a catalogue of more than kBackgroundCards cards a change is evaluated on a worker (LatestRequestRunner:
/// the newest change wins) and evaluated() follows when it is done: an evaluation holds a CardEvaluation of about
/// 3.4 kB for every catalogue card, 343 MB to make and fill for 100,065 cards, about a second of the GUI thread
/// per slider step otherwise. The first evaluation (in the constructor) is always made at once, so current() is
/// never null; smaller catalogues are evaluated at once, as before.
class LiveEvaluation final : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kBackgroundCards = 2000;

    LiveEvaluation(Scenario& scenario, std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent = nullptr);

    const EvaluationPtr& current() const { return current_; }
    const std::shared_ptr<const CatalogueSnapshot>& catalogue() const { return catalogue_; }

    /// A new catalogue (loaded or edited): everything is recomputed.
    void setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue);
    /// The same scenario and catalogue evaluated from scratch, nothing reused: the notes an evaluation carries are
    /// written in the language installed when it was made, so a language switch asks for this.
    void reevaluate();
    /// Blocks until the change last made is evaluated and delivered (screenshots, reports, tests).
    void waitForIdle();
    /// True when changes are evaluated on the worker (a catalogue of more than kBackgroundCards cards).
    bool evaluatesInBackground() const;

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
    ScenarioEvaluator evaluator_; ///< used by one thread at a time: the worker's jobs run one after another
    EvaluationPtr current_;
    LatestRequestRunner runner_; ///< declared last: destroyed first, it waits for a job that uses evaluator_
};

} // namespace gputco
