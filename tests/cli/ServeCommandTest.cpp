#include "CliTestSupport.h"

#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

namespace {

// Llama-2-70B in FP8 on one 8 x H100 replica, MLPerf's mean lengths (../shared/reference/mlperf.md), few requests
// so each run stays cheap.
QStringList deployment()
{
    return {"--model",
            "llama-2-70b",
            "--card",
            "h100-sxm-80gb",
            "--tp",
            "8",
            "--weights",
            "fp8",
            "--kv-cache",
            "fp8",
            "--input-tokens",
            "300",
            "--output-tokens",
            "292",
            "--requests",
            "300"};
}

CliRun serve(QStringList arguments, const QTemporaryDir& dir)
{
    arguments = deployment() + arguments;
    arguments.prepend(QStringLiteral("serve"));
    arguments << QStringLiteral("--database") << dir.filePath(QStringLiteral("catalogue.sqlite"));
    return runCliWith(arguments);
}

} // namespace

TEST_CASE("serve --json: the same seed gives the same bytes, another seed other figures", "[cli][serve]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QStringList load{"--rate",       "20", "--input-spread", "0.5", "--output-spread", "0.5",
                           "--burstiness", "2",  "--json"};
    const CliRun first = serve(load + QStringList{"--seed", "5"}, dir);
    const CliRun again = serve(load + QStringList{"--seed", "5"}, dir);
    const CliRun other = serve(load + QStringList{"--seed", "6"}, dir);
    REQUIRE(first.exitCode == 0);
    CHECK(first.out == again.out);
    CHECK(first.out != other.out);
    const QJsonObject json = first.json().value("load").toObject();
    CHECK(json.value("status").toString() == "stable");
    CHECK(json.value("requests_measured").toInt() == 270); // 300 less the 10 % warm-up
    const QJsonObject ttft = json.value("ttft_s").toObject();
    CHECK(ttft.value("p50").toDouble() <= ttft.value("p99").toDouble());
    CHECK(ttft.value("p50").toDouble() > 0.0);
}

TEST_CASE("serve --capacity: the highest rate meeting the P99 targets, for the whole deployment", "[cli][serve]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // A tight TTFT target so the search stops below the service rate; two replicas take exactly twice one's rate.
    const QStringList search{"--ttft-p99-ms", "60", "--tpot-p99-ms", "200", "--capacity", "--json"};
    const CliRun one = serve(search, dir);
    const CliRun two = serve(search + QStringList{"--replicas", "2"}, dir);
    REQUIRE(one.exitCode == 0);
    REQUIRE(two.exitCode == 0);
    const QJsonObject c1 = one.json().value("capacity").toObject();
    const QJsonObject c2 = two.json().value("capacity").toObject();
    const double rate = c1.value("requests_per_s").toDouble();
    CHECK(rate > 0.0);
    CHECK(rate < one.json().value("service_rate_per_s").toDouble());
    CHECK(c1.value("limited_by").toString() == "ttft");
    CHECK(c1.value("ttft_p99_s").toDouble() <= 0.060);
    // Fixed lengths: every request has 292 output tokens.
    CHECK(c1.value("output_tokens_per_s").toDouble() == Approx(rate * 292).epsilon(1e-12));
    CHECK(c2.value("requests_per_s").toDouble() == Approx(2 * rate).epsilon(1e-12));
    CHECK(two.json().value("gpus").toInt() == 16);
}

TEST_CASE("serve above the service rate reads unstable, never a huge latency", "[cli][serve]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const CliRun run = serve({"--rate", "1000"}, dir);
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("unstable: arrivals exceed the service rate"));
    CHECK_FALSE(run.out.contains("TTFT  "));
}

