#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

namespace {

/// `recommend` reads a scenario file and the catalogue (Qt Sql needs a QCoreApplication for its driver).
class RecommendCli {
public:
    RecommendCli() { ensureCatalogueCliApplication(); }

    CliRun run(const QByteArray& scenario, QStringList extra = {}) const
    {
        const QString path = dir_.filePath(QStringLiteral("scenario.json"));
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(scenario);
        file.close();
        // 200 Monte Carlo samples of the options' shares, not the default 2,000: no case here checks the shares.
        QStringList arguments{QStringLiteral("recommend"),  path,
                              QStringLiteral("--samples"),  QStringLiteral("200"),
                              QStringLiteral("--database"), dir_.filePath(QStringLiteral("catalogue.sqlite"))};
        return runCliWith(arguments + extra);
    }

private:
    QTemporaryDir dir_;
};

} // namespace

TEST_CASE("recommend --json: one L4 serves Llama-2-7B for its price", "[cli][recommend]")
{
    // Free electricity and no system price: the card sits in the catalogue's 8 x L4 server, whose host is 0.24 of
    // a full server's cards (derived from the HGX H100 row of prices.md sec. 2): 3,000 + 8 x 3,000 x 0.24 = 8,760
    // (a part-filled server pays its whole host), less its resale value on the default residual curve, 27.5 %
    // after 3 years (prices.md sec. 4): 8,760 x 0.725 = 6,351.
    const RecommendCli cli;
    const CliRun run = cli.run(R"({"model": "llama-2-7b", "cards": ["l4"], "precisions": ["bf16"],
        "search": {"max_tp": 1},
        "economics": {"currency": "CNY", "years": 3, "price_per_kwh": 0, "card_prices": {"l4": 3000}}})",
                               {QStringLiteral("--json")});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("mode").toString() == "inference");
    CHECK(json.value("evaluated").toInt() == 1);
    const QJsonArray options = json.value("options").toArray();
    REQUIRE(options.size() == 1);
    const QJsonObject first = options.at(0).toObject();
    CHECK(first.value("card").toString() == "l4");
    CHECK(first.value("gpus").toInt() == 1);
    CHECK(first.value("total_cost").toDouble() == Approx(6351.0));
    CHECK(first.value("server").toString() == "example-pcie-8x-l4-2u");
    CHECK_FALSE(first.value("capex_understated").toBool());
    CHECK(first.value("pareto").toBool());
    CHECK(json.value("front").toArray().size() == 1);
    CHECK(json.value("search_ms").toDouble() >= 0.0);
}

TEST_CASE("recommend: residual curve, discount rate and exchange rates from the scenario", "[cli][recommend]")
{
    const RecommendCli cli;
    // No resale value: the card's 3,000 and the host of its 8-card server, 8 x 3,000 x 0.24 = 5,760: 8,760.
    CliRun run = cli.run(R"({"model": "llama-2-7b", "cards": ["l4"], "precisions": ["bf16"], "search": {"max_tp": 1},
        "economics": {"price_per_kwh": 0, "card_prices": {"l4": 3000}, "residual_curve": []}})",
                         {QStringLiteral("--json")});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("options").toArray().at(0).toObject().value("total_cost").toDouble() == Approx(8760.0));
    run = cli.run(R"({"model": "llama-2-7b", "economics": {"discount_rate": 0.6}})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("economics.discount_rate"));
    run = cli.run(R"({"model": "llama-2-7b", "economics": {"residual_curve": [0.5, 0.7]}})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("economics.residual_curve"));
    CHECK(run.err.contains("year 2"));
    run = cli.run(R"({"model": "llama-2-7b", "economics": {"exchange_rates": {"usd": 7.2}}})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("economics.exchange_rates"));
}

TEST_CASE("recommend: cards without a price are listed apart, --top limits the list", "[cli][recommend]")
{
    const RecommendCli cli;
    // The A10 has no purchase price in the catalogue (prices.md has none).
    const CliRun run = cli.run(R"({"model": "llama-2-7b", "cards": ["l4", "a10"],
        "economics": {"currency": "CNY", "card_prices": {"l4": 3000}}})",
                               {QStringLiteral("--json"), QStringLiteral("--top"), QStringLiteral("2")});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("options").toArray().size() == 2);
    for (const auto& option : json.value("options").toArray())
        CHECK(option.toObject().value("card").toString() == "l4");
    const QJsonArray unpriced = json.value("unpriced").toArray();
    REQUIRE_FALSE(unpriced.isEmpty());
    CHECK(unpriced.at(0).toObject().value("card").toString() == "a10");
    CHECK(unpriced.at(0).toObject().value("total_cost").isNull());
}

TEST_CASE("recommend: training ranks by cost per run", "[cli][recommend]")
{
    const RecommendCli cli;
    const CliRun run = cli.run(R"({"model": "llama-2-7b", "mode": "training", "tokens": 1e9, "cards": ["h100-sxm-80gb"],
        "precisions": ["bf16"], "rank_by": "cost-per-run", "search": {"max_gpus": 16},
        "economics": {"card_prices": {"h100-sxm-80gb": 200000}}})",
                               {QStringLiteral("--json")});
    REQUIRE(run.exitCode == 0);
    const QJsonArray options = run.json().value("options").toArray();
    REQUIRE_FALSE(options.isEmpty());
    double previous = 0.0;
    for (const auto& option : options) {
        const double cost = option.toObject().value("cost_per_run").toDouble();
        CHECK(cost >= previous);
        CHECK(option.toObject().value("run_hours").toDouble() > 0.0);
        previous = cost;
    }
}

TEST_CASE("recommend: a bad scenario names the key", "[cli][recommend]")
{
    const RecommendCli cli;
    CliRun run = cli.run(R"({"model": "llama-2-7b", "economics": {"yeers": 3}})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("economics.yeers"));
    run = cli.run(R"({"model": "llama-2-7b", "constraints": {"max_tpot_s": -1}})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("constraints.max_tpot_s"));
    run = cli.run(R"({"model": "llama-2-7b", "cards": ["no-such-card"]})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("no-such-card"));
    run = cli.run(R"({"model": "llama-2-7b", "mode": "training"})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("tokens"));
    run = cli.run("not json");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("not JSON"));
    run = cli.run(R"({"params": 7e9, "model": "llama-2-7b"})");
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("model"));
}

TEST_CASE("recommend without --json prints the ranking", "[cli][recommend]")
{
    const RecommendCli cli;
    const CliRun run = cli.run(R"({"model": "llama-2-7b", "cards": ["l4"], "precisions": ["bf16"],
        "search": {"max_tp": 1}, "economics": {"price_per_kwh": 0, "card_prices": {"l4": 3000}}})");
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("1. l4 x 1 (bf16, TP 1 PP 1 DP 1)"));
    // 3,000 + 8 x 3,000 x 0.24 (the 8-card server's host) less the default curve's 27.5 % resale after 3 years.
    CHECK(run.out.contains("total 6351 CNY [Pareto]"));
}
