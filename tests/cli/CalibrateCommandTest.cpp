#include "../core/calibration/BenchmarkFixtures.h"
#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"
#include "database/CatalogueDatabase.h"
#include "model/ModelPresets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cstdio>

using namespace gputco;

namespace {

// The truth the benchmark is made from (BenchmarkFixtures.h): far from the catalogue's H100 profile (bandwidth
// 0.7, compute 0.5, 1.6 ms), so a fit that did not move would fail.
const StepEfficiencies kTruth{0.35, 0.41, 0.41, 0.8, Duration::seconds(0.0035)};

class CalibrateCli {
public:
    CalibrateCli()
    {
        ensureCatalogueCliApplication();
        REQUIRE(dir_.isValid());
        auto db = CatalogueDatabase::open(database());
        REQUIRE(db);
        const auto card = db->cards().find("h100-sxm-80gb");
        REQUIRE(card);
        card_ = *card;
    }

    QString database() const { return dir_.filePath(QStringLiteral("catalogue.sqlite")); }

    QString write(const QString& name, const std::string& text) const
    {
        const QString path = dir_.filePath(name);
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.data(), static_cast<qint64>(text.size()));
        return path;
    }

    // Llama-3.1-8B on the catalogue's own H100 at the truth: 30 requests one at a time and 30 with 4 in the server.
    std::string benchmark(const std::string& modelId = "meta-llama/Llama-3.1-8B-Instruct") const
    {
        const CalibrationSetup setup{*findModelPreset("llama-3.1-8b"), card_, Precision::BF16, Precision::BF16, 1};
        std::string text;
        for (const double inFlight : {1.0, 4.0}) {
            fixtures::RunSpec spec;
            spec.modelId = modelId;
            spec.meanInFlight = inFlight;
            for (int i = 0; i < 30; ++i)
                spec.lengths.emplace_back(100 + ((i * 11) % 30) * 150, 20 + ((i * 7) % 30) * 10);
            text += fixtures::benchmarkRunJson(setup, kTruth, spec) + "\n";
        }
        return text;
    }

    CliRun calibrate(const QString& benchmarkPath, QStringList extra = {}) const
    {
        QStringList arguments{
            QStringLiteral("calibrate"),    QStringLiteral("--vllm"),        benchmarkPath,
            QStringLiteral("--card"),       QStringLiteral("h100-sxm-80gb"), QStringLiteral("--model"),
            QStringLiteral("llama-3.1-8b"), QStringLiteral("--database"),    database()};
        return runCliWith(arguments + extra);
    }

    bool hasProfile(const std::string& id) const
    {
        auto db = CatalogueDatabase::open(database());
        REQUIRE(db);
        return db->efficiencyProfiles().find(id).has_value();
    }

private:
    QTemporaryDir dir_;
    Accelerator card_; // the catalogue's own H100, its profile attached
};

// 60 seconds of two GPUs on 90 W + 5.5 W per utilisation point (640 W at 100 %).
std::string powerLog()
{
    std::string text = "timestamp, power.draw [W], utilization.gpu [%], memory.used [MiB]\n";
    for (int second = 0; second < 60; ++second)
        for (int gpu = 0; gpu < 2; ++gpu) {
            const int utilisation = (second * 17 + gpu * 41) % 101;
            char row[128];
            std::snprintf(row, sizeof row, "2026/02/20 09:00:%02d.000, %.2f W, %d %%, 30000 MiB\n", second,
                          90.0 + 5.5 * utilisation, utilisation);
            text += row;
        }
    return text;
}

} // namespace

