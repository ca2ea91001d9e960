#include "CardFixtures.h"
#include "ToyMoeServing.h"
#include "model/ModelPresets.h"
#include "performance/ServingLayout.h"
#include "performance/TrainingEstimator.h"

#include <catch2/catch.hpp>

using namespace gputco;

// The network between servers comes from the card's server (Accelerator::scaleOut); the figures below are worked on
// the toy model and card of MoeServingTest.cpp.
namespace {

using fixtures::idealInputs; // ToyMoeServing.h
using fixtures::toyCard;
using fixtures::toyMoe;

} // namespace

TEST_CASE("Inside one server the network changes nothing: today's figures exactly", "[moe][network]")
{
    // EP 2 on one 8-GPU server (MoeServingTest.cpp, worked there): all-to-all 40.08192 us a step over NVLink, TPOT
    // 43.763712 us; a 100 Gb/s network on the card, or none, gives the same to the last bit.
    const ServingLayout ep2{1, 2, true, 0, 0, 1};
    const auto none = estimateServing(toyMoe(), toyCard(0), idealInputs(2), ep2);
    const auto slow = estimateServing(toyMoe(), toyCard(100), idealInputs(2), ep2);
    REQUIRE(none);
    REQUIRE(slow);
    CHECK(none->allToAllPerStep->inSeconds() == Approx(40.08192e-6).epsilon(1e-9));
    CHECK(slow->allToAllPerStep->inSeconds() == none->allToAllPerStep->inSeconds());
    CHECK(slow->performance.tpot->inSeconds() == none->performance.tpot->inSeconds());
    CHECK(slow->performance.ttft->inSeconds() == none->performance.ttft->inSeconds());
    // Tensor parallelism alone (TP 2) likewise.
    const ServingLayout tp2{2, 1, false, 0, 0, 1};
    const auto tpNone = estimateServing(toyMoe(), toyCard(0), idealInputs(2), tp2);
    const auto tpSlow = estimateServing(toyMoe(), toyCard(100), idealInputs(2), tp2);
    REQUIRE(tpNone);
    REQUIRE(tpSlow);
    CHECK(tpSlow->performance.tpot->inSeconds() == tpNone->performance.tpot->inSeconds());
    CHECK(tpSlow->performance.outputTokensPerSecond == tpNone->performance.outputTokensPerSecond);
}

