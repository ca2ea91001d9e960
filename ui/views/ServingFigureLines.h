#pragma once

#include "charts/ChartLine.h"
#include "scenario/ServingFigures.h"

#include <QString>
#include <QStringList>

#include <vector>

class QTableWidget;

namespace gputco::ui {

/// What the Serving view and the report's serving page draw from one ServingFigures.
struct ServingChartLines {
    std::vector<ChartLine> ttft; ///< per card P99 (solid) and P50 (dashed), capacity and saturation marks, target
    std::vector<ChartLine> tpot;
    QString footnote;
};

/// The lines in milliseconds against arrivals per replica; `stale`: all grey (the previous scenario's).
ServingChartLines servingChartLines(const ServingFigures& figures, bool stale);

/// The table's column titles: card, split, capacity at the targets, limited by, GPUs for the peak, P99 TTFT and
/// TPOT at the peak, cost per million tokens at that load.
QStringList servingTableHeaders();
/// One row per card, as text.
std::vector<QStringList> servingTableRows(const ServingFigures& figures, const QString& currency);
void fillServingTable(QTableWidget& table, const ServingFigures& figures, const QString& currency);

/// One sentence: the peak, and the card that serves it on the fewest GPUs at the targets (or why none is named).
QString servingAnswer(const ServingFigures& figures);

} // namespace gputco::ui
