#include "CardFixtures.h"
#include "ToyMoeServing.h"
#include "model/ModelPresets.h"
#include "performance/DeploymentSizer.h"
#include "performance/ExpertParallel.h"
#include "performance/ServingLayout.h"
#include "performance/ServingLayoutSearch.h"
#include "units/Rates.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

using fixtures::idealInputs; // ToyMoeServing.h
using fixtures::toyCard;
using fixtures::toyMoe;

} // namespace

TEST_CASE("Expected distinct experts, top-8 of 256, worked by hand", "[moe]")
{
    // E (1 - (1 - k/E)^B) with k/E = 8/256 = 1/32:
    // B = 1: 256 x (1 - 31/32) = 8 (one token, its own 8 experts).
    CHECK(expectedDistinctExperts(256, 8, 1) == Approx(8.0).epsilon(1e-12));
    // B = 16: (31/32)^16 = exp(16 ln 0.96875) = exp(-0.507979) = 0.601702; 256 x 0.398298 = 101.962.
    CHECK(expectedDistinctExperts(256, 8, 16) == Approx(101.962162).epsilon(1e-7));
    // B = 256: (31/32)^256 = exp(-8.12766) = 0.000295; 256 x 0.999705 = 255.924: nearly every expert is read.
    CHECK(expectedDistinctExperts(256, 8, 256) == Approx(255.924414).epsilon(1e-7));
    CHECK(expectedDistinctExperts(256, 8, 0) == 0.0);
}

TEST_CASE("An all-to-all's time on the scale-up link and across servers, worked by hand", "[moe]")
{
    ExpertParallelLinks links;
    links.perNode = 8;
    links.intraNode = LinkSpec{BytesPerSecond::gigabytesPerSecond(360), Duration::seconds(10e-6)};
    links.interNode = LinkSpec{BytesPerSecond::gigabytesPerSecond(40), Duration::seconds(10e-6)};
    // 16 MB per GPU over 8 GPUs of one server: 7/8 of it leaves the GPU over NVLink: 14 MB / 360 GB/s = 38.889 us,
    // plus 10 us.
    CHECK(allToAllTime(Bytes::of(16e6), 8, links).inSeconds() == Approx(14e6 / 360e9 + 10e-6).epsilon(1e-12));
    // Over 16 GPUs in two servers: 7/16 (7 MB) to the same server at 360 GB/s = 19.44 us, 8/16 (8 MB) to the other
    // server at 40 GB/s = 200 us; the links work at once, so the network sets it: 200 + 10 = 210 us.
    CHECK(allToAllTime(Bytes::of(16e6), 16, links).inSeconds() == Approx(210e-6).epsilon(1e-12));
    CHECK(allToAllTime(Bytes::of(16e6), 1, links).inSeconds() == 0.0);
}

