#pragma once

#include "charts/MemoryFitRow.h"

#include <QChartView>

#include <array>
#include <vector>

class QBarCategoryAxis;
class QGraphicsSimpleTextItem;
class QBarSet;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;

namespace gputco::ui {

class ChartFootnote;
class MemoryFitChartLegend;

/// "Does it fit?": per-GPU memory of each card as a stacked bar (weights ... overhead) against a dashed
/// capacity mark. Series are updated in place; the chart is built once.
class MemoryFitChart final : public QChartView {
    Q_OBJECT
public:
    explicit MemoryFitChart(QWidget* parent = nullptr);

    /// Rows top to bottom.
    void setRows(std::vector<MemoryFitRow> rows);
    void setFootnote(const QString& text);

    const std::vector<MemoryFitRow>& rows() const { return rows_; }
    /// The values drawn for one part, bottom to top as the series holds them (for tests).
    QList<qreal> seriesValues(MemoryPart part) const;
    QStringList categories() const;
    QStringList fitTexts() const;
    /// The legend drawn under the plot (its labels and their boxes, for tests).
    const MemoryFitChartLegend& legend() const { return *legend_; }

private:
    QLineSeries* capacitySeries(std::size_t index);
    void placeFitLabels();
    void showToolTip(std::size_t part, bool entering, int index);
    void updateLegend(bool capacityShown);

    QHorizontalStackedBarSeries* bars_;
    std::array<QBarSet*, kMemoryPartCount> sets_{};
    std::vector<QLineSeries*> capacity_;
    std::vector<QGraphicsSimpleTextItem*> fitLabels_; ///< one per row, after the longer of bar and capacity
    QBarCategoryAxis* cardAxis_;
    QValueAxis* memoryAxis_;
    ChartFootnote* footnote_;
    MemoryFitChartLegend* legend_;
    std::vector<MemoryFitRow> rows_;
};

} // namespace gputco::ui
