// Hostile scenario files through both readers: `gpu-tco-cli recommend SCENARIO.json` and the saved-scenario
// reader behind `evaluate` and File > Open. Each is refused with exit status 2 and a message naming the key, and
// no file changes.
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QFile>

#include <tuple>
#include <vector>

TEST_CASE("hostile scenario files are refused by key and change no file", "[hostile][scenario]")
{
    CatalogueSandbox sandbox;
    const QString path = sandbox.filePath(QStringLiteral("scenario.json"));
    const QByteArray longValue = QByteArray(100'000, 'x');
    const std::vector<std::tuple<const char*, QByteArray, QString>> scenarios{
        {"empty file", QByteArray(), QStringLiteral("not JSON")},
        {"not JSON", "model = llama", QStringLiteral("not JSON")},
        {"an array", "[1, 2]", QStringLiteral("one JSON object")},
        {"non-UTF-8 bytes", QByteArray("{\"model\": \"llama\xFF\xFE\"}"), QStringLiteral("invalid UTF8")},
        {"NaN literal", R"({"model": "llama-2-7b", "output_tokens": NaN})", QStringLiteral("not JSON")},
        {"number beyond double", R"({"model": "llama-2-7b", "tokens": 1e400, "mode": "training"})",
         QStringLiteral("not JSON")},
        {"negative", R"({"model": "llama-2-7b", "input_tokens": -1})", QStringLiteral("input_tokens")},
        {"zero", R"({"model": "llama-2-7b", "output_tokens": 0})", QStringLiteral("output_tokens")},
        {"huge parameters", R"({"params": 1e30})", QStringLiteral("params")},
        {"fractional integer", R"({"model": "llama-2-7b", "input_tokens": 1.5})", QStringLiteral("input_tokens")},
        {"number as a string", R"({"model": "llama-2-7b", "input_tokens": "128"})", QStringLiteral("input_tokens")},
        {"wrong type for the model", R"({"model": 70})", QStringLiteral("model")},
        {"wrong type for a list", R"({"model": "llama-2-7b", "cards": "l4"})", QStringLiteral("cards")},
        {"wrong type in a list", R"({"model": "llama-2-7b", "cards": [1, 2]})", QStringLiteral("cards")},
        {"unknown card", R"({"model": "llama-2-7b", "cards": ["no-such-card"]})", QStringLiteral("no-such-card")},
        {"unknown facility", R"({"model": "llama-2-7b", "facilities": ["no-such-idc"]})",
         QStringLiteral("no-such-idc")},
        {"unknown key", R"({"model": "llama-2-7b", "warp": 9})", QStringLiteral("warp")},
        {"unknown model", R"({"model": "no-such-model"})", QStringLiteral("model")},
        {"very long model", "{\"model\": \"" + longValue + "\"}", QStringLiteral("model")},
        {"negative price", R"({"model": "llama-2-7b", "economics": {"price_per_kwh": -1}})",
         QStringLiteral("economics.price_per_kwh")},
        {"huge PUE", R"({"model": "llama-2-7b", "economics": {"pue": 1e30}})", QStringLiteral("economics.pue")},
        {"zero years", R"({"model": "llama-2-7b", "economics": {"years": 0}})", QStringLiteral("economics.years")},
        {"negative budget", R"({"model": "llama-2-7b", "constraints": {"budget": -5}})",
         QStringLiteral("constraints.budget")},
        {"zero latency", R"({"model": "llama-2-7b", "constraints": {"max_tpot_s": 0}})",
         QStringLiteral("constraints.max_tpot_s")},
        {"empty currency", R"({"model": "llama-2-7b", "economics": {"currency": ""}})",
         QStringLiteral("economics.currency")},
        {"deep nesting", QByteArray("{\"model\": ") + QByteArray(5000, '[') + QByteArray(5000, ']') + "}",
         QStringLiteral("JSON")},
    };
    for (const auto& [label, bytes, named] : scenarios) {
        INFO(label);
        {
            QFile file(path);
            REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(bytes);
        }
        const CliRun run = runCliWith({QStringLiteral("recommend"), path, QStringLiteral("--json"),
                                       QStringLiteral("--database"), sandbox.databasePath()});
        CHECK(run.exitCode == 2);
        CHECK(run.err.contains(named));
        CHECK(run.err.size() < 1000);
        CHECK(run.out.isEmpty());
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("scenario.json")});
    INFO(why.toStdString());
    CHECK(same);
}

