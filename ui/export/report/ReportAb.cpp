#include "export/report/ReportAb.h"

#include "export/report/ReportFacts.h"
#include "export/report/ReportText.h"
#include "scenario/AbFigureText.h"

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

void addDifferences(ReportTable& out, const ReportTable& a, const ReportTable& b)
{
    // Both tables list settings by name; a setting one scenario lacks (training keys in an inference
    // scenario) shows a dash on that side.
    QStringList keys;
    for (const auto& row : a.rows)
        keys << row.value(0).text;
    for (const auto& row : b.rows)
        if (!keys.contains(row.value(0).text))
            keys << row.value(0).text;
    auto valueOf = [](const ReportTable& t, const QString& key) {
        for (const auto& row : t.rows)
            if (row.value(0).text == key)
                return row.value(1).text;
        return noFigure();
    };
    for (const QString& key : keys) {
        const QString va = valueOf(a, key);
        const QString vb = valueOf(b, key);
        if (va != vb)
            out.rows << QList<ReportCell>{textCell(key, true), textCell(va), textCell(vb)};
    }
}

QStringList cardNames(const Evaluation& e)
{
    QStringList names;
    for (std::size_t i : e.selected)
        names << q(e.cards[i].card->model);
    return names;
}

} // namespace

ReportTable differenceTable(const Evaluation& a, const Evaluation& b)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Setting"), ReportText::tr("A"), ReportText::tr("B")};
    addDifferences(t, workloadTable(a), workloadTable(b));
    addDifferences(t, economicsTable(a), economicsTable(b));
    const QString cardsA = cardNames(a).join(QStringLiteral(", "));
    const QString cardsB = cardNames(b).join(QStringLiteral(", "));
    if (cardsA != cardsB)
        t.rows << QList<ReportCell>{textCell(ReportText::tr("Cards compared"), true), textCell(cardsA),
                                    textCell(cardsB)};
    if (t.rows.isEmpty())
        t.rows << QList<ReportCell>{textCell(ReportText::tr("(no difference in the inputs)")), textCell(QString()),
                                    textCell(QString())};
    return t;
}

ReportTable sideBySideTable(const Evaluation& a, const Evaluation& b)
{
    // The figure list is shared with the window's A/B view (scenario/AbFigures): one list, two presentations.
    const AbFigures figures = abFigures(a, b);
    ReportTable t;
    t.header = QStringList{ReportText::tr("Card"), ReportText::tr("Figure"), ReportText::tr("A"), ReportText::tr("B"),
                           ReportText::tr("B vs A")};
    std::string previousCard;
    for (const AbFigureRow& f : figures.rows) {
        const bool first = f.cardId != previousCard;
        previousCard = f.cardId;
        QList<ReportCell> row{textCell(first ? f.card : QString(), true), textCell(f.name)};
        row << figureCell(f.textA) << figureCell(f.textB);
        if (f.change) {
            ReportCell cell = figureCell(abChangeText(*f.change));
            cell.colour = abVerdictColour(abVerdict(f));
            row << cell;
        } else {
            row << figureCell(noFigure());
        }
        t.rows << row;
    }
    t.note = figures.sameCurrency
                 ? ReportText::tr("Money in %1. Green: B lower than A; vermilion: B higher. \u2014: no figure "
                                  "(the card is not in that scenario, or the catalogue lacks a number).")
                       .arg(figures.currencyA)
                 : ReportText::tr("Money in %1 (A) and %2 (B): not compared. \u2014: no figure.")
                       .arg(figures.currencyA, figures.currencyB);
    return t;
}

} // namespace gputco::ui
