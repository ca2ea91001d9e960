#pragma once

#include "uncertainty/Tornado.h"
#include "uncertainty/UncertaintyModel.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

struct Evaluation;

/// The tornado of an evaluation's selected cards at the scenario's ranges, computed the first time someone asks
/// (the Sensitivity view, the report): a slider step with the view hidden pays for it nothing. It reads the
/// evaluation it belongs to through a weak pointer (the evaluation owns it), so it needs that evaluation alive
/// while it computes; asked after the evaluation is gone, it has no cards. Thread-safe.
class LazyTornado {
public:
    explicit LazyTornado(std::weak_ptr<const Evaluation> evaluation);

    /// Each selected card with a TCO, in the evaluation's order (tornadoOf).
    const std::vector<CardTornado>& cards() const;
    /// One card's tornado; nullptr when the card is not selected or has no TCO.
    const CardTornado* forCard(std::string_view cardId) const;
    /// The money bases and the bands the tornado used (each card's ranges and where they come from).
    const UncertaintyModel& model() const;
    /// The card's money base in model(); nullptr as forCard.
    const CardMoneyBase* baseFor(std::string_view cardId) const;
    /// Why there is no tornado at all (the scenario's ranges refused, the evaluation gone); nullopt otherwise.
    const std::optional<std::string>& problem() const;
    /// True once computed: what can be shown without waiting.
    bool ready() const;

private:
    void compute() const;

    std::weak_ptr<const Evaluation> evaluation_;
    mutable std::once_flag once_;
    mutable std::atomic<bool> done_{false};
    mutable UncertaintyModel model_;
    mutable std::vector<CardTornado> cards_;
    mutable std::optional<std::string> problem_;
};

} // namespace gputco
