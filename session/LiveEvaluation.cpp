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
    emit catalogueChanged();
    reevaluate();
}

void LiveEvaluation::reevaluate()
{
    evaluator_.reset();
    emit reevaluating();
    recompute();
}

void LiveEvaluation::recompute()
{
    current_ = evaluator_.evaluate(scenario_.state(), catalogue_);
    emit evaluated(current_);
}

} // namespace gputco
