#pragma once

#include "comparison/ComparisonResult.h"
#include "memory/FitPlanner.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "model/ParameterCount.h"
#include "scenario/CardEconomics.h"
#include "scenario/CardRack.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/LazyComparison.h"
#include "scenario/LazyRecommendation.h"
#include "scenario/ScenarioState.h"
#include "util/Expected.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

class LazyTornado;

/// Core's answers for one catalogue card under the scenario.
struct CardEvaluation {
    const Accelerator* card = nullptr; ///< points into Evaluation::catalogue, which the evaluation keeps alive
    FitResult fit;                     ///< fewest GPUs that hold the workload (core FitPlanner)
    CardEconomics economics;           ///< deployment, power, energy and cost (core performance/power/cost)
    CardRack rack;                     ///< servers, racks, feeds, cooling and facility fit (core rack/facilityfit)
    bool economicsComputed = false;    ///< economics and rack are computed for the selected cards only
};

/// What changed since the previous evaluation, so a view can skip work that would redraw the same picture.
struct EvaluationChanges {
    bool workload = true;
    bool economics = true;
    bool selection = true;
    bool catalogue = true;
    bool constraints = true; ///< the recommendation's targets and limits (ScenarioState::constraints)
};

/// Everything the views show, computed once per scenario change by calling core (ScenarioEvaluator).
/// A value: views read it and never compute a figure themselves.
struct Evaluation {
    std::uint64_t revision = 0;
    ScenarioState state;
    std::shared_ptr<const CatalogueSnapshot> catalogue;
    ModelArchitecture model;
    ParameterCounts parameters;
    MemoryInputs memoryInputs;
    std::optional<Error> inputError;   ///< the workload core refuses, naming the input
    std::vector<CardEvaluation> cards; ///< every catalogue card, catalogue order
    std::vector<std::size_t> selected; ///< indexes into `cards` of the cards the views compare
    /// The same model trained and served, over every catalogue card (core comparison), computed on first use.
    std::shared_ptr<const LazyComparison> comparison;
    /// The recommender over every catalogue card for this workload and its targets (core/recommend), searched
    /// on first use.
    std::shared_ptr<const LazyRecommendation> recommendation;
    /// The selected cards' tornado at the scenario's ranges (core/uncertainty/LazyTornado.h), computed on first use;
    /// null in an evaluation not made by ScenarioEvaluator.
    std::shared_ptr<const LazyTornado> tornado;
    EvaluationChanges changes;

    const CardEvaluation* find(std::string_view cardId) const
    {
        for (const CardEvaluation& c : cards)
            if (c.card && c.card->id == cardId)
                return &c;
        return nullptr;
    }
};

using EvaluationPtr = std::shared_ptr<const Evaluation>;

} // namespace gputco
