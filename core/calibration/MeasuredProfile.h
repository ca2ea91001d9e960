#pragma once

#include "calibration/EfficiencyFit.h"
#include "calibration/PowerCurveFit.h"
#include "calibration/VllmBenchmarkResult.h"
#include "hardware/EfficiencyProfile.h"
#include "model/ModelArchitecture.h"
#include "util/Expected.h"

#include <optional>
#include <string>

namespace gputco {

/// Whether a benchmark's model_id names `model`: the last part of the id (a Hugging Face "org/name" or a folder
/// path), lower-cased with '_' as '-', holds the model's id between word boundaries, so
/// "meta-llama/Meta-Llama-3.1-70B-Instruct" is llama-3.1-70b and "Qwen/Qwen2.5-72B" is not qwen2.5-7b.
bool benchmarkNamesModel(const std::string& modelId, const ModelArchitecture& model);

/// Refuses a benchmark that is not of `model` (field "model") or whose recorded tensor-parallel size differs from
/// `tensorParallel` when that was given (field "tp"); nullopt when they agree.
std::optional<Error> checkBenchmarkMatches(const VllmBenchmark& benchmark, const ModelArchitecture& model,
                                           std::optional<int> tensorParallel);

/// Where the fitted figures came from, for the saved profile.
struct MeasurementSource {
    std::string benchmarkFile; ///< file name (no folder)
    std::string powerLogFile;  ///< empty without a power log
    std::string date;          ///< YYYY-MM-DD: the run's own date, else the file's, else today
    std::string stack;         ///< e.g. "vllm"; empty: the benchmark's backend
    std::string profileId;     ///< empty: "<card id>-yours"
};

/// The measured-yours profile of `base`'s card: the fitted shares and overhead (a share fitted at FP8 or FP4 goes
/// to that precision's share, the BF16 one stays), idle and full-load power from the log when there is one,
/// everything else from `base`. Each fitted figure's range is +-max(5 %, twice its standard error, the fit's RMS
/// relative error), at most +-50 %; the notes give the fit error and what was held.
EfficiencyProfile measuredProfile(const EfficiencyProfile& base, const EfficiencyFit& fit,
                                  const std::optional<PowerCurveFit>& power, const MeasurementSource& source);

/// A file's text and its modification date (YYYY-MM-DD, empty when unknown); refused, naming `field`, when it cannot
/// be read or is larger than 256 MiB.
struct MeasurementFile {
    std::string name; ///< without the folder
    std::string text;
    std::string modifiedDate;
};
Expected<MeasurementFile> readMeasurementFile(const std::string& path, const std::string& field);

/// Today's date, YYYY-MM-DD (UTC).
std::string todayDate();

} // namespace gputco
