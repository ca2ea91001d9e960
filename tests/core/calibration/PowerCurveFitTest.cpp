#include "calibration/PowerCurveFit.h"
#include "calibration/NvidiaSmiLog.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

using namespace gputco;

namespace {

// Two GPUs logged every second for 40 s by nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used
// --format=csv -l 1, on a known line: 80 W idle, 680 W at 100 % (80 + 6 W per point), so every row is on the curve
// but for +-4 W of alternating noise.
std::string linearLog()
{
    std::string text = "timestamp, power.draw [W], utilization.gpu [%], memory.used [MiB]\n";
    for (int second = 0; second < 40; ++second) {
        for (int gpu = 0; gpu < 2; ++gpu) {
            const int utilisation = (second * 13 + gpu * 29) % 101;
            const double watts = 80.0 + 6.0 * utilisation + (second % 2 == 0 ? 4.0 : -4.0);
            char row[160];
            std::snprintf(row, sizeof row, "2026/03/01 10:%02d:%02d.%03d, %.2f W, %d %%, %d MiB\n", second / 60,
                          second % 60, 100 + gpu, watts, utilisation, 40000 + gpu);
            text += row;
        }
    }
    return text;
}

} // namespace

TEST_CASE("An nvidia-smi log on a known line gives its idle and full-load power within 2 %", "[calibration]")
{
    const auto log = parseNvidiaSmiLog(linearLog());
    REQUIRE(log);
    CHECK(log->samples.size() == 80);
    CHECK(log->gpus == 1); // each GPU's row has its own millisecond stamp here
    CHECK(log->date == "2026-03-01");
    CHECK(log->samples[0].memoryUsedMiB == 40000.0);
    const auto fit = fitPowerCurve(*log);
    REQUIRE(fit);
    CHECK(fit->idleWatts == Approx(80.0).epsilon(0.02));
    CHECK(fit->fullLoadWatts == Approx(680.0).epsilon(0.02));
    CHECK(fit->rmsResidualWatts == Approx(4.0).margin(0.5));
    CHECK(fit->residualWatts.size() == 80);
}

TEST_CASE("Rows of one timestamp are the GPUs of one interval, and [N/A] rows are skipped", "[calibration]")
{
    const std::string text = "timestamp, power.draw [W], utilization.gpu [%], memory.used [MiB]\n"
                             "2026/03/01 10:00:00.000, 100.00 W, 0 %, 10 MiB\n"
                             "2026/03/01 10:00:00.000, 400.00 W, 50 %, 10 MiB\n"
                             "2026/03/01 10:00:01.000, [N/A], 60 %, 10 MiB\n"
                             "2026/03/01 10:00:01.000, 700.00 W, 100 %, 10 MiB\n";
    const auto log = parseNvidiaSmiLog(text);
    REQUIRE(log);
    CHECK(log->gpus == 2);
    CHECK(log->skippedRows == 1);
    // Exactly on 100 + 6 W per point.
    const auto fit = fitPowerCurve(*log);
    REQUIRE(fit);
    CHECK(fit->idleWatts == Approx(100.0));
    CHECK(fit->fullLoadWatts == Approx(700.0));
}

TEST_CASE("A log without the columns, a header or a load span is refused by name", "[calibration]")
{
    auto log = parseNvidiaSmiLog("timestamp, utilization.gpu [%]\n2026/03/01 10:00:00.000, 5 %\n");
    REQUIRE_FALSE(log);
    CHECK(log.error().field == "power.draw");

    log = parseNvidiaSmiLog("2026/03/01 10:00:00.000, 100.00 W, 0 %, 10 MiB\n");
    REQUIRE_FALSE(log);
    CHECK(log.error().field == "header");

    log = parseNvidiaSmiLog("power.draw [W], utilization.gpu [%]\n300 W, 80 %\n310 W, 85 %\nabc W, 90 %\n");
    REQUIRE_FALSE(log);
    CHECK(log.error().describe() == "power.draw: 'abc W' is not a power in W from 0 to 100000 (line 4)");

    log = parseNvidiaSmiLog("power.draw [W], utilization.gpu [%]\n300 W, 80 %\n310 W, 85 %\n320 W, 90 %\n");
    REQUIRE(log);
    const auto fit = fitPowerCurve(*log);
    REQUIRE_FALSE(fit);
    CHECK(fit.error().field == "utilization.gpu");
}
