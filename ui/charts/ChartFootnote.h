#pragma once

#include <QObject>
#include <QtGlobal>

class QChart;
class QGraphicsTextItem;

namespace gputco::ui {

/// The assumptions line under a chart, drawn inside the chart's scene so that an exported or printed chart
/// carries it too. Keeps itself at the chart's bottom edge and reserves the margin it needs.
class ChartFootnote final : public QObject {
    Q_OBJECT
public:
    explicit ChartFootnote(QChart* chart);

    void setText(const QString& text);
    /// Presentation mode: the footnote at `scale` times the size it was built with (1.0 restores it), placed
    /// again for its new height.
    void setFontScale(double scale);
    /// Room kept between the plot and the footnote for something else drawn there (a chart's own legend).
    void setReservedAbove(qreal pixels);
    /// The bottom margin the footnote keeps: its own height plus the room reserved above it.
    qreal reservedHeight() const { return reserved_; }

private:
    void place();

    QChart* chart_;
    QGraphicsTextItem* item_;
    qreal basePointSize_;
    qreal reservedAbove_ = 0.0;
    qreal reserved_ = 0.0;
};

/// The house style of every chart: the question as the title, a plain background, the legend at the bottom.
void applyChartStyle(QChart* chart, const QString& question);
/// Names the chart's view after its question (accessible name): a screen reader reads it, and a chart export
/// offers it as the file name. applyChartStyle does it; a chart whose question changes calls it again.
void nameChartView(QChart* chart, const QString& question);

} // namespace gputco::ui