TEST_CASE("Across servers the all-to-all and the KV transfer move with the server's network", "[moe][network]")
{
    // One GPU per server, so EP 2 spans two servers; the network at its nominal rate (efficiency 1).
    ServingNetwork perGpuServers;
    perGpuServers.gpusPerNode = 1;
    perGpuServers.interNodeEfficiency = 1.0;
    perGpuServers.overlapAllToAll = false;
    const ServingLayout ep2{1, 2, true, 0, 0, 1};
    // Each all-to-all: 1 token x top-2 x 1,024 x 2 B = 4,096 B per GPU, half of it (2,048 B) to the other server;
    // nothing stays on NVLink. 400 Gb/s = 50 GB/s: 40.96 ns + 10 us latency; dispatch and combine on 2 layers: 4 x
    // 10.04096 = 40.16384 us. 200 Gb/s = 25 GB/s: the network's part doubles to 81.92 ns: 4 x 10.08192 = 40.32768 us.
    const auto at400 = estimateServing(toyMoe(), toyCard(400), idealInputs(2), ep2, perGpuServers);
    const auto at200 = estimateServing(toyMoe(), toyCard(200), idealInputs(2), ep2, perGpuServers);
    REQUIRE(at400);
    REQUIRE(at200);
    CHECK(at400->allToAllPerStep->inSeconds() == Approx(40.16384e-6).epsilon(1e-9));
    CHECK(at200->allToAllPerStep->inSeconds() == Approx(40.32768e-6).epsilon(1e-9));
    CHECK(at200->allToAllPerStep->inSeconds() - 40e-6
          == Approx(2.0 * (at400->allToAllPerStep->inSeconds() - 40e-6)).epsilon(1e-6));
    // Without overlap the all-to-all adds to the 43.763712 us of reading (MoeServingTest.cpp).
    CHECK(at200->performance.tpot->inSeconds() == Approx(43.763712e-6 + 40.32768e-6).epsilon(1e-9));
    // No network on the card: the assumed 400 Gb/s; a network the caller states wins over the card's.
    const auto assumed = estimateServing(toyMoe(), toyCard(0), idealInputs(2), ep2, perGpuServers);
    REQUIRE(assumed);
    CHECK(assumed->allToAllPerStep->inSeconds() == Approx(40.16384e-6).epsilon(1e-9));
    ServingNetwork stated = perGpuServers;
    stated.interNodePerDirection = BytesPerSecond::gigabytesPerSecond(50.0);
    const auto overridden = estimateServing(toyMoe(), toyCard(200), idealInputs(2), ep2, stated);
    REQUIRE(overridden);
    CHECK(overridden->allToAllPerStep->inSeconds() == Approx(40.16384e-6).epsilon(1e-9));

    // Separate pools of 2 GPUs each (EP 2): the prompt's KV cache, 2 x 2 layers x 8 heads x 128 x 2 B = 8,192 B a
    // token x 100 tokens = 819,200 B, crosses the network: 16.384 us at 50 GB/s, 32.768 us at 25 GB/s, + 10 us.
    const ServingLayout pools{1, 2, true, 2, 2, 2};
    const auto pools400 = estimateServing(toyMoe(), toyCard(400), idealInputs(2), pools, perGpuServers);
    const auto pools200 = estimateServing(toyMoe(), toyCard(200), idealInputs(2), pools, perGpuServers);
    REQUIRE(pools400);
    REQUIRE(pools200);
    CHECK(pools400->kvTransfer->inSeconds() == Approx(26.384e-6).epsilon(1e-9));
    CHECK(pools200->kvTransfer->inSeconds() == Approx(42.768e-6).epsilon(1e-9));
    // TTFT moves by that 16.384 us and by the prompt's own all-to-all in the prefill group (not overlapped here):
    // 100 tokens over 2 GPUs = 50 per GPU x top-2 x 1,024 x 2 B = 204,800 B, half to the other server = 102,400 B:
    // 2.048 us at 50 GB/s, 4.096 us at 25; dispatch and combine on 2 layers: 4 x 2.048 = 8.192 us more. +24.576 us.
    CHECK(pools200->performance.ttft->inSeconds() - pools400->performance.ttft->inSeconds()
          == Approx(24.576e-6).epsilon(1e-6));
}

TEST_CASE("Training's data-parallel all-reduce takes the card's server network", "[training][network]")
{
    // The same run with the network on the card (200 Gb/s) or stated in the inputs (25 GB/s each way) is the same
    // run; on the assumed 400 Gb/s the gradient all-reduce between servers is faster.
    const auto arch = findModelPreset("llama-2-7b");
    REQUIRE(arch);
    const ModelArchitecture model = *arch;
    TrainingInputs in;
    in.tokens = 1e9;
    in.parallel = Parallelism{1, 1, 16}; // 16 data-parallel ranks on two 8-GPU servers
    const Accelerator h100 = fixtures::h100();
    Accelerator slow = h100;
    slow.scaleOut = ScaleOutNetwork{200, "test", "test"};
    const auto onCard = estimateTraining(model, slow, in);
    TrainingInputs stated = in;
    stated.interNodePerDirection = BytesPerSecond::gigabytesPerSecond(25.0);
    const auto inInputs = estimateTraining(model, h100, stated);
    const auto assumed = estimateTraining(model, h100, in);
    REQUIRE(onCard);
    REQUIRE(inInputs);
    REQUIRE(assumed);
    REQUIRE(onCard->step);
    CHECK(onCard->step->dataParallelComm.inSeconds() == inInputs->step->dataParallelComm.inSeconds());
    CHECK(onCard->step->dataParallelComm.inSeconds() > assumed->step->dataParallelComm.inSeconds());
}
