#include "calibration/Calibration.h"

namespace gputco {
namespace {

Error inFile(const std::string& option, const MeasurementFile& file, const Error& error)
{
    return Error{option, file.name + ": " + error.describe()};
}

} // namespace

Expected<Calibration> calibrate(const CalibrationRequest& request)
{
    Calibration out;
    auto benchmark = parseVllmBenchmark(request.benchmark.text);
    if (!benchmark)
        return inFile("vllm", request.benchmark, benchmark.error());
    out.benchmark = std::move(benchmark).value();
    if (auto mismatch = checkBenchmarkMatches(out.benchmark, request.setup.model, request.tensorParallel))
        return *mismatch;
    if (request.powerLog) {
        auto log = parseNvidiaSmiLog(request.powerLog->text);
        if (!log)
            return inFile("nvidia-smi", *request.powerLog, log.error());
        auto power = fitPowerCurve(*log);
        if (!power)
            return inFile("nvidia-smi", *request.powerLog, power.error());
        out.powerLog = std::move(log).value();
        out.power = std::move(power).value();
    }
    out.setup = request.setup;
    out.setup.tensorParallel = request.tensorParallel.value_or(out.benchmark.tensorParallel.value_or(1));
    out.tensorParallelAssumed = !request.tensorParallel && !out.benchmark.tensorParallel;
    auto fit = fitEfficiencies(out.setup, out.benchmark);
    if (!fit)
        return fit.error();
    out.fit = std::move(fit).value();

    MeasurementSource source;
    source.benchmarkFile = request.benchmark.name;
    source.powerLogFile = request.powerLog ? request.powerLog->name : std::string();
    source.date = !out.benchmark.date.empty()               ? out.benchmark.date
                  : !request.benchmark.modifiedDate.empty() ? request.benchmark.modifiedDate
                                                            : todayDate();
    std::string backend = out.benchmark.runs.front().backend;
    source.stack = !request.stack.empty() ? request.stack : backend;
    source.profileId = request.profileId;
    out.profile = measuredProfile(out.setup.card.efficiencyProfile(), out.fit, out.power, source);
    return out;
}

} // namespace gputco