// The same through the saved-scenario reader (`gpu-tco-cli evaluate X.gputco.json`, which is also File > Open's):
// each hostile value lands in one key of an otherwise valid file, and the error names that key path.
TEST_CASE("hostile .gputco.json files are refused by key path and change no file", "[hostile][scenario]")
{
    CatalogueSandbox sandbox;
    const QString path = sandbox.filePath(QStringLiteral("bad.gputco.json"));
    // A complete, valid file (every key is required); each case replaces one "key": value pair in it.
    const QByteArray valid = R"({"format_version": 1, "name": "hostile",
        "workload": {"model": "llama-3.1-8b", "parameters": 8030261248, "mode": "inference", "weights": "bf16",
            "kv_cache": "bf16", "optimizer": "adamw", "zero_stage": 1, "context_tokens": 4096, "batch": 8,
            "output_tokens": 512, "target_tokens_per_second": 1000, "target_latency_ms": 50,
            "training_tokens": 1000000000, "gpu_count": 8, "utilisation": 0.6, "mfu": 0},
        "economics": {"currency": "USD", "electricity_price_per_kwh": 0.1, "pue": 1.3, "years": 3,
            "hours_per_day": 24, "carbon_kg_per_kwh": 0.4, "cny_per_usd": 7.2, "cny_per_eur": 7.8},
        "facility": "", "cards": ["l4"]})";
    auto with = [&valid](const char* pair, const QByteArray& replacement) {
        REQUIRE(valid.contains(pair));
        return QByteArray(valid).replace(pair, replacement);
    };
    const std::vector<std::tuple<const char*, QByteArray, QString>> files{
        {"empty file", QByteArray(), QStringLiteral("JSON")},
        {"an array", "[]", QStringLiteral("must be an object")},
        {"newer format", with(R"("format_version": 1)", R"("format_version": 99)"), QStringLiteral("format_version")},
        {"format as text", with(R"("format_version": 1)", R"("format_version": "1")"),
         QStringLiteral("format_version")},
        {"negative GPUs", with(R"("gpu_count": 8)", R"("gpu_count": -4)"), QStringLiteral("workload.gpu_count")},
        {"zero GPUs", with(R"("gpu_count": 8)", R"("gpu_count": 0)"), QStringLiteral("workload.gpu_count")},
        {"NaN-like text", with(R"("gpu_count": 8)", R"("gpu_count": "NaN")"), QStringLiteral("workload.gpu_count")},
        {"huge parameters",
         with(R"("model": "llama-3.1-8b", "parameters": 8030261248)", R"("model": "custom", "parameters": 1e30)"),
         QStringLiteral("workload.parameters")},
        {"utilisation above 1", with(R"("utilisation": 0.6)", R"("utilisation": 1.5)"),
         QStringLiteral("workload.utilisation")},
        {"number as text", with(R"("output_tokens": 512)", R"("output_tokens": "512")"),
         QStringLiteral("workload.output_tokens")},
        {"unknown precision", with(R"("weights": "bf16")", R"("weights": "fp3")"), QStringLiteral("workload.weights")},
        {"very long mode", with(R"("mode": "inference")", "\"mode\": \"" + QByteArray(100'000, 'x') + "\""),
         QStringLiteral("workload.mode")},
        {"unknown card", with(R"("cards": ["l4"])", R"("cards": ["no-such-card"])"), QStringLiteral("no-such-card")},
        {"unknown facility", with(R"("facility": "")", R"("facility": "nowhere")"), QStringLiteral("facility")},
        {"negative price", with(R"("electricity_price_per_kwh": 0.1)", R"("electricity_price_per_kwh": -0.1)"),
         QStringLiteral("economics.electricity_price_per_kwh")},
        {"PUE below 1", with(R"("pue": 1.3)", R"("pue": 0.5)"), QStringLiteral("economics.pue")},
        {"non-UTF-8 name", with(R"("name": "hostile")", QByteArray("\"name\": \"a\xFF\xFE\"")), QStringLiteral("UTF")},
    };
    {
        // The valid file itself is accepted: each failure below is the one replaced pair's.
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(valid);
    }
    const CliRun accepted = runCliWith({QStringLiteral("evaluate"), path, QStringLiteral("--json"),
                                        QStringLiteral("--database"), sandbox.databasePath()});
    INFO(accepted.err.toStdString());
    REQUIRE(accepted.exitCode == 0);
    for (const auto& [label, bytes, named] : files) {
        INFO(label);
        {
            QFile file(path);
            REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(bytes);
        }
        const CliRun run = runCliWith({QStringLiteral("evaluate"), path, QStringLiteral("--json"),
                                       QStringLiteral("--database"), sandbox.databasePath()});
        INFO(run.err.toStdString());
        CHECK(run.exitCode == 2);
        CHECK(run.err.contains(named));
        CHECK(run.err.size() < 1000);
        CHECK(run.out.isEmpty());
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("bad.gputco.json")});
    INFO(why.toStdString());
    CHECK(same);
}
