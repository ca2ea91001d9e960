#include "session/ScenarioSession.h"

#include "session/CatalogueLoad.h"
#include "session/CatalogueStore.h"
#include "session/ComparedScenario.h"
#include "session/ComparisonRun.h"
#include "session/LiveEvaluation.h"
#include "session/RecommendationSearch.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/UncertaintyBandsRun.h"

#include <QUndoStack>

#include <utility>

namespace gputco {

ScenarioSession::ScenarioSession(std::shared_ptr<const CatalogueSnapshot> catalogue, QObject* parent)
    : QObject(parent)
    , scenario_(new Scenario(this))
    , undoStack_(new QUndoStack(this))
    , editor_(new ScenarioEditor(*scenario_, *undoStack_, this))
    , evaluation_(new LiveEvaluation(*scenario_, std::move(catalogue), this))
    , comparedScenario_(new ComparedScenario(*evaluation_, this))
    , recommendationSearch_(new RecommendationSearch(this))
    , comparisonRun_(new ComparisonRun(this))
    , bandsRun_(new UncertaintyBandsRun(this))
{
    connect(evaluation_, &LiveEvaluation::evaluated, this, [this](const EvaluationPtr& evaluation) {
        if (awaitedCatalogue_ && evaluation && evaluation->catalogue.get() == awaitedCatalogue_) {
            awaitedCatalogue_ = nullptr;
            emit catalogueLoadingChanged(false);
        }
    });
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

void ScenarioSession::loadCatalogue(PrepareCatalogue prepare)
{
    Q_ASSERT(catalogueStore_); // the file to read, and the connection to fall back on
    prepare_ = std::move(prepare);
    emit catalogueLoadingChanged(true);
    const QString path = catalogueStore_->filePath();
    if (path.isEmpty()) { // in memory: the built-in catalogue, read at once
        applyLoadedCatalogue(catalogueStore_->snapshot());
        return;
    }
    loadingCatalogue_ = new CatalogueLoad(this);
    connect(loadingCatalogue_, &CatalogueLoad::loaded, this, &ScenarioSession::applyLoadedCatalogue);
    connect(loadingCatalogue_, &CatalogueLoad::failed, this,
            [this](const QString&) { applyLoadedCatalogue(catalogueStore_->snapshot()); });
    loadingCatalogue_->start(path);
}

void ScenarioSession::applyLoadedCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue)
{
    if (loadingCatalogue_) {
        loadingCatalogue_->deleteLater(); // this runs inside its signal
        loadingCatalogue_ = nullptr;
    }
    if (prepare_)
        std::exchange(prepare_, nullptr)(catalogue);
    awaitedCatalogue_ = catalogue.get();
    setCatalogue(catalogue); // a small catalogue is evaluated at once: its evaluation ends the loading here
}

void ScenarioSession::waitForCatalogue()
{
    if (loadingCatalogue_)
        loadingCatalogue_->waitForIdle(); // delivers the catalogue, which applies it
    if (awaitedCatalogue_)
        evaluation_->waitForIdle();
}

void ScenarioSession::attachCatalogueStore(CatalogueStore& store)
{
    catalogueStore_ = &store;
    connect(&store, &CatalogueStore::written, this, [this] { setCatalogue(catalogueStore_->snapshot()); });
}

} // namespace gputco
