#include "scenario/AbFigures.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gputco {

namespace {

const CardEvaluation* findSelected(const Evaluation& e, const std::string& id)
{
    for (std::size_t i : e.selected)
        if (e.cards[i].card->id == id)
            return &e.cards[i];
    return nullptr;
}

std::optional<double> money(const std::optional<Money>& m)
{
    return m ? std::optional<double>(m->inCurrencyUnits()) : std::nullopt;
}

struct FigureSpec {
    AbFigure figure;
    std::function<std::optional<double>(const CardEvaluation&)> value;
    bool isMoney = false;
};

std::vector<FigureSpec> figureSpecs()
{
    return {
        {AbFigure::FewestGpus,
         [](const CardEvaluation& c) { return c.fit.fits ? std::optional<double>(c.fit.gpus()) : std::nullopt; }},
        {AbFigure::GpusDeployed,
         [](const CardEvaluation& c) {
             return c.economics.gpus > 0 ? std::optional<double>(c.economics.gpus) : std::nullopt;
         }},
        {AbFigure::ItPower,
         [](const CardEvaluation& c) {
             return c.economics.power ? std::optional<double>(c.economics.power->itAverage.inWatts()) : std::nullopt;
         }},
        {AbFigure::Tco,
         [](const CardEvaluation& c) { return c.economics.tco ? money(c.economics.tco->lifetimeTotal) : std::nullopt; },
         true},
        {AbFigure::CostPerMillionTokens,
         [](const CardEvaluation& c) { return money(c.economics.costPerMillionTokens); }, true},
        {AbFigure::TrainingRunCost, [](const CardEvaluation& c) { return money(c.economics.trainingRunCost); }, true},
    };
}

} // namespace

AbFigureValues abFigureValues(const Evaluation& a, const Evaluation& b)
{
    AbFigureValues out;
    out.currencyA = a.state.economics.currency;
    out.currencyB = b.state.economics.currency;
    out.sameCurrency = out.currencyA == out.currencyB;

    std::vector<std::string> ids;
    for (std::size_t i : a.selected)
        ids.push_back(a.cards[i].card->id);
    for (std::size_t i : b.selected)
        if (std::find(ids.begin(), ids.end(), b.cards[i].card->id) == ids.end())
            ids.push_back(b.cards[i].card->id);

    const std::vector<FigureSpec> specs = figureSpecs();
    for (const std::string& id : ids) {
        const CardEvaluation* ca = findSelected(a, id);
        const CardEvaluation* cb = findSelected(b, id);
        for (const FigureSpec& spec : specs) {
            AbFigureValue row;
            row.cardId = id;
            row.cardModel = (ca ? ca : cb)->card->model;
            row.figure = spec.figure;
            row.inA = ca != nullptr;
            row.inB = cb != nullptr;
            row.isMoney = spec.isMoney;
            row.a = ca ? spec.value(*ca) : std::nullopt;
            row.b = cb ? spec.value(*cb) : std::nullopt;
            // Whether it fits is the one figure worth a row even when neither scenario has a number.
            if (!row.a && !row.b && spec.figure != AbFigure::FewestGpus)
                continue;
            if (row.a && row.b && *row.a > 0 && (out.sameCurrency || !spec.isMoney))
                row.change = *row.b / *row.a - 1.0;
            out.rows.push_back(std::move(row));
        }
    }
    return out;
}

AbVerdict abChangeVerdict(const std::optional<double>& change, bool lowerIsBetter)
{
    if (!change || std::abs(*change) < 0.005)
        return AbVerdict::Same;
    return (*change < 0) == lowerIsBetter ? AbVerdict::Better : AbVerdict::Worse;
}

} // namespace gputco
