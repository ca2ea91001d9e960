#include "session/ScenarioSession.h"

#include "session/CatalogueStore.h"
#include "session/ComparedScenario.h"
#include "session/LiveEvaluation.h"
#include "session/RecommendationSearch.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/UncertaintyBandsRun.h"

#include <QUndoStack>

namespace gputco {

ScenarioSession::ScenarioSession(std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent)
    : QObject(parent)
    , scenario_(new Scenario(this))
    , undoStack_(new QUndoStack(this))
    , editor_(new ScenarioEditor(*scenario_, *undoStack_, this))
    , evaluation_(new LiveEvaluation(*scenario_, std::move(catalogue), this))
    , comparedScenario_(new ComparedScenario(*evaluation_, this))
    , recommendationSearch_(new RecommendationSearch(this))
    , bandsRun_(new UncertaintyBandsRun(this))
{
}

ScenarioSession::~ScenarioSession()
{
    // The undo stack's commands refer to the scenario: drop them first.
    undoStack_->clear();
}

void ScenarioSession::setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue)
{
    evaluation_->setCatalogue(std::move(catalogue));
}

void ScenarioSession::reevaluate() { evaluation_->reevaluate(); }

void ScenarioSession::attachCatalogueStore(CatalogueStore& store)
{
    catalogueStore_ = &store;
    connect(&store, &CatalogueStore::written, this, [this] { setCatalogue(catalogueStore_->snapshot()); });
}

} // namespace gputco
