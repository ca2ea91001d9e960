#include "UiTestSupport.h"

#include "export/report/ReportAnswer.h"
#include "scenario/LazyRecommendation.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

// The sample catalogue with every card under a made-up control for CN and one measured profile: bandwidth 0.6
// and compute 0.4 of peak (not the assumed profile's 0.7 and 0.5, so a caveat quoting defaults would show).
std::shared_ptr<const CatalogueSnapshot> controlledAndMeasured()
{
    auto c = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    for (Accelerator& card : c->cards) {
        card.exportControl = "test control";
        card.exportRestrictedIn = {"CN"};
        EfficiencyProfile p = assumedEfficiencyProfile(card.id);
        p.id = "measured-" + card.id;
        p.evidence = EfficiencyEvidence::MeasuredPublic;
        p.stack = "test stack";
        p.computeShare = {0.4, 0.35, 0.45};
        p.bandwidthShare = {0.6, 0.55, 0.65};
        card.efficiency = p;
    }
    return c;
}

bool anyContains(const QStringList& lines, const QString& text)
{
    return std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(text); });
}

} // namespace

TEST_CASE("Page 1's caveats quote the card's own efficiency profile and the export control", "[report]")
{
    test::application();
    ScenarioState state; // Llama-3.1-70B inference, BF16
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    ScenarioEvaluator evaluator;
    EvaluationPtr e = evaluator.evaluate(state, controlledAndMeasured());
    const RecommendOption* first = e->recommendation->get().recommended();
    REQUIRE(first);
    REQUIRE_FALSE(first->rented);
    QStringList caveats = answerCaveats(*e);
    INFO(caveats.join(QStringLiteral("\n")).toStdString());
    // BF16 weights: the profile's 0.4 of the BF16 peak is the prefill share whichever bound decode has, and decode
    // is either 0.6 of the bandwidth or 0.4 of the peak.
    CHECK(anyContains(caveats, QStringLiteral("prefill at 40%")));
    CHECK((anyContains(caveats, QStringLiteral("cache at 60% of its memory bandwidth"))
           || anyContains(caveats, QStringLiteral("decode at 40% of its peak compute"))));
    CHECK(anyContains(
        caveats,
        QStringLiteral("(profile measured-%1, measured (public))").arg(QString::fromStdString(first->cardId))));
    CHECK(anyContains(caveats, QStringLiteral("measured on test stack")));
    CHECK(anyContains(caveats, QStringLiteral("needs a licence to go to CN (test control)")));

    // The buyer's headquarters stated: the check has been made, so no export caveat.
    state.constraints.buyerCountry = "US";
    e = evaluator.evaluate(state, controlledAndMeasured());
    REQUIRE(e->recommendation->get().recommended());
    caveats = answerCaveats(*e);
    CHECK_FALSE(anyContains(caveats, QStringLiteral("Export control")));
}
