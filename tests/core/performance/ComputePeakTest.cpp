#include "performance/ComputePeak.h"
#include "CardFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A card's own peak is used when it has one", "[peak]")
{
    // H100 SXM: FP8 3,958 sparse -> 1,979 dense; BF16 989.5 dense (gpu_specs.csv).
    const auto fp8 = choosePeak(fixtures::h100(), Precision::FP8);
    REQUIRE(fp8.perGpu);
    CHECK(fp8.perGpu->inTeraflops() == 1979.0);
    CHECK(fp8.precision == Precision::FP8);
    CHECK(fp8.notes.empty());
}

TEST_CASE("FP8 on a card without FP8 falls back to BF16 and says so", "[peak]")
{
    // A100 has no FP8 tensor cores (gpu_specs.csv leaves the cell empty): BF16 312 is used.
    const auto peak = choosePeak(fixtures::a100(), Precision::FP8);
    REQUIRE(peak.perGpu);
    CHECK(peak.perGpu->inTeraflops() == 312.0);
    CHECK(peak.precision == Precision::BF16);
    REQUIRE(peak.notes.size() == 1);
    CHECK(peak.notes.front().find("FP8") != std::string::npos);
}

TEST_CASE("BF16 falls back to FP16 on a card without BF16", "[peak]")
{
    // T4: FP16 65 TFLOPS, no BF16 (gpu_specs.csv).
    Accelerator t4;
    t4.model = "T4";
    t4.peak.fp16Tflops = 65.0;
    const auto peak = choosePeak(t4, Precision::BF16);
    REQUIRE(peak.perGpu);
    CHECK(peak.perGpu->inTeraflops() == 65.0);
    CHECK(peak.precision == Precision::FP16);
    CHECK(peak.notes.size() == 1);
}

TEST_CASE("An unknown peak stays unknown", "[peak]")
{
    Accelerator unknown; // Ascend 910B in gpu_specs.csv: compute figures left blank
    unknown.model = "Ascend 910B";
    const auto peak = choosePeak(unknown, Precision::BF16);
    CHECK_FALSE(peak.perGpu);
    CHECK(peak.notes.size() == 1);
}

TEST_CASE("4-bit weights multiply in BF16: 8-bit weights in their own precision", "[peak]")
{
    CHECK(matmulPrecisionForWeights(Precision::INT4) == Precision::BF16);
    CHECK(matmulPrecisionForWeights(Precision::NF4) == Precision::BF16);
    CHECK(matmulPrecisionForWeights(Precision::FP8) == Precision::FP8);
    CHECK(matmulPrecisionForWeights(Precision::INT8) == Precision::INT8);
    CHECK(matmulPrecisionForWeights(Precision::BF16) == Precision::BF16);
}

TEST_CASE("FP4 weights multiply at the FP4 peak where the card has one, else at FP8 and say so", "[peak][fp4]")
{
    // HGX B200: 9,000 TFLOPS dense FP4 (prices-2026-12-update.md sec. 4, glennklockwood.com B200 page [S]).
    Accelerator b200 = fixtures::h100();
    b200.model = "B200";
    b200.peak.fp4Tflops = 9000.0;
    CHECK(matmulPrecisionForWeights(Precision::NVFP4) == Precision::NVFP4);
    const auto fp4 = choosePeak(b200, Precision::NVFP4);
    REQUIRE(fp4.perGpu);
    CHECK(fp4.perGpu->inTeraflops() == 9000.0);
    CHECK(fp4.notes.empty());
    CHECK(choosePeak(b200, Precision::MXFP4).perGpu->inTeraflops() == 9000.0);

    // H100 has no FP4 in hardware (the same section): FP4 weights run at its FP8 1,979, and the note says so.
    const auto hopper = choosePeak(fixtures::h100(), Precision::MXFP4);
    REQUIRE(hopper.perGpu);
    CHECK(hopper.perGpu->inTeraflops() == 1979.0);
    CHECK(hopper.precision == Precision::FP8);
    REQUIRE(hopper.codedNotes.size() == 1);
    CHECK(hopper.codedNotes.front().code == PerformanceNoteCode::PeakFallback);
    CHECK(hopper.notes.front().find("MXFP4") != std::string::npos);
    // A100 has neither FP4 nor FP8: BF16 312.
    CHECK(choosePeak(fixtures::a100(), Precision::NVFP4).perGpu->inTeraflops() == 312.0);
}
