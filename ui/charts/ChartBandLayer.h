#pragma once

#include "charts/ChartBand.h"

#include <QObject>

#include <vector>

class QAreaSeries;
class QChart;
class QValueAxis;

namespace gputco::ui {

/// The shaded bands of a line chart: a pool of area series updated in place (no rebuild per step), each in its
/// line's colour, lighter and translucent, and one legend entry for them all ("P10-P90 of 2,000 samples").
class ChartBandLayer final : public QObject {
    Q_OBJECT
public:
    ChartBandLayer(QChart* chart, QValueAxis* x, QValueAxis* y);

    /// Shows `bands`, hides the rest of the pool. True when the pool grew: the chart then raises its lines
    /// again, since series added later are drawn over earlier ones.
    bool setBands(const std::vector<ChartBand>& bands);
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
    QValueAxis* y_;
    QAreaSeries* legend_;
    std::vector<QAreaSeries*> pool_;
    std::vector<QString> toolTips_;
    std::size_t used_ = 0;
};

} // namespace gputco::ui
