#pragma once

#include "charts/ChartBand.h"
#include "charts/ChartLine.h"

#include <QChartView>

#include <memory>
#include <optional>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace gputco::ui {

class ChartBandLayer;
class ChartFootnote;
class OffScaleMarks;
class SwitchableValueAxis;

/// Lines that compare options over one x quantity (months, electricity price), with an optional vertical
/// marker at the scenario's value. The series are pooled and updated in place: no rebuild per step.
class LineComparisonChart final : public QChartView {
    Q_OBJECT
public:
    LineComparisonChart(const QString& question, QWidget* parent = nullptr);
    ~LineComparisonChart() override;

    void setAxisTitles(const QString& x, const QString& y);
    /// Ticks on the x axis every `interval` from 0 (12 for months: years); nullopt picks a round step (1, 2, 2.5
    /// or 5 times a power of ten) that cuts the axis into at most eight equal parts.
    void setXTickInterval(std::optional<double> interval);
    void setLines(const std::vector<ChartLine>& lines);
    /// Shaded ranges behind the lines (P10-P90 bands); an empty list hides them. `stale`: the previous
    /// scenario's, drawn grey and fainter until the new ones land.
    void setBands(const std::vector<ChartBand>& bands, bool stale = false);
    /// The bands' one legend entry ("P10-P90 of 2,000 samples", "P10-P90: updating…"); empty hides it.
    void setBandLegend(const QString& text);
    /// A dashed vertical line at `x` labelled `label`; nullopt hides it.
    void setMarker(std::optional<double> x, const QString& label = {});
    void setFootnote(const QString& text);
    /// Where the legend goes; a chart whose colours repeat another's can hide it (Qt::Alignment() hides).
    void setLegendAlignment(Qt::Alignment alignment);
    /// Scale the value axis to the leading line (ChartLine::leads; else the cheapest) and those within a few times
    /// it (axisScale), and name each line above the axis at the plot's top edge with its largest value and `unit`
    /// ("L4 rented: 46.2 M CNY"), or, with more than OffScaleMarks::kMostNamed above, one label saying how many and
    /// naming the dearest. Off by default: every line is on the scale.
    void setOutlierScaling(bool on, const QString& unit = {});
    /// A logarithmic value axis over whole decades: every line on the scale however far apart (a view option).
    /// Points at or below zero are left out of the lines while it shows: a log axis cannot draw them.
    void setLogScale(bool on);
    bool logScale() const;
    /// The lines' largest values span at least a decade: the view offers the log scale.
    bool spansDecades() const { return spansDecades_; }

    /// The points drawn for a line (for tests); empty if there is no such line.
    QList<QPointF> linePoints(const QString& name) const;
    QStringList lineNames() const;
    /// The x axis' tick interval as drawn (for tests).
    double xTickIntervalDrawn() const;
    /// The names the legend shows, in order (for tests).
    QStringList legendNames() const;
    /// Every entry the legend shows, in order: the lines', the marker's, then the bands' (for tests).
    QStringList legendEntries() const;
    /// The labels of the lines off the scale, as drawn at the plot's top edge (for tests).
    QStringList offScaleLabels() const;
    /// The value axis' top as drawn (for tests).
    double yTop() const;
    /// The bands drawn and their legend entry (for tests).
    const ChartBandLayer& bands() const { return *bands_; }

private:
    QLineSeries* lineAt(std::size_t index);
    void fitAxes();
    void raiseLines();
    void placeOffScaleLabels();
    /// Line `index`'s points as the value axis can draw them (without those at or below zero on a log axis).
    QList<QPointF> drawable(std::size_t index) const;

    QValueAxis* xAxis_;
    SwitchableValueAxis* yAxis_;
    std::vector<QLineSeries*> lines_;
    std::vector<QList<QPointF>> points_; ///< per line shown: its points as given (a log axis draws fewer)
    std::vector<bool> inLegend_;         ///< per line shown: ChartLine::inLegend
    std::optional<std::size_t> leading_; ///< the line shown with ChartLine::leads
    std::size_t used_ = 0;
    QLineSeries* marker_;
    std::optional<double> markerX_;
    std::optional<double> xTickInterval_;
    ChartBandLayer* bands_;
    ChartFootnote* footnote_;
    bool outlierScaling_ = false;
    QString offScaleUnit_;
    bool spansDecades_ = false;
    bool logLines_ = false;             ///< the lines are drawn for a log axis: without their points at or below zero
    std::vector<std::size_t> offScale_; ///< lines (indices into lines_) above the value axis
    std::unique_ptr<OffScaleMarks> offScaleMarks_;
};

} // namespace gputco::ui
