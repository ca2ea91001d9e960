#include "window/AbStatusText.h"

#include "format/AbFigureText.h"
#include "scenario/LeadingOption.h"

#include <QCoreApplication>

namespace gputco::ui {

namespace {

class AbStatus {
    Q_DECLARE_TR_FUNCTIONS(AbStatus)
};

} // namespace

QString abStatusText(const Evaluation& a, const Evaluation& b)
{
    const CardEvaluation* lead = leadingOption(a);
    if (!lead)
        return {};
    const QString card = QString::fromStdString(lead->card->model);
    const AbFigures figures = abFigures(a, b);
    const AbFigureRow* tco = findAbFigure(figures, lead->card->id, AbFigure::Tco);
    if (tco && tco->change)
        return AbStatus::tr("B vs A: TCO %1 (%2)").arg(abChangeText(*tco->change), card);
    if (!tco || !tco->b)
        return AbStatus::tr("B vs A: %1 has no TCO in B").arg(card);
    return AbStatus::tr("B vs A: TCO not comparable (%1 and %2)").arg(figures.currencyA, figures.currencyB);
}

} // namespace gputco::ui
