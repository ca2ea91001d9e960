#pragma once

#include <QChartView>
#include <QPointF>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace gputco::ui {

class ChartFootnote;

/// What the parity chart draws, in ms: each request's measured time against the one the model predicts.
struct ParityPicture {
    QList<QPointF> ttft; ///< x predicted, y measured
    QList<QPointF> itl;
};

/// "Does the model match your measurements?": measured against predicted time to first token (blue circles) and
/// inter-token gap (orange squares) on log axes, with the y = x line where a perfect model's points would lie, so
/// the two read apart without colour.
class ParityChart final : public QChartView {
    Q_OBJECT
public:
    explicit ParityChart(QWidget* parent = nullptr);

    void setPicture(const ParityPicture& picture);
    void setFootnote(const QString& text);

    int ttftCount() const; ///< for tests
    int itlCount() const;

private:
    QScatterSeries* ttft_;
    QScatterSeries* itl_;
    QLineSeries* identity_;
    QLogValueAxis* predictedAxis_;
    QLogValueAxis* measuredAxis_;
    ChartFootnote* footnote_;
};

} // namespace gputco::ui
