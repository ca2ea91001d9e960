#include "session/CalibrationRun.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace gputco {
namespace {

Expected<Calibration> readAndFit(const CalibrationRun::Paths& paths, CalibrationRequest request)
{
    auto benchmark = readMeasurementFile(paths.benchmark, "vllm");
    if (!benchmark)
        return benchmark.error();
    request.benchmark = std::move(benchmark).value();
    if (!paths.powerLog.empty()) {
        auto log = readMeasurementFile(paths.powerLog, "nvidia-smi");
        if (!log)
            return log.error();
        request.powerLog = std::move(log).value();
    }
    return calibrate(request);
}

} // namespace

CalibrationRun::CalibrationRun(QObject* parent)
    : QObject(parent)
{
    pool_.setMaxThreadCount(1);
}

CalibrationRun::~CalibrationRun() { pool_.waitForDone(); }

std::uint64_t CalibrationRun::request(const Paths& paths, CalibrationRequest request)
{
    const std::uint64_t generation = ++generation_;
    ++running_;
    pool_.start([this, paths, request = std::move(request), generation]() mutable {
        auto result = std::make_shared<Expected<Calibration>>(readAndFit(paths, std::move(request)));
        QMetaObject::invokeMethod(
            this,
            [this, result, generation] {
                --running_;
                if (generation != generation_)
                    return; // a newer request is on its way
                result_ = std::move(*result);
                emit ready();
            },
            Qt::QueuedConnection);
    });
    return generation;
}

void CalibrationRun::waitForIdle()
{
    while (running_ > 0) {
        pool_.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

} // namespace gputco
