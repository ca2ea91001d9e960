#pragma once

#include "charts/ChartBand.h"

#include <QObject>

#include <vector>

class QAreaSeries;
class QChart;
class QValueAxis;

namespace gputco::ui {

class SwitchableValueAxis;

/// The shaded bands of a line chart: a pool of area series updated in place (no rebuild per step), each in its
/// line's colour, lighter and translucent, and one legend entry for them all ("P10-P90 of 2,000 samples").
class ChartBandLayer final : public QObject {
    Q_OBJECT
public:
    /// `y`: the chart's value axis, linear or log; new bands attach to the one drawn.
    ChartBandLayer(QChart* chart, QValueAxis* x, SwitchableValueAxis* y);

    /// Shows `bands`, hides the rest of the pool. True when the pool grew: the chart then raises its lines
    /// again, since series added later are drawn over earlier ones. `stale`: the previous scenario's bands while
    /// the new ones are computed, drawn grey and fainter so a drag does not flicker yet never reads as current.
    bool setBands(const std::vector<ChartBand>& bands, bool stale = false);
    bool stale() const { return stale_; }
    /// Puts the bands' legend entry after the lines' (the chart calls it whenever it adds series).
    void moveLegendLast();
    /// The one legend entry for the bands; empty hides it (and legendText() is then empty).
    void setLegendText(const QString& text);
    QString legendText() const;

    /// The upper points of the bands shown (the chart fits its y axis to them too).
    QList<QPointF> upperPoints() const;
    /// The names of the bands shown (for tests).
    QStringList bandNames() const;

private:
    QAreaSeries* bandAt(std::size_t index);

    QChart* chart_;
    QValueAxis* x_;
    SwitchableValueAxis* y_;
    QAreaSeries* legend_;
    std::vector<QAreaSeries*> pool_;
    std::vector<QString> toolTips_;
    std::size_t used_ = 0;
    bool stale_ = false;
};

} // namespace gputco::ui
