#pragma once

#include "database/CatalogueDatabase.h"
#include "scenario/CatalogueSnapshot.h"
#include "session/LatestRequestRunner.h"

#include <QObject>
#include <QString>

#include <memory>

namespace gputco {

/// Reads a catalogue file into its snapshot on a worker thread, so the window can show at once and say "Loading
/// catalogue..." meanwhile: reading 100,065 cards took 9 s of a debug build's GUI thread before the first frame
/// (docs/PERFORMANCE.md, "A 100,000-card catalogue"). A Qt SQL connection belongs to the thread that opened it, so the
/// worker opens the file again, read-only, with its own connection; the composition root has opened it first on the
/// GUI thread (created, migrated and checked it), and keeps that connection for the catalogue editor's writes.
class CatalogueLoad final : public QObject {
    Q_OBJECT
public:
    explicit CatalogueLoad(QObject* parent = nullptr);

    /// Starts reading the catalogue file at `path`; loaded() or failed() follows on this thread.
    void start(const QString& path, CatalogueOpenOptions options = {});
    /// Blocks until the read has ended and its signal has been emitted (screenshots, tests).
    void waitForIdle();
    bool busy() const { return runner_.busy(); }

signals:
    void loaded(std::shared_ptr<const gputco::CatalogueSnapshot> catalogue);
    /// The worker could not read the file (it fell back to the built-in catalogue, or even that failed): the caller
    /// reads it on its own connection instead. `reason` is for the log.
    void failed(const QString& reason);

private:
    LatestRequestRunner runner_;
};

} // namespace gputco
