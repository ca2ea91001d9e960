#pragma once

#include <QChartView>

#include <vector>

class QAreaSeries;
class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace gputco::ui {

class ChartFootnote;

/// One input's bar: the figure with the input at its low end and at its high end, in the chart's display unit.
struct TornadoChartBar {
    QString label; ///< "Electricity price -7 % / +29 %"
    double atLow = 0.0;
    double atHigh = 0.0;
};

/// A tornado: one horizontal bar per input, from the figure at the input's low end to the figure at its high
/// end, about a dashed line at the typical figure; the first bar (the widest) on top. The part of a bar the low
/// end reaches is blue, the high end's orange, and the legend says which is which.
class TornadoChart final : public QChartView {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    /// The bars top to bottom, the typical figure and the value axis title (with its unit).
    void setBars(const std::vector<TornadoChartBar>& bars, double typical, const QString& axisTitle);
    void setFootnote(const QString& text);
    void setQuestion(const QString& title);

    /// What is drawn (for tests): the bars' labels top to bottom, and each bar's low-end and high-end figures.
    QStringList labels() const { return labels_; }
    const std::vector<TornadoChartBar>& bars() const { return bars_; }
    double typical() const { return typical_; }

private:
    QAreaSeries* segment(std::size_t index);

    QCategoryAxis* inputAxis_;
    QValueAxis* valueAxis_;
    QLineSeries* typicalLine_;
    std::vector<QAreaSeries*> segments_; ///< owned by the chart; bar i's low end at 2i, its high end at 2i + 1
    ChartFootnote* footnote_;
    std::vector<TornadoChartBar> bars_;
    QStringList labels_;
    QString footnoteText_;
    double typical_ = 0.0;
};

} // namespace gputco::ui
