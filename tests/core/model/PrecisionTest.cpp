#include "model/Precision.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Bytes per element of each storage format", "[precision]")
{
    CHECK(bytesPerElement(Precision::FP32) == 4.0);
    CHECK(bytesPerElement(Precision::TF32) == 4.0);
    CHECK(bytesPerElement(Precision::BF16) == 2.0);
    CHECK(bytesPerElement(Precision::FP16) == 2.0);
    CHECK(bytesPerElement(Precision::FP8) == 1.0);
    CHECK(bytesPerElement(Precision::INT8) == 1.0);
}

TEST_CASE("4-bit formats carry their scale overhead", "[precision]")
{
    // INT4, group 128, one FP16 scale per group: 0.5 + 2/128 = 0.515625 bytes.
    CHECK(bytesPerElement(Precision::INT4) == Approx(0.515625));
    // Group 64 doubles the scale share: 0.5 + 2/64 = 0.53125.
    CHECK(bytesPerElement(Precision::INT4, 64) == Approx(0.53125));
    // QLoRA (Dettmers et al. 2023, sec. 3): double quantisation costs 8/64 + 32/(64*256) = 0.127 bits per
    // parameter on top of 4 bits: 4.126953125 / 8 = 0.515869140625 bytes.
    CHECK(bytesPerElement(Precision::NF4) == Approx(0.515869140625));
    // NVFP4: 4 bits + one 1-byte E4M3 scale per 16 values = 0.5 + 1/16 = 0.5625 bytes (4.5 bits).
    CHECK(bytesPerElement(Precision::NVFP4) == 0.5625);
    // MXFP4 (OCP MX v1.0): 4 bits + one 1-byte E8M0 scale per 32 values = 0.5 + 1/32 = 0.53125 bytes (4.25 bits).
    CHECK(bytesPerElement(Precision::MXFP4) == 0.53125);
}

TEST_CASE("Precision names round-trip and unknown names are refused", "[precision]")
{
    for (Precision p : kAllPrecisions)
        CHECK(parsePrecision(precisionName(p)) == p);
    CHECK(parsePrecision("BF16") == Precision::BF16);
    CHECK(parsePrecision("NVFP4") == Precision::NVFP4);
    CHECK(parsePrecision("mxfp4") == Precision::MXFP4);
    CHECK_FALSE(parsePrecision("fp4").has_value()); // which block format is meant must be said
    CHECK_FALSE(parsePrecision("").has_value());
}
