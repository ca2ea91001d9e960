#include "CardFixtures.h"

#include "performance/PrecisionSupport.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// T4: 16 GB, 320 GB/s, 70 W; FP16 65, INT8 130, INT4 260 dense; no BF16, no FP8 (gpu_specs.csv, Turing).
Accelerator t4()
{
    Accelerator a = fixtures::card("t4", "T4", 16, 320, 70, PeakThroughput{8.1, {}, {}, 65, {}, 130, 260},
                                   InterconnectKind::None, 0, 3, "PCIe low-profile");
    return a;
}

} // namespace

TEST_CASE("Precision support is read from the card's figures: no figure, no support", "[performance][precision]")
{
    // T4 has no FP8 figure: unsupported (the "T4 at FP8" option), and says why.
    const PrecisionSupport fp8 = precisionSupport(t4(), Precision::FP8);
    CHECK(fp8.level == PrecisionSupportLevel::Unsupported);
    CHECK(fp8.reason == "NVIDIA T4 has no published dense FP8 figure: FP8 is not supported");
    // INT8 has its own figure (130 TOPS): native.
    CHECK(precisionSupport(t4(), Precision::INT8).level == PrecisionSupportLevel::Native);
    // BF16 on Turing: no BF16 figure, an FP16 one: runs at FP16, marked emulated.
    const PrecisionSupport bf16 = precisionSupport(t4(), Precision::BF16);
    CHECK(bf16.level == PrecisionSupportLevel::Emulated);
    CHECK(bf16.computesAt == Precision::FP16);
    // 4-bit weights are dequantised for a 16-bit multiply: the T4's FP16, the A100's BF16; marked as emulation.
    CHECK(precisionSupport(t4(), Precision::INT4).computesAt == Precision::FP16);
    const PrecisionSupport int4 = precisionSupport(fixtures::a100(), Precision::INT4);
    CHECK(int4.level == PrecisionSupportLevel::Emulated);
    CHECK(int4.computesAt == Precision::BF16);
    // A100 has no FP8 (gpu_specs.csv), H100 has 1,979 TFLOPS: unsupported and native.
    CHECK(precisionSupport(fixtures::a100(), Precision::FP8).level == PrecisionSupportLevel::Unsupported);
    CHECK(precisionSupport(fixtures::h100(), Precision::FP8).level == PrecisionSupportLevel::Native);
    // The recommender's list for inference, filtered: T4 keeps BF16 (emulated), INT8 and INT4.
    CHECK(supportedPrecisions(t4(), {Precision::BF16, Precision::FP8, Precision::INT8, Precision::INT4})
          == std::vector<Precision>{Precision::BF16, Precision::INT8, Precision::INT4});
    // A card with no figure at all supports nothing.
    Accelerator blank = t4();
    blank.peak = PeakThroughput{};
    CHECK(supportedPrecisions(blank, {Precision::BF16, Precision::FP16, Precision::INT4}).empty());
}
