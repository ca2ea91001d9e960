#include "memory/ModelStateMemory.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
double stateGB(int stage, int dp, double params = 7.5e9)
{
    const auto states = zeroShardedStates(params, StateBytesPerParam{2, 2, 12}, stage, dp);
    return (states.weights + states.gradients + states.optimizer) / 1e9;
}
} // namespace

TEST_CASE("ZeRO model-state memory reproduces the paper's Figure 1", "[zero]")
{
    // Rajbhandari et al. 2020 (ZeRO, arXiv:1910.02054), Fig. 1: Psi = 7.5B, N_d = 64, K = 12:
    // baseline 120 GB, P_os 31.4 GB, P_os+g 16.6 GB, P_os+g+p 1.9 GB.
    CHECK(stateGB(0, 64) == Approx(120.0));
    CHECK(stateGB(1, 64) == Approx(31.4).margin(0.05));
    CHECK(stateGB(2, 64) == Approx(16.6).margin(0.05));
    CHECK(stateGB(3, 64) == Approx(1.9).margin(0.05));
    // Exact values of the formulas: 15 + 15 + 90/64 = 31.40625; 15 + 105/64 = 16.640625; 120/64 = 1.875.
    CHECK(stateGB(1, 64) == Approx(31.40625));
    CHECK(stateGB(2, 64) == Approx(16.640625));
    CHECK(stateGB(3, 64) == Approx(1.875));
}

TEST_CASE("ZeRO Table 1 rows for 128B and 1T parameters", "[zero]")
{
    // Paper Table 1 (per-device GB): 128B at N_d = 16: 608 / 368 / 128; 1T at N_d = 1024: 4011 / 2013 / 15.6
    // (the paper truncates 4011.7 and 2013.7).
    CHECK(stateGB(1, 16, 128e9) == Approx(608.0));
    CHECK(stateGB(2, 16, 128e9) == Approx(368.0));
    CHECK(stateGB(3, 16, 128e9) == Approx(128.0));
    CHECK(stateGB(1, 1024, 1e12) == Approx(4011.7).margin(0.1));
    CHECK(stateGB(2, 1024, 1e12) == Approx(2013.7).margin(0.1));
    CHECK(stateGB(3, 1024, 1e12) == Approx(15.625));
}

TEST_CASE("Bytes per parameter of each optimizer", "[zero][optimizer]")
{
    const auto arch = *findModelPreset("llama-2-7b"); // h = 4096
    const auto adam = stateBytesPerParam(Optimizer::AdamW, Precision::BF16, arch);
    CHECK(adam.weights == 2.0);
    CHECK(adam.gradients == 2.0);
    CHECK(adam.optimizer == 12.0); // ZeRO's K for mixed-precision Adam
    CHECK(stateBytesPerParam(Optimizer::Adam8bit, Precision::BF16, arch).optimizer == 6.0);
    CHECK(stateBytesPerParam(Optimizer::Sgd, Precision::BF16, arch).optimizer == 8.0);
    CHECK(stateBytesPerParam(Optimizer::Adafactor, Precision::BF16, arch).optimizer == Approx(4.0 + 8.0 / 4096));
    // Pure FP32 training: 4-byte weights and gradients, no master copy: Adam K = 8, 16 bytes in all.
    const auto fp32 = stateBytesPerParam(Optimizer::AdamW, Precision::FP32, arch);
    CHECK(fp32.weights + fp32.gradients + fp32.optimizer == 16.0);
}