TEST_CASE("calibrate --json gives back the efficiencies a benchmark was made from, and saves nothing",
          "[cli][calibrate]")
{
    const CalibrateCli cli;
    const QString file = cli.write(QStringLiteral("vllm-llama8b.json"), cli.benchmark());
    const QString log = cli.write(QStringLiteral("smi.csv"), powerLog());
    const CliRun run = cli.calibrate(file, {QStringLiteral("--nvidia-smi"), log, QStringLiteral("--json")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("bandwidth_share").toObject().value("value").toDouble() == Approx(0.35).epsilon(0.02));
    CHECK(json.value("compute_share").toObject().value("value").toDouble() == Approx(0.41).epsilon(0.02));
    CHECK(json.value("step_overhead_ms").toObject().value("value").toDouble() == Approx(3.5).epsilon(0.02));
    CHECK(json.value("bandwidth_share").toObject().value("before").toDouble() == Approx(0.7)); // catalogue profile
    CHECK(json.value("requests_fitted").toInt() == 60);
    CHECK(json.value("requests").toArray().size() == 60);
    CHECK(json.value("rms_relative_error").toDouble() < 1e-6);
    CHECK(json.value("tp").toInt() == 1);
    CHECK(json.value("tp_assumed").toBool());
    const QJsonObject power = json.value("power").toObject();
    CHECK(power.value("idle_w").toDouble() == Approx(90.0).epsilon(0.02));
    CHECK(power.value("full_load_w").toDouble() == Approx(640.0).epsilon(0.02));
    CHECK(json.value("profile_id").toString() == "h100-sxm-80gb-yours");
    CHECK(json.value("profile_source").toString() == "vllm-llama8b.json + smi.csv");
    CHECK(json.value("profile_date").toString() == "2026-03-01"); // the run's own "date"
    CHECK_FALSE(json.value("saved").toBool());
    CHECK_FALSE(cli.hasProfile("h100-sxm-80gb-yours"));
}

TEST_CASE("calibrate refuses a file that lacks a field, mixes models or is of another model, and writes nothing",
          "[cli][calibrate]")
{
    const CalibrateCli cli;
    std::string missing = cli.benchmark();
    missing.replace(missing.find("\"itls\""), 6, "\"itlz\"");
    CliRun run = cli.calibrate(cli.write(QStringLiteral("run.json"), missing), {QStringLiteral("--save")});
    CHECK(run.exitCode == 2);
    CHECK(run.err.startsWith("gpu-tco-cli calibrate: --vllm: run.json: itls: is missing (run 1): the result has no "
                             "per-request timings; save the run with --save-result --save-detailed"));

    const std::string llama = cli.benchmark();
    const std::string qwen = cli.benchmark("Qwen/Qwen2.5-7B-Instruct");
    run = cli.calibrate(cli.write(QStringLiteral("mixed.json"), llama.substr(0, llama.find('\n') + 1) + qwen),
                        {QStringLiteral("--save")});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--vllm: mixed.json: model_id: differs between the runs"));

    run = cli.calibrate(cli.write(QStringLiteral("qwen.json"), qwen), {QStringLiteral("--save")});
    CHECK(run.exitCode == 2);
    CHECK(run.err.startsWith("gpu-tco-cli calibrate: --model: the benchmark's model_id 'Qwen/Qwen2.5-7B-Instruct' is "
                             "not Llama-3.1-8B (llama-3.1-8b)"));

    run = cli.calibrate(cli.write(QStringLiteral("tp.json"), llama),
                        {QStringLiteral("--save"), QStringLiteral("--nvidia-smi"),
                         cli.write(QStringLiteral("flat.csv"), "power.draw [W], utilization.gpu [%]\n"
                                                               "300 W, 90 %\n310 W, 91 %\n305 W, 92 %\n")});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--nvidia-smi: flat.csv: utilization.gpu: only spans 90 to 92 %"));
    CHECK_FALSE(cli.hasProfile("h100-sxm-80gb-yours"));
}

TEST_CASE("calibrate --save stores a measured-yours profile that infer and recommend then use", "[cli][calibrate]")
{
    const CalibrateCli cli;
    // A scenario that serves Llama-3.1-8B on H100 alone; its TPOT comes from the card's chosen profile.
    const QString scenario = cli.write(QStringLiteral("scenario.json"),
                                       R"({"model": "llama-3.1-8b", "cards": ["h100-sxm-80gb"], "precisions": ["bf16"],
        "search": {"max_tp": 1}, "economics": {"currency": "USD", "card_prices": {"h100-sxm-80gb": 30000}}})");
    const QStringList recommend{QStringLiteral("recommend"),
                                scenario,
                                QStringLiteral("--samples"),
                                QStringLiteral("200"),
                                QStringLiteral("--json"),
                                QStringLiteral("--database"),
                                cli.database()};
    const CliRun before = runCliWith(recommend);
    REQUIRE(before.exitCode == 0);

    const CliRun saved =
        cli.calibrate(cli.write(QStringLiteral("run.json"), cli.benchmark()), {QStringLiteral("--save")});
    INFO(saved.err.toStdString());
    REQUIRE(saved.exitCode == 0);
    CHECK(saved.out.contains("Saved as profile h100-sxm-80gb-yours (measured-yours)"));
    REQUIRE(cli.hasProfile("h100-sxm-80gb-yours"));

    const CliRun infer =
        runCliWith({QStringLiteral("infer"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                    QStringLiteral("--card"), QStringLiteral("h100-sxm-80gb"), QStringLiteral("--input-tokens"),
                    QStringLiteral("1000"), QStringLiteral("--output-tokens"), QStringLiteral("200"),
                    QStringLiteral("--json"), QStringLiteral("--database"), cli.database()});
    REQUIRE(infer.exitCode == 0);
    CHECK(infer.json().value("efficiency_profile").toString() == "h100-sxm-80gb-yours");
    CHECK(infer.json().value("efficiency_evidence").toString() == "measured-yours");
    CHECK(infer.json().value("bandwidth_efficiency").toDouble() == Approx(0.35).epsilon(0.02));

    // recommend reads the same catalogue: half the bandwidth share (0.7 -> 0.35) and 3.5 ms per step instead of
    // 1.6 ms make the memory-bound decode step of the option it picks far slower.
    const CliRun after = runCliWith(recommend);
    REQUIRE(after.exitCode == 0);
    const QJsonObject first = before.json().value("options").toArray().at(0).toObject();
    const QJsonObject second = after.json().value("options").toArray().at(0).toObject();
    CHECK(second.value("tpot_s").toDouble() > 1.5 * first.value("tpot_s").toDouble());
}
