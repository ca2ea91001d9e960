#include "format/AbFigureText.h"

#include "format/Format.h"
#include "style/Palette.h"

#include <QCoreApplication>

namespace gputco::ui {

namespace {

/// Translation context "AbComparison" for the figure names (shared by the report and the view).
class AbText {
    Q_DECLARE_TR_FUNCTIONS(AbComparison)
};

QString figureName(AbFigure figure)
{
    switch (figure) {
    case AbFigure::FewestGpus: return AbText::tr("Fewest GPUs that hold it");
    case AbFigure::GpusDeployed: return AbText::tr("GPUs deployed");
    case AbFigure::ItPower: return AbText::tr("IT power, average");
    case AbFigure::Tco: return AbText::tr("Total cost of ownership");
    case AbFigure::CostPerMillionTokens: return AbText::tr("Cost per million tokens");
    case AbFigure::TrainingRunCost: return AbText::tr("Training run cost");
    }
    return {};
}

QString figureText(AbFigure figure, double v)
{
    switch (figure) {
    case AbFigure::FewestGpus:
    case AbFigure::GpusDeployed: return format::integer(v);
    case AbFigure::ItPower: return format::power(Watts::of(v));
    case AbFigure::Tco:
    case AbFigure::CostPerMillionTokens:
    case AbFigure::TrainingRunCost: break;
    }
    return format::significant(v);
}

QString sideText(const AbFigureValue& row, bool compared, const std::optional<double>& v)
{
    if (v)
        return figureText(row.figure, *v);
    return compared && row.figure == AbFigure::FewestGpus ? AbText::tr("does not fit") : QStringLiteral("\u2014");
}

} // namespace

AbFigures abFigures(const Evaluation& a, const Evaluation& b)
{
    const AbFigureValues values = abFigureValues(a, b);
    AbFigures out;
    out.currencyA = QString::fromStdString(values.currencyA);
    out.currencyB = QString::fromStdString(values.currencyB);
    out.sameCurrency = values.sameCurrency;
    for (const AbFigureValue& v : values.rows) {
        AbFigureRow row;
        row.cardId = v.cardId;
        row.card = QString::fromStdString(v.cardModel);
        row.figure = v.figure;
        row.name = figureName(v.figure);
        row.a = v.a;
        row.b = v.b;
        row.textA = sideText(v, v.inA, v.a);
        row.textB = sideText(v, v.inB, v.b);
        row.change = v.change;
        row.lowerIsBetter = v.lowerIsBetter;
        out.rows.push_back(std::move(row));
    }
    return out;
}

QString abChangeText(double change) { return (change > 0 ? QStringLiteral("+") : QString()) + format::percent(change); }

AbVerdict abVerdict(const AbFigureRow& row) { return abChangeVerdict(row.change, row.lowerIsBetter); }

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