TEST_CASE("One decode step of a small MoE model on a toy card, expert-parallel over two GPUs", "[moe]")
{
    // Parameters: attention 4 x 1,024^2 = 4,194,304 per layer; one expert 3 x 1,024 x 1,024 = 3,145,728; router
    // 1,024 x 8 = 8,192; norms 2 x 1,024 per layer; embedding and head 2 x 1,000 x 1,024 = 2,048,000; final norm
    // 1,024. Routed experts 2 layers x 8 x 3,145,728 = 50,331,648; everything else 10,458,112 (BF16: 20,916,224 B,
    // on every GPU under data-parallel attention).
    // EP 2 with DP attention, 2 sequences: one per GPU, 2 tokens meet at the experts: each expert is picked with
    // probability 1 - (1 - 2/8)^2 = 0.4375. A GPU holds 4 experts per layer (50,331,648 B) and reads 0.4375 of them:
    // 22,020,096 B. KV: 2 x 2 layers x 8 heads x 128 x 2 B = 8,192 B per token x (100 + 2/2) = 827,392 B.
    // Read: 43,763,712 B at 1,000 GB/s = 43.763712 us.
    // Compute: 2 x 22,017,024 matmul parameters + 2 x 2 x 8 x 256 x 101 keys = 44,861,440 FLOP at 100 TFLOPS
    // = 0.449 us (memory-bound).
    // All-to-all per layer: 1 token x top-2 x 1,024 x 2 B = 4,096 B, half to the other GPU: 2,048 B at 100 GB/s
    // = 20.48 ns + 10 us latency, dispatch and combine alike: 20.04096 us per layer, 40.08192 us for 2 layers.
    const ServingLayout ep2{1, 2, true, 0, 0, 1};
    auto overlapped = estimateServing(toyMoe(), toyCard(), idealInputs(2), ep2);
    REQUIRE(overlapped);
    const InferencePerformance& p = overlapped->performance;
    CHECK(p.bytesReadPerStep.inBytes() == Approx(43'763'712.0).epsilon(1e-12));
    CHECK(p.flopsPerStep.inFlops() == Approx(44'861'440.0).epsilon(1e-12));
    CHECK(overlapped->allToAllPerStep->inSeconds() == Approx(40.08192e-6).epsilon(1e-9));
    CHECK(overlapped->expertsTouchedPerLayer == Approx(3.5).epsilon(1e-12));
    // With two micro-batches the all-to-all hides behind the 43.76 us of reading: TPOT = 43.763712 us.
    CHECK(p.tpot->inSeconds() == Approx(43.763712e-6).epsilon(1e-9));
    CHECK(p.bound == DecodeBound::Memory);
    CHECK(p.gpus == 2);
    // Without the overlap they add: 43.763712 + 40.08192 = 83.845632 us.
    ServingNetwork serial;
    serial.overlapAllToAll = false;
    auto added = estimateServing(toyMoe(), toyCard(), idealInputs(2), ep2, serial);
    REQUIRE(added);
    CHECK(added->performance.tpot->inSeconds() == Approx(83.845632e-6).epsilon(1e-9));
    // Per GPU weights: the 20,916,224 B every GPU keeps plus half the routed experts.
    CHECK(overlapped->memory.perGpu.weights.inBytes() == Approx(20'916'224.0 + 50'331'648.0).epsilon(1e-12));
    // Memory fit's itemisation: the routed-expert shard (100,663,296 B of routed experts / EP 2) apart from the rest,
    // and one sequence's KV cache per GPU (each GPU's attention holds its own).
    CHECK(overlapped->memory.routedExpertsPerGpu.inBytes() == Approx(50'331'648.0).epsilon(1e-12));
    CHECK(overlapped->memory.otherWeightsPerGpu().inBytes() == Approx(20'916'224.0).epsilon(1e-12));
    CHECK(overlapped->memory.sequencesPerGpu == 1);
}

