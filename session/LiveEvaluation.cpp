#include "session/LiveEvaluation.h"

#include "session/Scenario.h"

namespace gputco {

LiveEvaluation::LiveEvaluation(Scenario& scenario, std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent)
    : QObject(parent)
    , scenario_(scenario)
    , catalogue_(std::move(catalogue))
{
    connect(&scenario_, &Scenario::changed, this, &LiveEvaluation::recompute);
    current_ = evaluator_.evaluate(scenario_.state(), catalogue_);
}

void LiveEvaluation::setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue)
{
    catalogue_ = std::move(catalogue);
    if (evaluatesInBackground()) {
        // The worker evaluates while this thread takes in the new catalogue (the card list sorts 100,065 cards, about
        // half a second): the first figures land that much sooner. The evaluation is delivered after this returns.
        reevaluate();
        emit catalogueChanged();
        return;
    }
    emit catalogueChanged();
    reevaluate();
}

void LiveEvaluation::reevaluate()
{
    runner_.waitForIdle(); // the worker's job is done with the evaluator before it forgets what it reused
    evaluator_.reset();
    emit reevaluating();
    recompute();
}

bool LiveEvaluation::evaluatesInBackground() const { return catalogue_ && catalogue_->cards.size() > kBackgroundCards; }

void LiveEvaluation::waitForIdle() { runner_.waitForIdle(); }

void LiveEvaluation::recompute()
{
    if (!evaluatesInBackground()) {
        runner_.waitForIdle(); // a job for the catalogue before (a big one) is done with the evaluator
        current_ = evaluator_.evaluate(scenario_.state(), catalogue_);
        emit evaluated(current_);
        return;
    }
    runner_.submit([this, state = scenario_.state(), catalogue = catalogue_](
                       const LatestRequestRunner::CancelCheck& cancelled, const LatestRequestRunner::Deliver& deliver) {
        if (cancelled())
            return; // a newer change is waiting: evaluate that one instead
        EvaluationPtr evaluation = evaluator_.evaluate(state, catalogue);
        deliver([this, evaluation = std::move(evaluation)]() mutable {
            current_ = std::move(evaluation);
            emit evaluated(current_);
        });
    });
}

} // namespace gputco
