#include "export/report/ReportAb.h"

#include "export/report/ReportText.h"
#include "format/AbFigureText.h"
#include "format/ScenarioSettingText.h"
#include "scenario/ScenarioDifferences.h"

namespace gputco::ui {

ReportTable differenceTable(const Evaluation& a, const Evaluation& b)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Setting"), ReportText::tr("A"), ReportText::tr("B")};
    // Which inputs differ is core's answer on the values (scenarioDifferences); only the cells are text here.
    for (const SettingDifference& d : scenarioDifferences(a, b)) {
        const TaskMode mode = (d.inA ? a : b).state.workload.mode; // the name of the side that uses the setting
        const QString valueA = d.inA ? ScenarioSettingText::value(d.setting, a) : noFigure();
        QString valueB = d.inB ? ScenarioSettingText::value(d.setting, b) : noFigure();
        if (valueA == valueB) // they differ below the digits printed: say by how much
            valueB += QLatin1Char(' ') + ScenarioSettingText::hiddenDifference(d);
        t.rows << QList<ReportCell>{textCell(ScenarioSettingText::name(d.setting, mode), true), textCell(valueA),
                                    textCell(valueB)};
    }
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
