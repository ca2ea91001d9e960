#include "CliTestSupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

#include <catch2/catch.hpp>

namespace {

CliRun infer(QStringList arguments, const QTemporaryDir& dir)
{
    arguments.prepend(QStringLiteral("infer"));
    arguments << QStringLiteral("--database") << dir.filePath(QStringLiteral("catalogue.sqlite"));
    return runCliWith(arguments);
}

} // namespace

TEST_CASE("infer --power-cap-w: a capped card computes more slowly and draws less, hand-computed", "[cli][infer]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // The case below capped at 400 W: the H100 has no measured power (full load = its 700 W TDP, assumed), so the
    // compute-bound prefill runs at (400 / 700)^(1/3) = 0.8298 of its rate (docs/MODEL.md, "Power cap"); decode is
    // memory-bound and keeps its speed. Power at full load: one generic SXM server (8 x 700 x 1.8 = 10,080 W, host
    // 4,480 W): 400 + 4,480 x 0.7 = 3,536 W (uncapped: 700 + 3,136 = 3,836 W).
    const QStringList args{"--model",        "llama-2-7b", "--card",          "h100-sxm-80gb",
                           "--input-tokens", "1000",       "--output-tokens", "200",
                           "--concurrency",  "1",          "--json"};
    const CliRun free = infer(args, dir);
    const CliRun capped = infer(QStringList(args) << "--power-cap-w"
                                                  << "400",
                                dir);
    REQUIRE(free.exitCode == 0);
    REQUIRE(capped.exitCode == 0);
    const double share = std::cbrt(400.0 / 700.0);
    CHECK(capped.json().value("ttft_s").toDouble() == Approx(free.json().value("ttft_s").toDouble() / share));
    CHECK(capped.json().value("tpot_s").toDouble() == Approx(free.json().value("tpot_s").toDouble()));
    CHECK(free.json().value("full_load_power_w").toDouble() == Approx(3836.0));
    CHECK(capped.json().value("full_load_power_w").toDouble() == Approx(3536.0));
    CHECK(capped.json().value("power_cap_w").toDouble() == 400.0);
    CHECK(capped.json().value("power_evidence").toString() == "assumed");
    CHECK(capped.json().value("energy_per_output_token_j").toDouble()
          == Approx(3536.0 / capped.json().value("output_tokens_per_s").toDouble()));

    const CliRun refused = infer(QStringList(args) << "--power-cap-w"
                                                   << "1100",
                                 dir);
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.contains("--power-cap-w"));
    CHECK(refused.err.contains("1050 W"));
}

TEST_CASE("infer --json: the decode roofline, hand-computed", "[cli][infer]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // Same case as InferenceEstimatorTest: Llama-2-7B on one H100 (catalogue: 3,350 GB/s, 989.5 TFLOPS BF16),
    // one sequence of 1,000 + 200 tokens. Bytes per step 14,053,548,032 at 0.7 x 3,350 GB/s; prefill
    // 13,477,093,376,000 FLOPs at 0.5 x 989.5 TFLOPS. The H100's efficiency profile (database/catalogue/
    // efficiency_profiles.csv) adds its 1.6 ms step overhead to every decode step.
    const CliRun run = infer({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "1000",
                              "--output-tokens", "200", "--concurrency", "1", "--json"},
                             dir);
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    const double tpot = 14'053'548'032.0 / 2.345e12 + 0.0016;
    const double ttft = 13'477'093'376'000.0 / 4.9475e14;
    CHECK(json.value("tpot_s").toDouble() == Approx(tpot).epsilon(1e-9));
    CHECK(json.value("ttft_s").toDouble() == Approx(ttft).epsilon(1e-9));
    CHECK(json.value("output_tokens_per_s").toDouble() == Approx(200.0 / (200 * tpot + ttft)).epsilon(1e-9));
    CHECK(json.value("bound").toString() == "memory");
    CHECK(json.value("max_concurrency").toInt() > 1);
}

TEST_CASE("infer without --concurrency runs at the most that fit", "[cli][infer]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const CliRun run = infer({"--model", "llama-3.1-70b", "--card", "h100-sxm-80gb", "--tp", "2", "--input-tokens",
                              "1024", "--output-tokens", "256", "--json"},
                             dir);
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("concurrency").toInt() == json.value("max_concurrency").toInt());
    CHECK(json.value("concurrency").toInt() > 1);
    CHECK(json.value("output_tokens_per_s").toDouble() > 0.0);
}

