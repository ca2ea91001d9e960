#pragma once

#include "scenario/AbFigures.h"

#include <QColor>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gputco::ui {

/// One figure of one card in scenario A and in scenario B (core's AbFigureValue) with the texts the tables show.
struct AbFigureRow {
    std::string cardId;
    QString card; ///< the card's model name
    AbFigure figure = AbFigure::Tco;
    QString name;            ///< what the figure is ("Total cost of ownership")
    std::optional<double> a; ///< GPUs, watts or currency units; nullopt: no figure in A
    std::optional<double> b;
    QString textA; ///< as shown: the figure, "does not fit" or a dash
    QString textB;
    /// B / A - 1 when both exist, A is positive and (for money) both are in one currency.
    std::optional<double> change;
    bool lowerIsBetter = true;
};

/// Every card compared in A or B (A's selection first, then cards only B compares), figure by figure. The
/// report's side-by-side table and the window's A/B view are both built from this one list.
struct AbFigures {
    QString currencyA;
    QString currencyB;
    bool sameCurrency = true;
    std::vector<AbFigureRow> rows;
};

/// Core's A/B figures (abFigureValues) named and written in the interface language.
AbFigures abFigures(const Evaluation& a, const Evaluation& b);

/// A change as the A/B tables print it: "+100%", "-12%".
QString abChangeText(double change);
/// Better, worse or the same: under half a percent either way counts as the same.
AbVerdict abVerdict(const AbFigureRow& row);
/// The ink of a change: bluish green when B is better, vermilion when worse, invalid (body ink) when the same.
QColor abVerdictColour(AbVerdict verdict);

/// The row of `figure` for `cardId`, nullptr if there is none.
const AbFigureRow* findAbFigure(const AbFigures& figures, const std::string& cardId, AbFigure figure);

} // namespace gputco::ui
