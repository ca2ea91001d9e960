#include "calibration/MeasuredProfile.h"

#include "util/QuotedInput.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gputco {
namespace {

std::string normalised(std::string text)
{
    for (char& c : text) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (c == '_' || c == ' ')
            c = '-';
    }
    return text;
}

bool boundary(const std::string& text, std::size_t at)
{
    return at >= text.size() || text[at] == '-' || text[at] == '/';
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string isoDate(std::chrono::system_clock::time_point when)
{
    const std::chrono::year_month_day day{std::chrono::floor<std::chrono::days>(when)};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(day.year()), static_cast<unsigned>(day.month()),
                  static_cast<unsigned>(day.day()));
    return text;
}

// The figure with a range of +-`halfWidth` of it, never past `ceiling` nor below 0.
FigureRange ranged(double value, double halfWidth, double ceiling)
{
    return FigureRange{value, std::max(0.0, value * (1.0 - halfWidth)), std::min(ceiling, value * (1.0 + halfWidth))};
}

double halfWidth(const FittedFigure& f, double rmsError)
{
    constexpr double kNarrowest = 0.05; // one benchmark on one day: never narrower than +-5 %
    constexpr double kWidest = 0.5;     // a share's low stays above 0, as the catalogue requires
    const double relative = f.value > 0.0 ? 2.0 * f.standardError / f.value : 0.0;
    return std::min(kWidest, std::max({kNarrowest, relative, rmsError}));
}

} // namespace

bool benchmarkNamesModel(const std::string& modelId, const ModelArchitecture& model)
{
    std::string name = normalised(modelId);
    while (!name.empty() && name.back() == '/')
        name.pop_back();
    if (const auto slash = name.rfind('/'); slash != std::string::npos)
        name = name.substr(slash + 1);
    for (const std::string& wanted : {normalised(model.id), normalised(model.displayName)}) {
        if (wanted.empty())
            continue;
        for (std::size_t at = name.find(wanted); at != std::string::npos; at = name.find(wanted, at + 1))
            if ((at == 0 || boundary(name, at - 1)) && boundary(name, at + wanted.size()))
                return true;
    }
    return false;
}

std::optional<Error> checkBenchmarkMatches(const VllmBenchmark& benchmark, const ModelArchitecture& model,
                                           std::optional<int> tensorParallel)
{
    if (!benchmarkNamesModel(benchmark.modelId, model))
        return Error{"model", "the benchmark's model_id " + quotedInput(benchmark.modelId) + " is not "
                                  + model.displayName + " (" + model.id
                                  + "); choose the model the benchmark ran, or benchmark this one"};
    if (tensorParallel && benchmark.tensorParallel && *tensorParallel != *benchmark.tensorParallel)
        return Error{"tp", "the benchmark ran at tensor_parallel_size " + std::to_string(*benchmark.tensorParallel)
                               + ", not " + std::to_string(*tensorParallel)};
    return std::nullopt;
}

EfficiencyProfile measuredProfile(const EfficiencyProfile& base, const EfficiencyFit& fit,
                                  const std::optional<PowerCurveFit>& power, const MeasurementSource& source)
{
    EfficiencyProfile p = base;
    p.id = source.profileId.empty() ? base.cardId + "-yours" : source.profileId;
    p.evidence = EfficiencyEvidence::MeasuredYours;
    p.stack = source.stack;
    p.builtIn = false;
    const double err = fit.rmsRelativeError;
    if (!fit.bandwidthShare.held)
        p.bandwidthShare = ranged(fit.bandwidthShare.value, halfWidth(fit.bandwidthShare, err), 1.0);
    if (!fit.computeShare.held) {
        if (fit.computePrecision == Precision::FP8)
            p.fp8ComputeShare = fit.computeShare.value;
        else if (isFp4(fit.computePrecision))
            p.fp4ComputeShare = fit.computeShare.value;
        else
            p.computeShare = ranged(fit.computeShare.value, halfWidth(fit.computeShare, err), 1.0);
    }
    if (!fit.stepOverheadMs.held) {
        const double width = std::max(fit.stepOverheadMs.value * halfWidth(fit.stepOverheadMs, err),
                                      2.0 * fit.stepOverheadMs.standardError);
        p.stepOverheadMs = FigureRange{fit.stepOverheadMs.value, std::max(0.0, fit.stepOverheadMs.value - width),
                                       std::min(1000.0, fit.stepOverheadMs.value + width)};
    }
    if (power) {
        p.idleWatts = power->idleWatts;
        const double relative =
            power->fullLoadWatts > 0.0 ? 2.0 * power->fullLoadStandardError / power->fullLoadWatts : 0.0;
        p.fullLoadWatts = ranged(power->fullLoadWatts, std::max(0.05, relative), 100000.0);
    }
    p.source = source.benchmarkFile + (source.powerLogFile.empty() ? "" : " + " + source.powerLogFile);
    p.sourceDate = source.date;
    std::string notes = "Fitted by gpu-tco-cli calibrate on " + std::to_string(fit.requests.size())
                        + " requests: RMS relative error TTFT " + fixed(fit.ttftRmsRelativeError * 100.0, 1)
                        + " %, ITL " + fixed(fit.itlRmsRelativeError * 100.0, 1) + " %.";
    if (fit.computePrecision == Precision::FP8 || isFp4(fit.computePrecision))
        notes += " Compute share fitted at " + std::string(precisionName(fit.computePrecision)) + ".";
    if (power)
        notes += " Power from " + std::to_string(power->samples) + " samples, RMS residual "
                 + fixed(power->rmsResidualWatts, 1) + " W.";
    for (const std::string& note : fit.notes)
        if (note.find("held") != std::string::npos || note.find("bound") != std::string::npos)
            notes += " " + note;
    p.notes = notes;
    return p;
}

Expected<MeasurementFile> readMeasurementFile(const std::string& path, const std::string& field)
{
    namespace fs = std::filesystem;
    constexpr std::uintmax_t kLargest = std::uintmax_t{256} * 1024 * 1024;
    std::error_code ec;
    const fs::path file(path);
    const auto size = fs::file_size(file, ec);
    if (ec)
        return Error{field, quotedInput(path) + " cannot be read: " + ec.message()};
    if (size > kLargest)
        return Error{field, quotedInput(path) + " is larger than 256 MiB"};
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Error{field, quotedInput(path) + " cannot be opened"};
    std::ostringstream text;
    text << in.rdbuf();
    MeasurementFile out;
    out.name = file.filename().string();
    out.text = std::move(text).str();
    const auto written = fs::last_write_time(file, ec);
    if (!ec)
        out.modifiedDate = isoDate(std::chrono::file_clock::to_sys(written));
    return out;
}

std::string todayDate() { return isoDate(std::chrono::system_clock::now()); }

} // namespace gputco
