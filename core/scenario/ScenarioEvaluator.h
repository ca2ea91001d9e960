#pragma once

#include "scenario/Evaluation.h"
#include "scenario/WorkloadInputs.h"

#include <memory>
#include <optional>
#include <vector>

namespace gputco {

/// Turns a scenario and a catalogue into an Evaluation by calling core for every card. It remembers the
/// previous answer and reuses the parts whose inputs did not change (an economics slider does not re-run
/// the memory fit), which keeps a slider step inside one frame.
class ScenarioEvaluator {
public:
    EvaluationPtr evaluate(const ScenarioState& state, std::shared_ptr<const CatalogueSnapshot> catalogue);

    /// Forget the cache (the next evaluation recomputes everything).
    void reset();

private:
    void evaluateMemory(Evaluation& out, bool reuse) const;
    /// The economics and rack of the selected cards, by catalogue index (null for the rest; empty when none is
    /// computed).
    std::vector<std::shared_ptr<const CardFigures>> evaluateEconomics(const Evaluation& out, bool reuse) const;
    void evaluateComparison(Evaluation& out, bool reuse) const;
    void evaluateRecommendation(Evaluation& out, bool reuse) const;
    /// `base` with the scenario's power caps set on its cards (itself when there are none).
    std::shared_ptr<const CatalogueSnapshot> cappedCatalogue(const ScenarioState& state,
                                                             std::shared_ptr<const CatalogueSnapshot> base);

    EvaluationPtr previous_;
    std::shared_ptr<const CatalogueSnapshot> uncappedCatalogue_; ///< the catalogue previous_ was capped from
    std::optional<MemoryKey> memoryKey_;
    std::uint64_t revision_ = 0;
};

} // namespace gputco
