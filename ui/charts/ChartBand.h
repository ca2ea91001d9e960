#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

namespace gputco::ui {

/// A shaded range behind a line of a comparison chart (a P10-P90 band), in the chart's display units: the
/// area between `upper` and `lower`, which pair point by point.
struct ChartBand {
    QString name;    ///< the line it belongs to
    QColor colour;   ///< the line's colour: drawn lighter
    QString toolTip; ///< shown while the pointer is over the band
    QList<QPointF> upper;
    QList<QPointF> lower;
};

} // namespace gputco::ui
