#include "CliTestSupport.h"
#include "ScenarioCliSupport.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;
using scenario_cli::examplePath;

namespace {

// The window's numbers for a scenario file: the same evaluator over the same catalogue file.
EvaluationPtr windowEvaluation(const QString& scenario, const QString& database)
{
    auto db = CatalogueDatabase::open(database);
    REQUIRE(db);
    const auto catalogue = snapshotOf(*db);
    const auto document = readScenarioFile(scenario, catalogue.get());
    REQUIRE(document);
    ScenarioEvaluator evaluator;
    return evaluator.evaluate(document->state, catalogue);
}

} // namespace

TEST_CASE("evaluate --json prints the window's figures for every example", "[cli][evaluate]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    for (const QString& name : scenario_cli::exampleNames()) {
        INFO(name.toStdString());
        // 200 Monte Carlo samples, not the default 2,000: no figure checked here comes from them.
        const CliRun run =
            runCliWith({QStringLiteral("evaluate"), examplePath(name), QStringLiteral("--json"),
                        QStringLiteral("--samples"), QStringLiteral("200"), QStringLiteral("--database"), db});
        REQUIRE(run.exitCode == 0);
        const QJsonObject json = run.json();
        const EvaluationPtr window = windowEvaluation(examplePath(name), db);
        CHECK(json.value(QStringLiteral("catalogue")).toObject().value(QStringLiteral("version")).toString()
              == QString::fromStdString(window->catalogue->version));
        CHECK(json.value(QStringLiteral("input_error")).isNull());
        const QJsonArray cards = json.value(QStringLiteral("cards")).toArray();
        REQUIRE(cards.size() == static_cast<qsizetype>(window->selected.size()));
        for (qsizetype i = 0; i < cards.size(); ++i) {
            const CardEvaluation& c = window->cards[window->selected[static_cast<std::size_t>(i)]];
            const QJsonObject card = cards.at(i).toObject();
            CHECK(card.value(QStringLiteral("id")).toString().toStdString() == c.card->id);
            const QJsonObject fit = card.value(QStringLiteral("fit")).toObject();
            CHECK(fit.value(QStringLiteral("gpus")).toInt() == c.fit.gpus());
            CHECK(fit.value(QStringLiteral("per_gpu")).toObject().value(QStringLiteral("total")).toInteger()
                  == c.fit.perGpu.total().rounded());
            const QJsonObject economics = card.value(QStringLiteral("economics")).toObject();
            CHECK(economics.value(QStringLiteral("gpus")).toInt() == c.economics.gpus);
            if (c.economics.tco) {
                CHECK(
                    economics.value(QStringLiteral("tco")).toObject().value(QStringLiteral("lifetime_total")).toDouble()
                    == c.economics.tco->lifetimeTotal.roundedToMinorUnit());
                // Issue 13's keys: the window's present value, equivalent annual cost and resale value.
                CHECK(economics.value(QStringLiteral("npv")).toDouble() == c.economics.tco->npv.roundedToMinorUnit());
                CHECK(economics.value(QStringLiteral("equivalent_annual_cost")).toDouble()
                      == c.economics.tco->equivalentAnnualCost.roundedToMinorUnit());
                CHECK(economics.value(QStringLiteral("residual_value")).toDouble()
                      == c.economics.tco->residualValue.roundedToMinorUnit());
            }
            CHECK(economics.contains(QStringLiteral("break_even_utilisation")));
            CHECK(economics.value(QStringLiteral("cloud_offer")).isNull() == (c.economics.cloudOffer == nullptr));
            if (c.economics.cloud)
                CHECK(economics.value(QStringLiteral("break_even_utilisation")).toDouble()
                      == c.economics.cloud->breakEvenUtilisation);
            if (c.economics.cloudOffer)
                CHECK(economics.value(QStringLiteral("cloud_offer")).toObject().value(QStringLiteral("id")).toString()
                      == QString::fromStdString(c.economics.cloudOffer->id));
        }
    }
}

TEST_CASE("evaluate: the 70B example's KV cache is the vLLM formula's", "[cli][evaluate]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const CliRun run =
        runCliWith({QStringLiteral("evaluate"), examplePath(QStringLiteral("llama-70b-inference.gputco.json")),
                    QStringLiteral("--json"), QStringLiteral("--database"), dir.filePath(QStringLiteral("c.sqlite"))});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value(QStringLiteral("model")).toObject().value(QStringLiteral("id")).toString()
          == QStringLiteral("llama-3.1-70b"));
    int checked = 0;
    for (const QJsonValue& value : json.value(QStringLiteral("cards")).toArray()) {
        const QJsonObject fit = value.toObject().value(QStringLiteral("fit")).toObject();
        if (!fit.value(QStringLiteral("fits")).toBool())
            continue;
        const QJsonObject split = fit.value(QStringLiteral("split")).toObject();
        const int tp = split.value(QStringLiteral("tp")).toInt();
        if (split.value(QStringLiteral("pp")).toInt() != 1)
            continue; // pipeline stages hold uneven layer counts: the formula below is for whole models
        // Kwon et al. 2023 (vLLM) §3: 2 x layers x KV heads x head dim x bytes x tokens x sequences, KV heads split
        // over TP. Llama-3.1-70B: 80 layers, 8 KV heads, head dim 128; FP8 = 1 byte; 8,192 tokens x 32 sequences:
        // 2 x 80 x 8 x 128 x 1 x 8,192 x 32 = 42,949,672,960 bytes on one GPU, / TP per GPU.
        INFO(value.toObject().value(QStringLiteral("id")).toString().toStdString());
        CHECK(fit.value(QStringLiteral("per_gpu")).toObject().value(QStringLiteral("kv_cache")).toInteger()
              == 42'949'672'960LL / tp);
        ++checked;
    }
    CHECK(checked >= 4); // H100, H200, H20, A100 and MI300X hold it without pipeline stages
}

TEST_CASE("evaluate prints a readable summary without --json", "[cli][evaluate]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const CliRun run =
        runCliWith({QStringLiteral("evaluate"), examplePath(QStringLiteral("edge-8b-inference.gputco.json")),
                    QStringLiteral("--database"), dir.filePath(QStringLiteral("c.sqlite"))});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("Edge assistant: Llama-3.1-8B in INT4 on small cards")));
    CHECK(run.out.contains(QStringLiteral("[jetson-agx-orin-64gb]")));
    CHECK(run.out.contains(QStringLiteral("memory:")));
    CHECK(run.out.contains(QStringLiteral("energy/year:")));
}

TEST_CASE("evaluate names the file and the key of a bad scenario", "[cli][evaluate]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.sqlite"));
    const QString path = dir.filePath(QStringLiteral("bad.gputco.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format_version": 1, "workload": {"model": "llama-3.1-8b", "mode": "inference"},
                  "economics": {"years": 40}, "cards": ["l4"]})");
    file.close();
    const CliRun run = runCliWith({QStringLiteral("evaluate"), path, QStringLiteral("--database"), db});
    CHECK(run.exitCode == 2);
    CHECK(
        run.err.contains(QStringLiteral("bad.gputco.json: economics.years: 40 is out of range: allowed from 1 to 10")));

    const CliRun none = runCliWith({QStringLiteral("evaluate"), QStringLiteral("--database"), db});
    CHECK(none.exitCode == 2);
    CHECK(none.err.contains(QStringLiteral("SCENARIO.json")));
}