TEST_CASE("Pipeline stages: one decode step of a small MoE model over two stages, worked by hand", "[moe]")
{
    // TP 1 x PP 2: each stage one of the 2 layers; the fullest is priced with the embedding and head (2,048,000 +
    // 1,024 parameters) and its layer (attention 4,194,304, router 8,192, norms 2,048): 6,253,568 parameters
    // outside the experts, 12,507,136 B in BF16, and 8 experts of 3,145,728 = 50,331,648 B.
    // Two sequences: micro-batches of 1. A stage step at 1 sequence reads the 12,507,136 B, the experts one token
    // picks (2 of 8: 12,582,912 B) and its KV cache (2 x 1 layer x 8 heads x 128 x 2 B = 4,096 B per token x 101
    // mean context = 413,696 B): 25,503,744 B at 1,000 GB/s = 25.503744 us. A hop between the servers: 1 x 1,024
    // x 2 B over 400 Gb/s (50 GB/s) at 0.8, 51.2 ns, + 10 us = 10.0512 us. TPOT = 2 x (25.503744 + 10.0512)
    // = 71.109888 us.
    ServingLayout pp2;
    pp2.pipelineParallel = 2;
    auto e = estimateServing(toyMoe(), toyCard(), idealInputs(2), pp2);
    REQUIRE(e);
    CHECK(e->performance.tpot->inSeconds() == Approx(71.109888e-6).epsilon(1e-9));
    CHECK(e->performance.gpus == 2);
    CHECK(e->performance.concurrency == 2);
    CHECK(e->memory.routedExpertsPerGpu.inBytes() == Approx(50'331'648.0).epsilon(1e-12));
    CHECK(e->memory.perGpu.weights.inBytes() == Approx(12'507'136.0 + 50'331'648.0).epsilon(1e-12));
    CHECK(servingLayoutText(pp2) == "TP 1, PP 2");
    // Refused by name: more stages than layers, and stages beside expert parallelism.
    ServingLayout tooMany = pp2;
    tooMany.pipelineParallel = 3;
    REQUIRE_FALSE(estimateServing(toyMoe(), toyCard(), idealInputs(2), tooMany));
    CHECK(estimateServing(toyMoe(), toyCard(), idealInputs(2), tooMany).error().field == "pp");
    ServingLayout withEp = pp2;
    withEp.expertParallel = 2;
    CHECK(validateServingLayout(toyMoe(), withEp)->field == "pp");
}

TEST_CASE("A dense model under the serving layout search gives exactly estimateInference's figures", "[moe]")
{
    const ModelArchitecture llama = *findModelPreset("llama-3.1-70b");
    InferenceInputs in;
    in.tensorParallel = 4;
    in.inputTokens = 1000;
    in.outputTokens = 200;
    ServingSearchInputs search;
    search.run = in;
    auto plan = searchServingLayout(llama, fixtures::h100(), search);
    REQUIRE(plan);
    auto today = estimateInference(llama, fixtures::h100(), in);
    REQUIRE(today);
    const InferencePerformance& p = plan->estimate.performance;
    CHECK(plan->estimate.layout == ServingLayout{4, 1, false, 0, 0, 1});
    CHECK(p.concurrency == today->concurrency);
    CHECK(p.tpot->inSeconds() == today->tpot->inSeconds());
    CHECK(p.ttft->inSeconds() == today->ttft->inSeconds());
    CHECK(*p.outputTokensPerSecond == *today->outputTokensPerSecond);
    CHECK(p.memoryPerGpu.inBytes() == today->memoryPerGpu.inBytes());
    CHECK(servingLayoutText(plan->estimate.layout) == "TP 4");
}

TEST_CASE("Layouts a model cannot take are refused, naming the option", "[moe]")
{
    const ModelArchitecture ds = *findModelPreset("deepseek-v3");
    const ModelArchitecture llama = *findModelPreset("llama-3.1-70b");
    // 3 does not divide DeepSeek-V3's 256 routed experts.
    auto e = validateServingLayout(ds, ServingLayout{1, 3, true, 0, 0, 1});
    REQUIRE(e);
    CHECK(e->field == "ep");
    // A dense model has no experts to spread.
    e = validateServingLayout(llama, ServingLayout{1, 8, false, 0, 0, 1});
    REQUIRE(e);
    CHECK(e->field == "ep");
    e = validateServingLayout(llama, ServingLayout{1, 1, true, 0, 0, 1});
    REQUIRE(e);
    CHECK(e->field == "dp-attention");
    // DeepSeek-V3 at FP8 spread over 2 H100s: 654 B routed parameters / 2 = 327 GB per GPU: it cannot hold it.
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    auto r = estimateServing(ds, fixtures::h100(), in, ServingLayout{1, 2, true, 0, 0, 1});
    REQUIRE(!r);
    CHECK(r.error().field == "ep");
    // A decode pool of 8 GPUs (EP 8: 82 GB of experts per GPU) cannot hold it either: named by its option.
    r = estimateServing(ds, fixtures::h100(), in, ServingLayout{1, 8, true, 32, 8, 32});
    REQUIRE(!r);
    CHECK(r.error().field == "decode-gpus");
}

