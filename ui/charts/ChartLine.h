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
};

} // namespace gputco::ui
