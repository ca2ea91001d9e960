#include "session/CatalogueLoad.h"

#include "database/CatalogueSnapshotLoader.h"

namespace gputco {

CatalogueLoad::CatalogueLoad(QObject* parent)
    : QObject(parent)
{
}

void CatalogueLoad::start(const QString& path, CatalogueOpenOptions options)
{
    // Read-only: the GUI thread's connection is the only writer, and a second open never migrates or seeds.
    options.readOnly = true;
    runner_.submit(
        [this, path, options](const LatestRequestRunner::CancelCheck&, const LatestRequestRunner::Deliver& deliver) {
            std::shared_ptr<const CatalogueSnapshot> snapshot;
            QString problem;
            {
                // Opened, read and closed on this thread (the connection's own).
                auto database = CatalogueDatabase::open(path, options);
                if (!database)
                    problem = QString::fromStdString(database.error().describe());
                else if (database->isInMemory()) // the file could not be used: the fallback is not the user's catalogue
                    problem = database->warnings().join(u' ');
                else
                    snapshot = snapshotOf(*database);
            }
            deliver([this, snapshot = std::move(snapshot), problem] {
                if (snapshot)
                    emit loaded(snapshot);
                else
                    emit failed(problem);
            });
        });
}

void CatalogueLoad::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
