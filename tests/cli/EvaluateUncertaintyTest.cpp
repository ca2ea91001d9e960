#include "CliTestSupport.h"
#include "ScenarioCliSupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cmath>

using scenario_cli::examplePath;

namespace {

CliRun evaluate(const QString& example, const QString& db, const QStringList& more)
{
    QStringList arguments{QStringLiteral("evaluate"), examplePath(example), QStringLiteral("--json"),
                          QStringLiteral("--database"), db};
    arguments << more;
    return runCliWith(arguments);
}

} // namespace

TEST_CASE("evaluate --json: the same seed prints the same bytes, another seed other bands", "[cli][uncertainty]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString example = QStringLiteral("llama-70b-inference.gputco.json");
    const CliRun a =
        evaluate(example, db,
                 {QStringLiteral("--samples"), QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("42")});
    const CliRun b =
        evaluate(example, db,
                 {QStringLiteral("--samples"), QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("42")});
    const CliRun c =
        evaluate(example, db,
                 {QStringLiteral("--samples"), QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("43")});
    REQUIRE(a.exitCode == 0);
    CHECK(a.out.toUtf8() == b.out.toUtf8());
    CHECK(a.out != c.out);
    const QJsonObject u = a.json().value(QStringLiteral("uncertainty")).toObject();
    CHECK(u.value(QStringLiteral("samples")).toInt() == 500);
    CHECK(u.value(QStringLiteral("seed")).toInteger() == 42);
}

TEST_CASE("evaluate --json: each card's TCO band, tornado and chance of being the cheapest", "[cli][uncertainty]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const CliRun run = evaluate(QStringLiteral("llama-70b-inference.gputco.json"), db, {});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value(QStringLiteral("uncertainty")).toObject().value(QStringLiteral("samples")).toInt()
          == 2000); // the default
    double cheapest = 0.0;
    int banded = 0;
    for (const QJsonValue& value : run.json().value(QStringLiteral("cards")).toArray()) {
        const QJsonObject e = value.toObject().value(QStringLiteral("economics")).toObject();
        if (e.value(QStringLiteral("tco_band")).isNull())
            continue;
        ++banded;
        const QJsonObject band = e.value(QStringLiteral("tco_band")).toObject();
        const double p10 = band.value(QStringLiteral("p10")).toDouble();
        const double p50 = band.value(QStringLiteral("p50")).toDouble();
        const double p90 = band.value(QStringLiteral("p90")).toDouble();
        CHECK(p10 <= p50);
        CHECK(p50 <= p90);
        CHECK(p10 < p90); // prices, power and life are uncertain by default
        cheapest += e.value(QStringLiteral("probability_cheapest")).toDouble();
        // Sorted by swing, largest first; every bar names its input.
        const QJsonArray tornado = e.value(QStringLiteral("tornado")).toArray();
        REQUIRE(tornado.size() >= 5);
        double previous = INFINITY;
        for (const QJsonValue& bar : tornado) {
            const QJsonObject o = bar.toObject();
            CHECK_FALSE(o.value(QStringLiteral("input")).toString().isEmpty());
            const double swing =
                std::abs(o.value(QStringLiteral("high")).toDouble() - o.value(QStringLiteral("low")).toDouble());
            CHECK(swing <= previous + 0.011); // rounded to the fen
            previous = swing;
        }
    }
    REQUIRE(banded >= 2);
    CHECK(cheapest == Approx(1.0).margin(1e-9));
}

TEST_CASE("evaluate refuses bad --samples and --seed naming the option", "[cli][uncertainty]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString example = QStringLiteral("llama-70b-inference.gputco.json");
    const CliRun none = evaluate(example, db, {QStringLiteral("--samples"), QStringLiteral("0")});
    CHECK(none.exitCode != 0);
    CHECK(none.err.contains(QStringLiteral("--samples")));
    CHECK(none.err.contains(QStringLiteral("100000")));
    const CliRun negative = evaluate(example, db, {QStringLiteral("--seed"), QStringLiteral("-1")});
    CHECK(negative.exitCode != 0);
    CHECK(negative.err.contains(QStringLiteral("--seed")));
}
