#include "SampleCatalogue.h"

#include "scenario/LazyRecommendation.h"
#include "scenario/LeadingOption.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenario/SensitivityCard.h"
#include "uncertainty/LazyTornado.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("The sensitivity opens on the recommended card when it is selected", "[sensitivity]")
{
    ScenarioState state; // Llama-3.1-70B inference on the sample catalogue
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, testdata::sampleCatalogue());
    const RecommendOption* option = e->recommendation->get().recommended();
    REQUIRE(option);
    const CardEvaluation* chosen = defaultSensitivityCard(*e);
    REQUIRE(chosen);
    const bool recommendedIsSelected = option->cardId == "h100-sxm-80gb" || option->cardId == "mi300x";
    // The recommended card when the user selected it, else the leading option of the selection.
    CHECK(chosen->card->id == (recommendedIsSelected ? option->cardId : leadingOption(*e)->card->id));
    CHECK(e->tornado->forCard(chosen->card->id));
}

TEST_CASE("Without a selected card the sensitivity has no card to open on", "[sensitivity]")
{
    ScenarioState state;
    state.selectedCardIds = {};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, testdata::sampleCatalogue());
    CHECK(defaultSensitivityCard(*e) == nullptr);
}
