#pragma once

#include "calibration/EfficiencyFit.h"
#include "calibration/MeasuredProfile.h"
#include "calibration/NvidiaSmiLog.h"
#include "calibration/PowerCurveFit.h"
#include "calibration/RequestTimingModel.h"
#include "calibration/VllmBenchmarkResult.h"
#include "hardware/EfficiencyProfile.h"
#include "util/Expected.h"

#include <optional>
#include <string>

namespace gputco {

/// What the user gives a calibration: the files as read, the card and model, and the layout where known.
struct CalibrationRequest {
    MeasurementFile benchmark;               ///< the vLLM result
    std::optional<MeasurementFile> powerLog; ///< the nvidia-smi log, when given
    CalibrationSetup setup;                  ///< its tensorParallel is replaced by the one resolved below
    std::optional<int> tensorParallel;       ///< given by the user; nullopt: the file's, else 1
    std::string stack;                       ///< empty: the benchmark's backend
    std::string profileId;                   ///< empty: "<card id>-yours"
};

/// Everything a calibration found, and the profile it would save.
struct Calibration {
    VllmBenchmark benchmark;
    CalibrationSetup setup;             ///< with the tensor-parallel size used
    bool tensorParallelAssumed = false; ///< neither given nor in the file: 1 was taken
    EfficiencyFit fit;
    std::optional<NvidiaSmiLog> powerLog;
    std::optional<PowerCurveFit> power;
    EfficiencyProfile profile; ///< measured-yours, ready to store
};

/// Reads both files, checks the benchmark is of the setup's model and layout, fits, and builds the profile
/// (docs/MODEL.md, "Your own measurements"). Nothing is stored. Errors name what the user changes: "vllm" or
/// "nvidia-smi" (the message starts with the file name, then the key or column: "run.json: ttfts: is missing"),
/// "model", "tp" or "card".
Expected<Calibration> calibrate(const CalibrationRequest& request);

} // namespace gputco
