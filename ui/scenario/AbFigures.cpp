#include "scenario/AbFigures.h"

#include "format/Format.h"
#include "style/Palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gputco::ui {

namespace {

/// Translation context "AbComparison" for the figure names (shared by the report and the view).
class AbText {
    Q_DECLARE_TR_FUNCTIONS(AbComparison)
};

QString q(const std::string& s) { return QString::fromStdString(s); }
QString dash() { return QStringLiteral("\u2014"); }

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
    QString name;
    std::function<std::optional<double>(const CardEvaluation&)> value;
    std::function<QString(double)> text;
    bool isMoney = false;
};

std::vector<FigureSpec> figureSpecs()
{
    auto integer = [](double v) { return format::integer(v); };
    auto significant = [](double v) { return format::significant(v); };
    return {
        {AbFigure::FewestGpus, AbText::tr("Fewest GPUs that hold it"),
         [](const CardEvaluation& c) { return c.fit.fits ? std::optional<double>(c.fit.gpus()) : std::nullopt; },
         integer},
        {AbFigure::GpusDeployed, AbText::tr("GPUs deployed"),
         [](const CardEvaluation& c) {
             return c.economics.gpus > 0 ? std::optional<double>(c.economics.gpus) : std::nullopt;
         },
         integer},
        {AbFigure::ItPower, AbText::tr("IT power, average"),
         [](const CardEvaluation& c) {
             return c.economics.power ? std::optional<double>(c.economics.power->itAverage.inWatts()) : std::nullopt;
         },
         [](double v) { return format::power(Watts::of(v)); }},
        {AbFigure::Tco, AbText::tr("Total cost of ownership"),
         [](const CardEvaluation& c) { return c.economics.tco ? money(c.economics.tco->lifetimeTotal) : std::nullopt; },
         significant, true},
        {AbFigure::CostPerMillionTokens, AbText::tr("Cost per million tokens"),
         [](const CardEvaluation& c) { return money(c.economics.costPerMillionTokens); }, significant, true},
        {AbFigure::TrainingRunCost, AbText::tr("Training run cost"),
         [](const CardEvaluation& c) { return money(c.economics.trainingRunCost); }, significant, true},
    };
}

} // namespace

AbFigures abFigures(const Evaluation& a, const Evaluation& b)
{
    AbFigures out;
    out.currencyA = q(a.state.economics.currency);
    out.currencyB = q(b.state.economics.currency);
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
            AbFigureRow row;
            row.cardId = id;
            row.card = q((ca ? ca : cb)->card->model);
            row.figure = spec.figure;
            row.name = spec.name;
            row.a = ca ? spec.value(*ca) : std::nullopt;
            row.b = cb ? spec.value(*cb) : std::nullopt;
            // Whether it fits is the one figure worth a row even when neither scenario has a number.
            const bool fitRow = spec.figure == AbFigure::FewestGpus;
            if (!row.a && !row.b && !fitRow)
                continue;
            auto text = [&](const CardEvaluation* c, const std::optional<double>& v) {
                if (v)
                    return spec.text(*v);
                return c && fitRow ? AbText::tr("does not fit") : dash();
            };
            row.textA = text(ca, row.a);
            row.textB = text(cb, row.b);
            if (row.a && row.b && *row.a > 0 && (out.sameCurrency || !spec.isMoney))
                row.change = *row.b / *row.a - 1.0;
            out.rows.push_back(std::move(row));
        }
    }
    return out;
}

QString abChangeText(double change) { return (change > 0 ? QStringLiteral("+") : QString()) + format::percent(change); }

AbVerdict abVerdict(const AbFigureRow& row)
{
    if (!row.change || std::abs(*row.change) < 0.005)
        return AbVerdict::Same;
    return (*row.change < 0) == row.lowerIsBetter ? AbVerdict::Better : AbVerdict::Worse;
}

QColor abVerdictColour(AbVerdict verdict)
{
    switch (verdict) {
    case AbVerdict::Better:
        return palette::kBluishGreen.darker(130); // the palette's green, darkened to read as text on white
    case AbVerdict::Worse: return palette::kVermilion;
    case AbVerdict::Same: break;
    }
    return {};
}

const AbFigureRow* findAbFigure(const AbFigures& figures, const std::string& cardId, AbFigure figure)
{
    for (const AbFigureRow& row : figures.rows)
        if (row.cardId == cardId && row.figure == figure)
            return &row;
    return nullptr;
}

} // namespace gputco::ui
