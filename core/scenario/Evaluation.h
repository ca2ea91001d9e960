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

/// The economics and rack of one compared (ticked) card: 3.4 kB, which every catalogue card carried when only the
/// ticked ones have them (343 MB on a 100,065-card catalogue, written and freed by every evaluation).
struct CardFigures {
    CardEconomics economics;
    CardRack rack;
};

/// Core's answers for one catalogue card under the scenario.
struct CardEvaluation {
    CardEvaluation() = default;
    /// `figures`: the card's economics and rack, computed (a ticked card) or null (the rest).
    CardEvaluation(const Accelerator* evaluated, std::shared_ptr<const CardFigures> computed)
        : card(evaluated)
        , figures(std::move(computed))
        , economics(figures ? figures->economics : noFigures().economics)
        , rack(figures ? figures->rack : noFigures().rack)
        , economicsComputed(figures != nullptr)
    {
    }

    const Accelerator* card = nullptr; ///< points into Evaluation::catalogue, which the evaluation keeps alive
    FitResult fit;                     ///< fewest GPUs that hold the workload (core FitPlanner)
    /// Where `economics` and `rack` live for a ticked card (shared with the next evaluation when they did not change);
    /// null for the rest, whose `economics` and `rack` are the empty ones of noFigures().
    std::shared_ptr<const CardFigures> figures;
    /// Deployment, power, energy and cost (core performance/power/cost). References, so that the views read
    /// `c.economics.tco` of a card without every card holding a copy; they stay bound to `figures`.
    const CardEconomics& economics = noFigures().economics;
    const CardRack& rack =
        noFigures().rack;           ///< servers, racks, feeds, cooling and facility fit (core rack/facilityfit)
    bool economicsComputed = false; ///< economics and rack are computed for the selected cards only

    /// The figures of a card that has none computed: every one empty.
    static const CardFigures& noFigures()
    {
        static const CardFigures none;
        return none;
    }
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
