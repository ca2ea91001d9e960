#include "session/CalibrationRun.h"

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
}

std::uint64_t CalibrationRun::request(const Paths& paths, CalibrationRequest request)
{
    return runner_.submit([this, paths, request = std::move(request)](const LatestRequestRunner::CancelCheck&,
                                                                      const LatestRequestRunner::Deliver& deliver) {
        auto result = std::make_shared<Expected<Calibration>>(readAndFit(paths, request));
        deliver([this, result] {
            result_ = std::move(*result);
            emit ready();
        });
    });
}

void CalibrationRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
