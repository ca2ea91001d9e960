#include "serving/DisaggregatedServing.h"
#include "../performance/CardFixtures.h"
#include "ServingFixtures.h"
#include "model/ModelPresets.h"
#include "serving/ServingStats.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Two pools whose every pass takes a fixed time: prefill 100 ms, decode 20 ms; a prompt's KV cache crosses a 1 MB/s
// network at 1,000 bytes per token with no start-up latency, so a 100-token prompt takes 100 ms to send.
DisaggregatedDeployment constantPools(int prefillGroups, int decodeGroups)
{
    DisaggregatedDeployment d;
    d.prefill = fixtures::constantPassReplica(0.1, 256);
    d.decode = fixtures::constantPassReplica(0.02, 256);
    d.decode.costs.promptsArriveCached = true;
    d.prefillGroups = prefillGroups;
    d.decodeGroups = decodeGroups;
    d.kvBytesPerPromptToken = Bytes::of(1000.0);
    d.network = LinkSpec{BytesPerSecond::gigabytesPerSecond(1e-3), Duration::seconds(0)};
    return d;
}

} // namespace

TEST_CASE("Separate pools: a lone request is prefilled, sent and decoded, worked by hand", "[serving][moe]")
{
    // One request at 0 of 100 prompt tokens and 3 output tokens. The prefill pass ends at 0.1 s with the first
    // token; the KV cache takes 100 x 1,000 B / 1 MB/s = 0.1 s: TTFT 0.2 s. The decode pool's first pass (the cache
    // lands, 20 ms) gives the second token at 0.22 s, one decode pass the third at 0.24 s: TPOT (0.24 - 0.2) / 2
    // = 20 ms.
    const auto trace = simulateDisaggregated(constantPools(1, 1), {{0.0, 100, 3}});
    REQUIRE(trace);
    REQUIRE(trace->requests.size() == 1);
    const ServedRequest& r = trace->requests[0];
    CHECK(r.firstToken == Approx(0.2).epsilon(1e-12));
    CHECK(r.finished == Approx(0.24).epsilon(1e-12));
    CHECK(r.outputTokens == 3);
    // Inter-token gaps: 0.2 -> 0.22 and 0.22 -> 0.24, one token each.
    double gapTokens = 0.0;
    for (const TokenGap& g : trace->gaps) {
        CHECK(g.gap == Approx(0.02).epsilon(1e-9));
        gapTokens += static_cast<double>(g.tokens);
    }
    CHECK(gapTokens == 2.0);
    // Three passes: one prefill, two decode.
    CHECK(trace->passes == 3);
    // A request of one output token is done at its first token: nothing to decode.
    const auto single = simulateDisaggregated(constantPools(1, 1), {{0.0, 100, 1}});
    REQUIRE(single);
    CHECK(single->requests[0].finished == Approx(0.2).epsilon(1e-12));
}

TEST_CASE("Separate pools: requests are dealt to the prefill groups in turn, worked by hand", "[serving][moe]")
{
    // Requests at 0 and 0.05 s. One prefill group: the second waits for the first's pass (0 to 0.1) and is
    // prefilled from 0.1 to 0.2; with the transfer its first token is at 0.3 s. Two groups: each prefills its own,
    // the second from 0.05 to 0.15: first token at 0.25 s.
    const std::vector<ServingRequest> two{{0.0, 100, 2}, {0.05, 100, 2}};
    const auto one = simulateDisaggregated(constantPools(1, 1), two);
    const auto pair = simulateDisaggregated(constantPools(2, 1), two);
    REQUIRE(one);
    REQUIRE(pair);
    CHECK(one->requests[0].firstToken == Approx(0.2).epsilon(1e-12));
    CHECK(one->requests[1].firstToken == Approx(0.3).epsilon(1e-12));
    CHECK(pair->requests[1].firstToken == Approx(0.25).epsilon(1e-12));
    // Decode (one group): the first lands at 0.2 and its pass gives its last token at 0.22; the second lands at
    // 0.25 (two prefill groups) and is done at 0.27.
    CHECK(pair->requests[0].finished == Approx(0.22).epsilon(1e-12));
    CHECK(pair->requests[1].finished == Approx(0.27).epsilon(1e-12));
    // The summary's TTFT counts the transfer: 0.2 s and 0.25 - 0.05 = 0.2 s.
    const ServingSummary s = summariseServing(*pair, {}, 0.0);
    CHECK(s.ttft.p99 == Approx(0.2).epsilon(1e-9));
}

TEST_CASE("Separate pools of DeepSeek-V3 on H100 are built from the layout and refused by name", "[serving][moe]")
{
    const ModelArchitecture v3 = *findModelPreset("deepseek-v3");
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    in.inputTokens = 2000;
    in.outputTokens = 1000;
    ServingLayout l;
    l.expertParallel = 32;
    l.dataParallelAttention = true;
    l.prefillGpus = 32;
    l.prefillExpertParallel = 16;
    l.decodeGpus = 64;
    const auto pools = prepareDisaggregatedServing(v3, fixtures::h100(), in, l, ServingScheduler{});
    REQUIRE(pools);
    CHECK(pools->prefillGroups == 2);
    CHECK(pools->decodeGroups == 2);
    // A 2,000-token prompt's latent cache: 70,272 B per token at BF16 (published-models.md, DeepSeek-V3 row), FP8
    // half: 35,136 B x 2,000 = 70.272 MB over 400 Gb/s (50 GB/s) at 80 %: 1.7568 ms, plus 10 us.
    CHECK(pools->kvTransfer(2000).inSeconds() == Approx(70.272e6 / 40e9 + 10e-6).epsilon(1e-6));
    CHECK(pools->decode.costs.promptsArriveCached);
    CHECK_FALSE(pools->prefill.costs.promptsArriveCached);
    // Every decode-group scheduler serves its 32 DP attention ranks: 256 x 32 sequences.
    CHECK(pools->decode.scheduler.maxRunningSequences == 256 * 32);

    // A decode pool of two-GPU groups cannot hold 671 B parameters: refused naming the decode pool.
    ServingLayout small = l;
    small.expertParallel = 2;
    small.decodeGpus = 2;
    const auto tooSmall = prepareDisaggregatedServing(v3, fixtures::h100(), in, small, ServingScheduler{});
    REQUIRE_FALSE(tooSmall);
    CHECK(tooSmall.error().field == "decode-gpus");
    // Co-located is not a pair of pools.
    ServingLayout colocated = l;
    colocated.prefillGpus = colocated.decodeGpus = 0;
    colocated.prefillExpertParallel = 1;
    const auto notPools = prepareDisaggregatedServing(v3, fixtures::h100(), in, colocated, ServingScheduler{});
    REQUIRE_FALSE(notPools);
    CHECK(notPools.error().field == "prefill-gpus");
}