TEST_CASE("DeepSeek-V3 on H100: expert parallelism with DP attention beats tensor parallelism per GPU", "[moe]")
{
    // The case: FP8 weights and KV, 2,000 input and 1,000 output tokens. Spreading the experts lets each
    // GPU keep only its share of them, so it holds far more sequences than at TP 16 (the search's choice,
    // docs/VALIDATION.md "Expert-parallel serving").
    const ModelArchitecture ds = *findModelPreset("deepseek-v3");
    ServingSearchInputs search;
    search.run.weights = Precision::FP8;
    search.run.kvCache = Precision::FP8;
    search.run.inputTokens = 2000;
    search.run.outputTokens = 1000;
    auto plan = searchServingLayout(ds, fixtures::h100(), search);
    REQUIRE(plan);
    CHECK(plan->estimate.layout.expertParallel > 1);
    InferenceInputs tp16 = search.run;
    tp16.tensorParallel = 16;
    auto today = estimateInference(ds, fixtures::h100(), tp16);
    REQUIRE(today);
    CHECK(*plan->estimate.performance.outputTokensPerSecondPerGpu > 3.0 * *today->outputTokensPerSecondPerGpu);
    CHECK(plan->estimate.performance.memoryPerGpu <= Bytes::gigabytes(80));
}

TEST_CASE("The serving simulation's pass of an expert-parallel group costs what infer's decode step does", "[moe]")
{
    // The toy model's EP 2 group above as the simulation sees it: a pass of its 2 decoding sequences at 101 keys
    // each (202 keys over the group, 101 per GPU) reads 43,763,712 B per GPU and hides the 40.08 us all-to-all:
    // 43.763712 us, infer's TPOT.
    const ServingLayout ep2{1, 2, true, 0, 0, 1};
    auto replica = expertParallelReplica(toyMoe(), toyCard(), idealInputs(2), ep2, Duration::seconds(0));
    REQUIRE(replica);
    CHECK(replica->gpus == 2);
    StepWork work;
    work.decodeSequences = 2;
    work.decodeKeys = 202;
    CHECK(inferenceStepTime(replica->costs, work).total().inSeconds() == Approx(43.763712e-6).epsilon(1e-9));
    // A layout with separate pools is not simulated: refused, naming the option.
    auto pools = expertParallelReplica(toyMoe(), toyCard(), idealInputs(2), ServingLayout{1, 2, true, 2, 2, 2},
                                       Duration::seconds(0));
    REQUIRE(!pools);
}

TEST_CASE("The deployment sizer takes an expert-parallel layout for DeepSeek-V3 where TP 8 cannot hold it", "[moe]")
{
    // DeepSeek-V3 at FP8 is 671 GB: TP 8 on 80 GB H100s leaves no room (84 GB of weights per GPU), so before the
    // serving layouts the sizer found nothing. With them it sizes expert-parallel groups to the rate: 100,000
    // output tokens/s with TPOT <= 50 ms.
    const ModelArchitecture ds = *findModelPreset("deepseek-v3");
    InferenceInputs base;
    base.weights = Precision::FP8;
    base.kvCache = Precision::FP8;
    base.inputTokens = 2000;
    base.outputTokens = 1000;
    ServiceTarget target;
    target.outputTokensPerSecond = 100'000.0;
    target.maxTpot = Duration::seconds(0.05);
    auto plan = sizeDeployment(ds, fixtures::h100(), base, target);
    REQUIRE(plan);
    CHECK(plan->layout.expertParallel > 1);
    CHECK(*plan->performance.outputTokensPerSecond >= 100'000.0);
    CHECK(*plan->performance.tpot <= Duration::seconds(0.05));
    CHECK(plan->gpus == plan->performance.gpus);
    CHECK(plan->gpus % plan->replicas == 0);
}
