#pragma once

#include "calibration/Calibration.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>

namespace gputco {

/// Reads the measurement files and fits them (core calibrate) on a worker thread, so a file of thousands of requests
/// never freezes the window. A newer request replaces the older one: only the newest answer is delivered.
class CalibrationRun final : public QObject {
    Q_OBJECT
public:
    explicit CalibrationRun(QObject* parent = nullptr);

    /// Starts a fit of the files at these paths (read on the worker too); returns the request's generation.
    struct Paths {
        std::string benchmark;
        std::string powerLog; ///< empty: none
    };
    std::uint64_t request(const Paths& paths, CalibrationRequest request);
    bool running() const { return runner_.busy(); }
    /// Blocks until every run has answered (tests).
    void waitForIdle();
    /// The newest answer (nullopt before the first).
    const std::optional<Expected<Calibration>>& result() const { return result_; }

signals:
    /// The newest request has its answer in result().
    void ready();

private:
    std::optional<Expected<Calibration>> result_;
    LatestRequestRunner runner_; ///< last: destroyed first, so no run outlives what it answers to
};

} // namespace gputco