TEST_CASE("infer: quantised weights, fallback notes, and refusals by option", "[cli][infer]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CliRun run = infer({"--model", "llama-3.1-8b", "--card", "a100-sxm-80gb", "--weights", "fp8", "--input-tokens",
                        "512", "--output-tokens", "128", "--json"},
                       dir);
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("compute_precision").toString() == "bf16");
    CHECK(run.json().value("notes").toArray().first().toString().contains("FP8"));

    // Llama-3.1-70B in BF16 (141 GB of weights) does not fit one 80 GB card.
    run = infer(
        {"--model", "llama-3.1-70b", "--card", "h100-sxm-80gb", "--input-tokens", "512", "--output-tokens", "128"},
        dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--tp"));

    run = infer({"--model", "llama-3.1-8b", "--card", "h100-sxm-80gb", "--output-tokens", "128"}, dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--input-tokens"));

    run = infer({"--model", "llama-3.1-8b", "--card", "h100-sxm-80gb", "--tp", "3", "--input-tokens", "1",
                 "--output-tokens", "1"},
                dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--tp"));
}

TEST_CASE("infer takes another tool's efficiencies, range-checked by name", "[cli][infer][uncertainty]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // The case above at half the bandwidth efficiency and half the compute efficiency: 14,053,548,032 bytes at
    // 0.35 x 3,350 GB/s = 1.1725e12 B/s per step; 13,477,093,376,000 FLOPs at 0.25 x 989.5 TFLOPS.
    const CliRun run =
        infer({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "1000", "--output-tokens", "200",
               "--concurrency", "1", "--bandwidth-efficiency", "0.35", "--compute-efficiency", "0.25", "--json"},
              dir);
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("tpot_s").toDouble() == Approx(14'053'548'032.0 / 1.1725e12 + 0.0016).epsilon(1e-9));
    CHECK(json.value("ttft_s").toDouble() == Approx(13'477'093'376'000.0 / 2.47375e14).epsilon(1e-9));

    const CliRun bad = infer({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "1000",
                              "--output-tokens", "200", "--bandwidth-efficiency", "1.5"},
                             dir);
    CHECK(bad.exitCode != 0);
    CHECK(bad.err.contains("--bandwidth-efficiency"));
    CHECK(bad.err.contains("1"));
    const CliRun zero = infer({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "1000",
                               "--output-tokens", "200", "--compute-efficiency", "0"},
                              dir);
    CHECK(zero.exitCode != 0);
    CHECK(zero.err.contains("--compute-efficiency"));
}

TEST_CASE("infer marks a precision the card has no figure for, by the recommender's rule", "[cli][infer][precision]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // The catalogue's T4 has FP16 65, INT8 130, INT4 260 and no FP8 or BF16 figure (cards.csv, gpu_specs.csv).
    CliRun run = infer({"--model", "llama-2-7b", "--card", "t4", "--weights", "fp8", "--input-tokens", "1000",
                        "--output-tokens", "200", "--json"},
                       dir);
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("precision_support").toString() == "unsupported");
    const QJsonArray notes = run.json().value("notes").toArray();
    REQUIRE_FALSE(notes.isEmpty());
    CHECK(notes.first().toString()
          == "NVIDIA T4 has no published dense FP8 figure, so FP8 is unsupported (never recommended): computing at "
             "its FP16 peak to show figures");
    run = infer({"--model", "llama-2-7b", "--card", "t4", "--weights", "int8", "--input-tokens", "1000",
                 "--output-tokens", "200", "--json"},
                dir);
    CHECK(run.json().value("precision_support").toString() == "native");
    run = infer({"--model", "llama-2-7b", "--card", "t4", "--weights", "bf16", "--input-tokens", "1000",
                 "--output-tokens", "200", "--json"},
                dir);
    CHECK(run.json().value("precision_support").toString() == "emulated");
}

TEST_CASE("infer lays a mixture-of-experts model out by the serving layout search, and refuses layouts by option",
          "[cli][infer][moe]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QStringList deepseek{"--model",        "deepseek-v3", "--card",          "h100-sxm-80gb",
                               "--weights",      "fp8",         "--kv-cache",      "fp8",
                               "--input-tokens", "2000",        "--output-tokens", "1000"};
    // The case: TP 16 alone keeps today's layout (468 output tokens/s per GPU, docs/VALIDATION.md); the
    // search spreads the experts and holds far more sequences per GPU (EP 16 with DP attention, 2,272).
    const CliRun tp16 = infer(QStringList(deepseek) << "--tp"
                                                    << "16"
                                                    << "--json",
                              dir);
    REQUIRE(tp16.exitCode == 0);
    CHECK(tp16.json().value("layout").toString() == "TP 16");
    const CliRun searched = infer(QStringList(deepseek) << "--json", dir);
    REQUIRE(searched.exitCode == 0);
    CHECK(searched.json().value("ep").toInt() > 1);
    CHECK(searched.json().value("output_tokens_per_s_per_gpu").toDouble()
          > 3.0 * tp16.json().value("output_tokens_per_s_per_gpu").toDouble());

    // 3 does not divide 256 routed experts; a dense model has none; 8 GPUs (82 GB of experts each) cannot hold it.
    CliRun run = infer(QStringList(deepseek) << "--ep"
                                             << "3",
                       dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--ep: 3 does not divide DeepSeek-V3's 256 routed experts"));
    run = infer({"--model", "llama-3.1-8b", "--card", "h100-sxm-80gb", "--input-tokens", "100", "--output-tokens",
                 "100", "--ep", "2"},
                dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--ep: Llama-3.1-8B is a dense model"));
    run = infer(QStringList(deepseek) << "--ep"
                                      << "8"
                                      << "--dp-attention"
                                      << "--prefill-gpus"
                                      << "32"
                                      << "--decode-gpus"
                                      << "8",
                dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--decode-gpus"));

    // Pipeline stages: TP 8 in each of 2 servers, 16 GPUs; the per-GPU memory names the routed-expert share. Stages
    // beside expert parallelism are refused naming --pp.
    const CliRun pipelined = infer(QStringList(deepseek) << "--tp"
                                                         << "8"
                                                         << "--pp"
                                                         << "2"
                                                         << "--json",
                                   dir);
    REQUIRE(pipelined.exitCode == 0);
    CHECK(pipelined.json().value("layout").toString() == "TP 8, PP 2");
    CHECK(pipelined.json().value("pp").toInt() == 2);
    CHECK(pipelined.json().value("gpus").toInt() == 16);
    // The fullest stage: 31 of 58 MoE layers' 256 experts of 3 x 7,168 x 2,048, FP8, over TP 8 = 43.68 GB.
    CHECK(pipelined.json().value("memory_per_gpu").toObject().value("routed_experts_bytes").toDouble()
          == Approx(31.0 * 256 * 3 * 7168 * 2048 / 8).epsilon(1e-9));
    run = infer(QStringList(deepseek) << "--pp"
                                      << "2"
                                      << "--ep"
                                      << "16",
                dir);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--pp"));
}

TEST_CASE("infer names the network between servers and takes --network-gbps-per-gpu", "[cli][infer][moe][network]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QStringList ep16{"--model",
                           "deepseek-v3",
                           "--card",
                           "h100-sxm-80gb",
                           "--weights",
                           "fp8",
                           "--kv-cache",
                           "fp8",
                           "--input-tokens",
                           "2000",
                           "--output-tokens",
                           "1000",
                           "--ep",
                           "16",
                           "--dp-attention",
                           "--concurrency",
                           "256",
                           "--json"};
    // The H100 is costed in the DGX H100, whose 400 Gb/s per GPU comes from datacenter.md section 4.1.
    const CliRun catalogue = infer(ep16, dir);
    REQUIRE(catalogue.exitCode == 0);
    CHECK(catalogue.json().value("network_gbps_per_gpu").toDouble() == 400.0);
    CHECK(catalogue.json().value("network_server").toString() == "dgx-h100");
    CHECK_FALSE(catalogue.json().value("network_assumed").toBool());
    CHECK(catalogue.json().value("network_source").toString().contains("datacenter.md section 4.1"));

    // EP 16 spans two 8-GPU servers: of each all-to-all 8/16 crosses the network (0.8 x 50 GB/s = 40 GB/s) and 7/16
    // stays on NVLink (0.8 x 450 = 360 GB/s), so the network sets the time. At 200 Gb/s (20 GB/s) that part doubles;
    // the 10 us latency of each of the 2 x 58 MoE layers' all-to-alls (1.16 ms a step) stays.
    const CliRun halved = infer(QStringList(ep16) << "--network-gbps-per-gpu"
                                                  << "200",
                                dir);
    REQUIRE(halved.exitCode == 0);
    CHECK(halved.json().value("network_gbps_per_gpu").toDouble() == 200.0);
    CHECK(halved.json().value("network_server").isNull());
    CHECK(halved.json().value("network_source").toString() == "--network-gbps-per-gpu");
    const double latency = 2 * 58 * 10e-6;
    CHECK(halved.json().value("all_to_all_per_step_s").toDouble() - latency
          == Approx(2.0 * (catalogue.json().value("all_to_all_per_step_s").toDouble() - latency)).epsilon(1e-9));

    const CliRun refused = infer(QStringList(ep16) << "--network-gbps-per-gpu"
                                                   << "5000",
                                 dir);
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.contains("--network-gbps-per-gpu"));
    CHECK(refused.err.contains("3200"));
}
