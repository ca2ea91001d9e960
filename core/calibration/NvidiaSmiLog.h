#pragma once

#include "util/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// One GPU at one moment of the log.
struct PowerSample {
    double watts = 0.0;              ///< power.draw
    double utilisationPercent = 0.0; ///< utilization.gpu: share of the time a kernel ran, 0 to 100
    std::optional<double> memoryUsedMiB;
};

/// A log of `nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used --format=csv -l 1`: one row
/// per GPU per interval, under one header that names each column and its unit ("power.draw [W]").
struct NvidiaSmiLog {
    std::vector<PowerSample> samples;
    int gpus = 1;        ///< most rows sharing one timestamp (nvidia-smi writes every GPU at each interval)
    int skippedRows = 0; ///< rows with "[N/A]" or "[Not Supported]" in a column the fit reads
    std::string date;    ///< the first row's date as YYYY-MM-DD; empty without a timestamp column
};

/// Reads the log's text. The columns are found by the header's names, in any order, with or without units on the
/// values ("312.45 W" or, with nounits, "312.45"); a repeated header (logs appended to one file) is skipped.
/// Refused, naming the column: no header, no power.draw or utilization.gpu column, a value that is no number, a
/// utilisation outside 0 to 100 %, fewer than three usable rows.
Expected<NvidiaSmiLog> parseNvidiaSmiLog(std::string_view text);

} // namespace gputco
