#include "scenario/ScenarioSession.h"

#include "catalogue/CatalogueStore.h"
#include "commands/ScenarioEditor.h"
#include "scenario/LiveEvaluation.h"
#include "scenario/RecommendationSearch.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioB.h"
#include "scenario/UncertaintyBandsRun.h"

#include <QUndoStack>

namespace gputco::ui {

ScenarioSession::ScenarioSession(std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent)
    : QObject(parent)
    , scenario_(new Scenario(this))
    , undoStack_(new QUndoStack(this))
    , editor_(new ScenarioEditor(*scenario_, *undoStack_, this))
    , evaluation_(new LiveEvaluation(*scenario_, std::move(catalogue), this))
    , scenarioB_(new ScenarioB(*evaluation_, this))
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

std::vector<std::string> defaultCardSelection(const CatalogueSnapshot& catalogue)
{
    // A training flagship, its export variant, the big-memory parts, an inference card and an edge card.
    static const char* const kPreferred[] = {
        "h200-sxm-141gb", "h100-sxm-80gb", "h800-sxm-80gb", "a100-sxm-80gb", "h20", "mi300x", "l40s", "l4"};
    std::vector<std::string> ids;
    for (const Accelerator& card : catalogue.cards)
        for (const char* id : kPreferred)
            if (card.id == id)
                ids.push_back(card.id);
    if (ids.size() < 4) {
        ids.clear();
        for (std::size_t i = 0; i < catalogue.cards.size() && i < 8; ++i)
            ids.push_back(catalogue.cards[i].id);
    }
    return ids;
}

} // namespace gputco::ui