TEST_CASE("serve refuses bad input naming the option and the range, writing nothing", "[cli][serve]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const struct {
        QStringList arguments;
        const char* option;
        const char* range;
    } cases[] = {
        {{"--rate", "0"}, "--rate", "above 0"},
        {{"--rate", "-3"}, "--rate", "0 to"},
        {{"--rate", "1", "--burstiness", "11"}, "--burstiness", "0.1 to 10"},
        {{"--rate", "1", "--ttft-p99-ms", "0"}, "--ttft-p99-ms", "above 0"},
        {{"--rate", "1", "--tpot-p99-ms", "-5"}, "--tpot-p99-ms", "0 to"},
        {{"--rate", "1", "--input-spread", "5"}, "--input-spread", "0 to 4"},
        {{"--rate", "1", "--context", "512"}, "--output-tokens", "exceed the context of 512"},
        {{"--rate", "1", "--context", "256"}, "--input-tokens", "1 to 255"},
        {{"--capacity"}, "--capacity", "--ttft-p99-ms"},
        {{"--rate", "1", "--network-gbps-per-gpu", "0.5"}, "--network-gbps-per-gpu", "1 to 3200"},
        {{}, "--rate", "above 0"},
    };
    for (const auto& c : cases) {
        INFO(c.arguments.join(' ').toStdString());
        const CliRun run = serve(c.arguments, dir);
        CHECK(run.exitCode == 2);
        CHECK(run.err.contains(QString::fromLatin1(c.option)));
        CHECK(run.err.contains(QString::fromLatin1(c.range)));
        CHECK(run.out.isEmpty());
    }
}

TEST_CASE("serve refuses expert-parallel layouts a model cannot take, naming the option", "[cli][serve][moe]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QStringList deepseek{
        "serve", "--model",    "deepseek-v3", "--card",         "h100-sxm-80gb", "--weights",
        "fp8",   "--kv-cache", "fp8",         "--input-tokens", "2000",          "--output-tokens",
        "1000",  "--rate",     "1",           "--database",     database};
    CliRun run = runCliWith(QStringList(deepseek) << "--ep"
                                                  << "3");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--ep: 3 does not divide DeepSeek-V3's 256 routed experts"));
    // Pools whose groups cannot hold the model: decode groups of 2 GPUs for 671 B parameters.
    run = runCliWith(QStringList(deepseek) << "--ep"
                                           << "2"
                                           << "--prefill-gpus"
                                           << "32"
                                           << "--decode-gpus"
                                           << "2");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--decode-gpus"));
    CHECK(run.out.isEmpty());
    // One pool without the other.
    run = runCliWith(QStringList(deepseek) << "--prefill-gpus"
                                           << "32");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--decode-gpus: separate pools need both --prefill-gpus and --decode-gpus"));
    QStringList dense = deployment();
    dense.prepend("serve");
    run = runCliWith(dense << "--dp-attention"
                           << "--rate"
                           << "1"
                           << "--database" << database);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--dp-attention"));
}

TEST_CASE("serve schedules separate prefill and decode pools, the KV transfer in the TTFT", "[cli][serve][moe]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // DeepSeek-V3 FP8 on H100: 32 prefill and 32 decode GPUs, 400 requests of 2,000 + 200 tokens at 10 per second.
    const CliRun run = runCliWith({"serve",
                                   "--model",
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
                                   "200",
                                   "--requests",
                                   "400",
                                   "--prefill-gpus",
                                   "32",
                                   "--decode-gpus",
                                   "32",
                                   "--rate",
                                   "10",
                                   "--json",
                                   "--database",
                                   dir.filePath(QStringLiteral("catalogue.sqlite"))});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("gpus").toInt() == 64);
    const QJsonObject pools = json.value("pools").toObject();
    CHECK(pools.value("prefill_gpus").toInt() == 32);
    CHECK(pools.value("decode_gpus").toInt() == 32);
    CHECK(pools.value("prefill_groups").toInt() * pools.value("prefill_ep").toInt() == 32);
    // A 2,000-token prompt's latent cache in FP8: 61 layers x 576 x 1 B = 35,136 B per token, 70.272 MB over
    // 400 Gb/s at 0.8 (40 GB/s): 1.7568 ms + 10 us.
    const double transfer = pools.value("kv_transfer_s").toDouble();
    CHECK(transfer == Approx(70.272e6 / 40e9 + 10e-6).epsilon(1e-6));
    const QJsonObject load = json.value("load").toObject();
    REQUIRE(load.value("status").toString() == "stable");
    // Every first token waits for its prefill pass and then the transfer.
    CHECK(load.value("ttft_s").toObject().value("p50").toDouble() > transfer);
    // At 10 requests/s of 200 output tokens the pools emit about 2,000 tokens/s (the measured window's own count).
    CHECK(load.value("output_tokens_per_s").toDouble() == Approx(2000.0).epsilon(0.1));
}
