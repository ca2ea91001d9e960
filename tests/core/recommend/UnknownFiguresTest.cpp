#include "recommend/UnknownFigures.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A figure the search needs and the datasheet lacks is named", "[recommend]")
{
    // The L20 as catalogues before 2026.12.02 had it: memory, bandwidth and TDP, no compute peak at all. The
    // recommender said only "(or a card figure is unknown)"; now it names the peaks it searched for.
    Accelerator l20;
    l20.id = "l20";
    l20.memory = Bytes::gigabytes(48);
    l20.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(864);
    l20.tdp = Watts::of(275);
    CHECK(unknownFiguresText(l20, {Precision::BF16, Precision::FP8}) == "BF16 peak and FP8 peak unknown");
    // With the Tom's Hardware figures (cards_cn.md [S]) nothing is missing.
    l20.peak.bf16Tflops = 119.5;
    l20.peak.fp8Tflops = 239;
    CHECK(unknownFiguresText(l20, {Precision::BF16, Precision::FP8}).empty());
    // A card with only its memory size (the blank Ascend 910B row): every figure is named, in column order.
    Accelerator blank;
    blank.memory = Bytes::gigabytes(64);
    CHECK(unknownFigures(blank, {Precision::BF16}) == std::vector<std::string>{"memory bandwidth", "TDP", "BF16 peak"});
    CHECK(unknownFiguresText(blank, {Precision::BF16}) == "memory bandwidth, TDP and BF16 peak unknown");
}
