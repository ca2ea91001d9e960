#include "serving/DecodePassTime.h"
#include "../performance/CardFixtures.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace gputco;

namespace {

// inferenceStepTime's figure for a pass of `sequences` decoding sequences reading `keys` keys.
double stepSeconds(const InferenceStepCosts& costs, int sequences, double keys)
{
    return inferenceStepTime(costs, StepWork{sequences, keys, 0.0, 0.0}).total().inSeconds();
}

// Every branch of inferenceStepTime for a decode pass: tensor-parallel links, mixture-of-experts routing, expert
// parallelism with the all-to-all hidden or not, MLA's decode attention, a pass overhead. Figures of no card in
// particular: the test compares two ways of pricing the same pass.
std::vector<InferenceStepCosts> replicas()
{
    InferenceStepCosts dense;
    dense.weightsRead = Bytes::gigabytes(17.5);
    dense.kvBytesPerKey = Bytes::of(163840.0);
    dense.bandwidth = BytesPerSecond::gigabytesPerSecond(3350.0 * 0.8);
    dense.matmulFlopsPerToken = FlopCount::of(2.0 * 70e9);
    dense.attentionFlopsPerKey = FlopCount::of(4.0 * 80 * 8192);
    dense.prefillRate = FlopsPerSecond::of(4 * 989e12 * 0.55);
    dense.decodeRate = FlopsPerSecond::of(4 * 989e12 * 0.3);
    dense.tensorParallel = 4;
    dense.link = LinkSpec{BytesPerSecond::gigabytesPerSecond(450.0 * 0.8), Duration::seconds(8e-6)};
    dense.allReduceBytesPerToken = Bytes::of(8192 * 2.0);
    dense.allReducesPerPass = 160;
    dense.overheadPerPass = Duration::seconds(0.004);

    InferenceStepCosts alone = dense; // TP 1: no link, no overhead
    alone.tensorParallel = 1;
    alone.link.reset();
    alone.overheadPerPass = Duration::seconds(0);

    InferenceStepCosts moe = dense;
    moe.routedExperts = Bytes::gigabytes(300.0);
    moe.moe.routedExperts = 256;
    moe.moe.expertsPerToken = 8;
    moe.decodeAttentionFlopsPerKey = FlopCount::of(1.1e6);

    InferenceStepCosts hidden = moe; // expert-parallel, the all-to-all behind the roofline
    hidden.expertParallel = 32;
    hidden.expertLinks.intraNode = LinkSpec{BytesPerSecond::gigabytesPerSecond(360.0), Duration::seconds(5e-6)};
    hidden.expertLinks.interNode = LinkSpec{BytesPerSecond::gigabytesPerSecond(40.0), Duration::seconds(10e-6)};
    hidden.allToAllBytesPerToken = Bytes::of(7168 * 8.0);
    hidden.allToAllsPerPass = 116;
    InferenceStepCosts exposed = hidden;
    exposed.overlapAllToAll = false;
    return {dense, alone, moe, hidden, exposed};
}

} // namespace

TEST_CASE("A decode pass priced once per count of sequences is inferenceStepTime's, to the last bit", "[serving]")
{
    for (const InferenceStepCosts& costs : replicas()) {
        for (int sequences : {1, 2, 3, 7, 64, 256}) {
            const DecodePassTime pass(costs, sequences);
            // Short and long contexts: on both sides of the point where compute overtakes the memory read, and
            // where the all-to-all stops being hidden.
            for (double keys : {1.0, 16.0, 300.0, 4095.0, 8192.0, 131072.0, 2.5e6, 3.3e7}) {
                INFO("sequences " << sequences << ", keys " << keys);
                CHECK(pass.seconds(keys * sequences) == stepSeconds(costs, sequences, keys * sequences));
            }
        }
    }
}

TEST_CASE("A real replica's decode pass priced once is inferenceStepTime's, to the last bit", "[serving]")
{
    // Llama-2-70B in FP8 on 2 x H100 SXM, as the simulation prices it.
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    in.tensorParallel = 2;
    in.inputTokens = 7680;
    in.outputTokens = 512;
    const auto card = fixtures::h100();
    const auto costs = inferenceStepCosts(*findModelPreset("llama-2-70b"), card, in, stepEfficienciesOf(in, card));
    REQUIRE(costs);
    for (int sequences : {1, 5, 40}) {
        const DecodePassTime pass(*costs, sequences);
        for (int keys = 7680 * sequences; keys < 8192 * sequences; keys += 97)
            CHECK(pass.seconds(keys) == stepSeconds(*costs, sequences, keys));
    }
}

TEST_CASE("Decode passes added up in closed form are the passes added one by one, to rounding", "[serving]")
{
    // Runs of passes whose keys grow by the sequences each round, some crossing from memory-bound to compute-bound
    // (or to an exposed all-to-all) part-way: the closed form splits the run where the largest term changes.
    for (const InferenceStepCosts& costs : replicas()) {
        for (int sequences : {1, 3, 64}) {
            const DecodePassTime pass(costs, sequences);
            for (double firstKeys : {1.0, 7681.0, 2.0e6, 3.0e7}) {
                for (std::int64_t count : {1, 2, 33, 512, 4096}) {
                    double oneByOne = 0.0;
                    for (std::int64_t i = 0; i < count; ++i)
                        oneByOne += pass.seconds((firstKeys + static_cast<double>(i)) * sequences);
                    INFO("sequences " << sequences << ", first keys " << firstKeys << ", passes " << count);
                    CHECK(pass.sum(firstKeys * sequences, sequences, count) == Approx(oneByOne).epsilon(1e-12));
                }
            }
        }
    }
    CHECK(DecodePassTime(replicas().front(), 1).sum(100.0, 1.0, 0) == 0.0);
}
