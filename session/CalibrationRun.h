#pragma once

#include "calibration/Calibration.h"

#include <QObject>
#include <QThreadPool>

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
    ~CalibrationRun() override; ///< waits for the run in flight

    /// Starts a fit of the files at these paths (read on the worker too); returns the request's generation.
    struct Paths {
        std::string benchmark;
        std::string powerLog; ///< empty: none
    };
    std::uint64_t request(const Paths& paths, CalibrationRequest request);
    bool running() const { return running_ > 0; }
    /// Blocks until every run has answered (tests).
    void waitForIdle();
    /// The newest answer (nullopt before the first).
    const std::optional<Expected<Calibration>>& result() const { return result_; }

signals:
    /// The newest request has its answer in result().
    void ready();

private:
    QThreadPool pool_;
    std::uint64_t generation_ = 0;
    int running_ = 0;
    std::optional<Expected<Calibration>> result_;
};

} // namespace gputco
