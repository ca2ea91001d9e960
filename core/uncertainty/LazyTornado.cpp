#include "uncertainty/LazyTornado.h"

#include "scenario/Evaluation.h"

namespace gputco {

LazyTornado::LazyTornado(std::weak_ptr<const Evaluation> evaluation)
    : evaluation_(std::move(evaluation))
{
}

void LazyTornado::compute() const
{
    std::call_once(once_, [this] {
        const std::shared_ptr<const Evaluation> evaluation = evaluation_.lock();
        if (!evaluation)
            problem_ = "the evaluation is gone";
        else if (const auto error = validateUncertainty(evaluation->state.uncertainty))
            problem_ = error->describe();
        else if (!evaluation->inputError) {
            model_ = uncertaintyModelFor(*evaluation, evaluation->state.uncertainty);
            cards_ = tornadoOf(model_);
        }
        done_ = true;
    });
}

const std::vector<CardTornado>& LazyTornado::cards() const
{
    compute();
    return cards_;
}

const CardTornado* LazyTornado::forCard(std::string_view cardId) const
{
    for (const CardTornado& t : cards())
        if (t.cardId == cardId)
            return &t;
    return nullptr;
}

const UncertaintyModel& LazyTornado::model() const
{
    compute();
    return model_;
}

const CardMoneyBase* LazyTornado::baseFor(std::string_view cardId) const
{
    for (const CardMoneyBase& b : model().cards)
        if (b.cardId == cardId)
            return &b;
    return nullptr;
}

const std::optional<std::string>& LazyTornado::problem() const
{
    compute();
    return problem_;
}

bool LazyTornado::ready() const { return done_; }

} // namespace gputco
