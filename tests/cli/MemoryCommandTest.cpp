#include "CliTestSupport.h"

#include <QJsonObject>

#include <catch2/catch.hpp>

TEST_CASE("memory --json prints integer byte counts per GPU and in total", "[cli][memory]")
{
    const CliRun run = runCliWith({"memory", "--model", "llama-2-7b", "--context", "4096", "--no-overhead", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    const QJsonObject perGpu = json.value("per_gpu").toObject();
    // Same hand computation as MemoryEstimatorTest: 6,738,415,616 x 2 bytes of weights, 2 GiB of KV cache.
    CHECK(perGpu.value("weights").toInteger() == 13'476'831'232LL);
    CHECK(perGpu.value("kv_cache").toInteger() == 2'147'483'648LL);
    CHECK(perGpu.value("activations").toInteger() == 438'432'768LL);
    CHECK(perGpu.value("gradients").toInteger() == 0);
    CHECK(perGpu.value("optimizer").toInteger() == 0);
    CHECK(perGpu.value("overhead").toInteger() == 0);
    CHECK(perGpu.value("total").toInteger() == 16'062'747'648LL);
    CHECK(json.value("total_bytes").toInteger() == 16'062'747'648LL);
}

TEST_CASE("memory reproduces ZeRO-1 over 64 GPUs for a 7.5B model", "[cli][memory]")
{
    // Custom 7.5B (the inferred shape has 7.53B parameters); ZeRO-1 model states per GPU:
    // 2P + 2P + 12P/64 with P = the derived count; the paper's 31.4 GB is for exactly 7.5B.
    const CliRun run = runCliWith(
        {"memory", "--params", "7.5e9", "--mode", "training", "--zero", "1", "--dp", "64", "--no-overhead", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    const double p = json.value("parameters").toDouble();
    CHECK(p == Approx(7.5e9).epsilon(0.01));
    const QJsonObject perGpu = json.value("per_gpu").toObject();
    const double states = perGpu.value("weights").toDouble() + perGpu.value("gradients").toDouble()
                          + perGpu.value("optimizer").toDouble();
    CHECK(states == Approx(4.0 * p + 12.0 * p / 64).epsilon(1e-9));
    CHECK(states / 1e9 == Approx(31.4).epsilon(0.01));
}

TEST_CASE("memory refuses bad values naming the option and its range", "[cli][memory]")
{
    CliRun run = runCliWith({"memory", "--model", "llama-2-70b", "--tp", "3"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--tp"));
    CHECK(run.err.contains("64 attention heads"));

    run = runCliWith({"memory", "--model", "llama-2-70b", "--pp", "500"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--pp: '500' is out of range; expected a number from 1 to 80"));

    run = runCliWith({"memory", "--model", "llama-9"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--model"));
    CHECK(run.err.contains("llama-3.1-405b"));

    run = runCliWith({"memory", "--params", "1e30"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--params"));

    run = runCliWith({"memory", "--model", "llama-2-7b", "--weights", "fp4"});
    CHECK(run.exitCode == 2);
    CHECK(
        run.err.contains("--weights: 'fp4' is not one of: fp32, tf32, bf16, fp16, fp8, nvfp4, mxfp4, int8, int4, nf4"));

    run = runCliWith({"memory", "--model", "llama-2-7b", "--bogus"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("bogus"));

    run = runCliWith({"memory", "--model", "llama-2-7b", "--params", "7e9"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("exactly one of --model NAME or --params N"));
}

TEST_CASE("memory without --json prints a readable table", "[cli][memory]")
{
    const CliRun run = runCliWith({"memory", "--model", "llama-3.1-70b", "--tp", "2"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("Llama-3.1-70B"));
    CHECK(run.out.contains("TP 2 x PP 1 x DP 1 = 2 GPUs"));
    CHECK(run.out.contains("kv cache"));
}

TEST_CASE("help and version", "[cli]")
{
    CliRun run = runCliWith({"--help"});
    CHECK(run.exitCode == 0);
    CHECK(run.out.contains("memory"));
    run = runCliWith({"memory", "--help"});
    CHECK(run.exitCode == 0);
    for (const char* option :
         {"--model", "--params", "--mode", "--weights", "--kv-cache", "--optimizer", "--zero", "--dp", "--tp", "--pp",
          "--context", "--batch", "--recompute", "--flash-attention", "--no-overhead", "--json"})
        CHECK(run.out.contains(QString::fromLatin1(option)));
    run = runCliWith({"--version"});
    CHECK(run.exitCode == 0);
    CHECK(run.out.startsWith("gpu-tco-cli "));
    run = runCliWith({"frobnicate"});
    CHECK(run.exitCode == 2);
}
