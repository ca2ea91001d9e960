#include "UiTestSupport.h"

#include "export/report/ReportAb.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

EvaluationPtr evaluate(const ScenarioState& state)
{
    ScenarioEvaluator evaluator;
    return evaluator.evaluate(state, test::sampleCatalogue());
}

QStringList rowTexts(const ReportTable& t, int row)
{
    QStringList out;
    for (const ReportCell& cell : t.rows.at(row))
        out << cell.text;
    return out;
}

} // namespace

TEST_CASE("The A/B differences are found on values: two that print alike are listed with how much they differ",
          "[report][ab]")
{
    test::application();
    ScenarioState a;
    a.selectedCardIds = {"h100-sxm-80gb"};
    ScenarioState b = a;
    // 0.7000 and 0.7004 CNY/kWh both print "0.700 CNY/kWh"; the text comparison of before listed no difference.
    a.economics.electricityPricePerKwh = 0.7;
    b.economics.electricityPricePerKwh = 0.7004;
    const ReportTable t = differenceTable(*evaluate(a), *evaluate(b));
    REQUIRE(t.rows.size() == 1);
    CHECK(rowTexts(t, 0)
          == QStringList{QStringLiteral("Electricity price"), QStringLiteral("0.700 CNY/kWh"),
                         QStringLiteral("0.700 CNY/kWh (+0.000400 against A)")});

    // 70% and 70.01% of the hours: a share's difference in percent.
    b = a;
    b.workload.utilisation = 0.7001;
    const ReportTable shares = differenceTable(*evaluate(a), *evaluate(b));
    REQUIRE(shares.rows.size() == 1);
    CHECK(rowTexts(shares, 0).at(2) == QStringLiteral("70% of the hours (+0.0100% against A)"));

    // A change that shows keeps its plain values.
    b = a;
    b.economics.pue = 1.5;
    const ReportTable pue = differenceTable(*evaluate(a), *evaluate(b));
    REQUIRE(pue.rows.size() == 1);
    CHECK(rowTexts(pue, 0) == QStringList{QStringLiteral("PUE"), QStringLiteral("1.30"), QStringLiteral("1.50")});
}

TEST_CASE("Equal scenarios show no difference in the inputs", "[report][ab]")
{
    test::application();
    ScenarioState a;
    a.selectedCardIds = {"h100-sxm-80gb", "l4"};
    ScenarioState b = a;
    b.selectedCardIds = {"l4", "h100-sxm-80gb"}; // the same cards in another order
    const ReportTable t = differenceTable(*evaluate(a), *evaluate(b));
    REQUIRE(t.rows.size() == 1);
    CHECK(t.rows.first().first().text == QStringLiteral("(no difference in the inputs)"));
}
