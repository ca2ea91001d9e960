#include "database/CatalogueSnapshotLoader.h"

#include "database/CatalogueDatabase.h"
#include "database/ModelImport.h"

namespace gputco {

std::shared_ptr<const CatalogueSnapshot> snapshotOf(const CatalogueDatabase& database)
{
    auto snapshot = std::make_shared<CatalogueSnapshot>();
    snapshot->cards = database.cards().all();
    snapshot->servers = database.servers().all();
    snapshot->facilities = database.facilities().all();
    snapshot->cloudOffers = database.cloudOffers().all();
    for (const QString& warning : database.warnings())
        snapshot->warnings.push_back(warning.toStdString());
    snapshot->source = database.path().toStdString();
    snapshot->version = database.catalogueVersion().toStdString();
    // The catalogue's own models (an imported config.json) by id wherever a preset is: scenario files, the model
    // list, the evaluators.
    snapshot->models = catalogueOwnModels(database);
    return snapshot;
}

} // namespace gputco
