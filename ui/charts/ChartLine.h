#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

namespace gputco::ui {

/// One line of a comparison chart, already in the chart's display units.
struct ChartLine {
    QString name;
    QColor colour;
    Qt::PenStyle style = Qt::SolidLine;
    QList<QPointF> points;
    /// False for a line whose colour and style the footnote already explains (a rented twin of an owned line):
    /// a shorter legend, and one that changes less while a slider moves.
    bool inLegend = true;
    /// The option the scenario leads with (core leadingOption): with outlier scaling the value axis is scaled
    /// around it, so it never sits on the axis however dear another line is.
    bool leads = false;
};

} // namespace gputco::ui
