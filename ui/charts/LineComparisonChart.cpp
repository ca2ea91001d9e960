#include "charts/LineComparisonChart.h"

#include "charts/ChartBandLayer.h"
#include "charts/ChartFootnote.h"
#include "charts/OffScaleMarks.h"
#include "charts/SwitchableValueAxis.h"
#include "format/AxisScale.h"
#include "format/Format.h"
#include "style/Palette.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace gputco::ui {

namespace {

// The smallest "round" axis top at or above `value` (1, 2, 2.5 or 5 times a power of ten) and the tick
// count that puts every tick on a round number.
std::pair<double, int> roundTop(double value)
{
    if (value <= 0.0)
        return {1.0, 6};
    const double power = std::pow(10.0, std::floor(std::log10(value)));
    for (const auto& [m, ticks] : {std::pair{1.0, 6}, {2.0, 5}, {2.5, 6}, {5.0, 6}, {10.0, 6}})
        if (m * power >= value * (1.0 - 1e-12))
            return {m * power, ticks};
    return {10.0 * power, 6};
}

// A round step that cuts `span` into at most eight parts, equal ones if one of the round steps does (1.5 ->
// 0.25, not 0.375 as five default ticks would give).
double roundStep(double span)
{
    if (!(span > 0.0))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(span)) - 1);
    std::optional<double> fallback;
    for (double scale : {1.0, 10.0, 100.0})
        for (double m : {1.0, 2.0, 2.5, 5.0}) {
            const double step = m * scale * power;
            const double parts = span / step;
            if (parts > 8.0 + 1e-9)
                continue;
            if (std::abs(parts - std::round(parts)) < 1e-9)
                return step;
            if (!fallback)
                fallback = step;
        }
    return fallback.value_or(span);
}

} // namespace

LineComparisonChart::LineComparisonChart(const QString& question, QWidget* parent)
    : QChartView(new QChart, parent)
    , xAxis_(new QValueAxis)
    , marker_(new QLineSeries)
{
    // Built with its chart: setChart() releases the view's default chart without deleting it (Qt's documented
    // ownership rule), a leak LeakSanitizer reports.
    QChart* c = chart();
    applyChartStyle(c, question);
    c->addAxis(xAxis_, Qt::AlignBottom);
    yAxis_ = new SwitchableValueAxis(c, Qt::AlignLeft, this);
    xAxis_->setLabelFormat(QStringLiteral("%.3g"));
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    xAxis_->setTickAnchor(0.0);
    // A drawable axis before the first lines arrive: with no interval Qt laid out no x axis at all and drew its
    // title over the chart's top left corner (the Serving view while it simulates).
    xAxis_->setRange(0.0, 1.0);
    xAxis_->setTickInterval(0.25);
    yAxis_->linear()->setLabelFormat(QStringLiteral("%.3g"));

    bands_ = new ChartBandLayer(c, xAxis_, yAxis_); // before the lines: drawn behind them
    marker_->setPen(QPen(palette::kCapacity, 1.5, Qt::DashLine));
    c->addSeries(marker_);
    marker_->attachAxis(xAxis_);
    marker_->attachAxis(yAxis_->current());
    // No marker until one is asked for: an unnamed entry (a bare black swatch) led the legend of a chart that never
    // sets one (the Serving view's).
    marker_->setVisible(false);
    for (QLegendMarker* m : c->legend()->markers(marker_))
        m->setVisible(false);

    footnote_ = new ChartFootnote(c);
    offScaleMarks_ = std::make_unique<OffScaleMarks>(c);
    connect(c, &QChart::plotAreaChanged, this, [this] { placeOffScaleLabels(); });
    // Straight segments need no antialiasing, and antialiased strokes dominate a raster repaint.
    setRenderHint(QPainter::Antialiasing, false);
    setMinimumSize(360, 260);
}

LineComparisonChart::~LineComparisonChart() = default;

void LineComparisonChart::setAxisTitles(const QString& x, const QString& y)
{
    if (xAxis_->titleText() != x)
        xAxis_->setTitleText(x);
    yAxis_->setTitleText(y);
}

void LineComparisonChart::setXTickInterval(std::optional<double> interval)
{
    if (xTickInterval_ == interval)
        return; // the views set it on every step
    xTickInterval_ = interval;
    fitAxes();
}

QLineSeries* LineComparisonChart::lineAt(std::size_t index)
{
    while (lines_.size() <= index) {
        auto* line = new QLineSeries;
        chart()->addSeries(line);
        line->attachAxis(xAxis_);
        line->attachAxis(yAxis_->current());
        lines_.push_back(line);
    }
    return lines_[index];
}

void LineComparisonChart::setLines(const std::vector<ChartLine>& lines)
{
    const std::size_t pooled = lines_.size();
    points_.clear();
    leading_.reset();
    for (const ChartLine& l : lines)
        points_.push_back(l.points);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const ChartLine& l = lines[i];
        QLineSeries* series = lineAt(i);
        if (l.leads && !leading_)
            leading_ = i;
        if (series->name() != l.name)
            series->setName(l.name);
        QPen pen(l.colour, 2.0, l.style);
        if (series->pen() != pen)
            series->setPen(pen);
        if (const QList<QPointF> points = drawable(i); series->points() != points)
            series->replace(points);
        if (!series->isVisible())
            series->setVisible(true);
        // Unconditionally: a marker reads as hidden while its chart is not shown yet, yet shows with it unless
        // hidden explicitly (QGraphicsItem's rule); setting an unchanged visibility costs nothing.
        for (QLegendMarker* m : chart()->legend()->markers(series))
            m->setVisible(l.inLegend);
    }
    for (std::size_t i = lines.size(); i < lines_.size(); ++i) {
        if (lines_[i]->isVisible())
            lines_[i]->setVisible(false);
        for (QLegendMarker* m : chart()->legend()->markers(lines_[i]))
            m->setVisible(false);
    }
    if (lines_.size() > pooled)
        bands_->moveLegendLast(); // the new lines' entries went after it
    used_ = lines.size();
    inLegend_.clear();
    for (const ChartLine& l : lines)
        inLegend_.push_back(l.inLegend);
    fitAxes();
}

void LineComparisonChart::setBands(const std::vector<ChartBand>& bands, bool stale)
{
    if (bands_->setBands(bands, stale))
        raiseLines();
    fitAxes();
}

void LineComparisonChart::setBandLegend(const QString& text) { bands_->setLegendText(text); }

void LineComparisonChart::raiseLines()
{
    // Series added later are drawn over earlier ones: add the lines and the marker again, over the new bands.
    // Their legend markers come back new: shown as setLines() last asked.
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        QLineSeries* line = lines_[i];
        chart()->removeSeries(line);
        chart()->addSeries(line);
        line->attachAxis(xAxis_);
        line->attachAxis(yAxis_->current());
        for (QLegendMarker* m : chart()->legend()->markers(line))
            m->setVisible(i < used_ && inLegend_[i]);
    }
    chart()->removeSeries(marker_);
    chart()->addSeries(marker_);
    marker_->attachAxis(xAxis_);
    marker_->attachAxis(yAxis_->current());
    for (QLegendMarker* m : chart()->legend()->markers(marker_))
        m->setVisible(markerX_.has_value() && !marker_->name().isEmpty());
    bands_->moveLegendLast();
}

void LineComparisonChart::setMarker(std::optional<double> x, const QString& label)
{
    markerX_ = x;
    if (marker_->name() != label)
        marker_->setName(label);
    marker_->setVisible(x.has_value());
    for (QLegendMarker* m : chart()->legend()->markers(marker_))
        m->setVisible(x.has_value() && !label.isEmpty());
    fitAxes();
}

void LineComparisonChart::setFootnote(const QString& text) { footnote_->setText(text); }

void LineComparisonChart::setLegendAlignment(Qt::Alignment alignment)
{
    chart()->legend()->setVisible(alignment != Qt::Alignment());
    if (alignment != Qt::Alignment())
        chart()->legend()->setAlignment(alignment);
}

void LineComparisonChart::setOutlierScaling(bool on, const QString& unit)
{
    if (outlierScaling_ == on && offScaleUnit_ == unit)
        return;
    outlierScaling_ = on;
    offScaleUnit_ = unit;
    fitAxes();
}

bool LineComparisonChart::logScale() const { return yAxis_->isLog(); }

void LineComparisonChart::setLogScale(bool on)
{
    if (yAxis_->isLog() == on)
        return;
    // The lines lose their points at zero before they move to the log axis and get them back after they leave it:
    // a log axis warns of every such point it is given.
    const auto redraw = [this] {
        for (std::size_t i = 0; i < used_; ++i)
            lines_[i]->replace(drawable(i));
    };
    if (on) {
        logLines_ = true;
        redraw();
        yAxis_->setLog(true);
    } else {
        yAxis_->setLog(false);
        logLines_ = false;
        redraw();
    }
    fitAxes();
}

QList<QPointF> LineComparisonChart::drawable(std::size_t index) const
{
    if (!logLines_)
        return points_[index];
    // Qt's log axis draws nothing of a line with a point at or below zero (a rented line's first month).
    QList<QPointF> positive;
    for (const QPointF& p : points_[index])
        if (p.y() > 0.0)
            positive << p;
    return positive;
}

void LineComparisonChart::fitAxes()
{
    double xMin = std::numeric_limits<double>::max();
    double xMax = std::numeric_limits<double>::lowest();
    double yMax = 0.0;
    double yMin = 0.0;
    for (std::size_t i = 0; i < used_; ++i)
        for (const QPointF& p : points_[i]) {
            xMin = std::min(xMin, p.x());
            xMax = std::max(xMax, p.x());
            yMin = std::min(yMin, p.y());
            yMax = std::max(yMax, p.y());
        }
    const bool noData = xMin > xMax;
    if (!noData)
        for (const QPointF& p : bands_->upperPoints()) // a band above its line stays inside the plot
            yMax = std::max(yMax, p.y());
    if (markerX_) {
        xMin = std::min(xMin, *markerX_);
        xMax = std::max(xMax, *markerX_);
    }
    // With no line to show, keep the axes as they are: a step that empties the chart and the next that fills it
    // again should not re-lay out both axes twice.
    if (noData) {
        if (markerX_) {
            const QList<QPointF> points{{*markerX_, yAxis_->min()}, {*markerX_, yAxis_->max()}};
            if (marker_->points() != points)
                marker_->replace(points);
        }
        return;
    }
    // One outlier (a card rented at a far higher price) would press every other line onto the axis: scale to the
    // cheapest line and its near competitors, and name the others at the top edge.
    offScale_.clear();
    std::vector<double> tops;
    for (std::size_t i = 0; i < used_; ++i) {
        double top = 0.0;
        for (const QPointF& p : points_[i])
            top = std::max(top, p.y());
        tops.push_back(top);
    }
    const std::optional<double> reference = leading_ ? std::optional<double>(tops[*leading_]) : std::nullopt;
    const AxisScale scale = axisScale(tops, reference);
    spansDecades_ = scale.spansDecades();
    if (yAxis_->isLog()) {
        // Whole decades around every line and band: nothing is off a log scale.
        std::vector<double> values;
        for (std::size_t i = 0; i < used_; ++i)
            for (const QPointF& p : points_[i])
                values.push_back(p.y());
        for (const QPointF& p : bands_->upperPoints())
            values.push_back(p.y());
        const LogRange range = logRange(values, 1.02);
        if (yAxis_->log()->min() != range.low || yAxis_->log()->max() != range.high)
            yAxis_->log()->setRange(range.low, range.high);
    } else {
        if (outlierScaling_ && !scale.offScale.empty()) {
            offScale_ = scale.offScale;
            yMax = scale.top;
        }
        if (yMax <= yMin)
            yMax = yMin + 1.0;
        // Grow at once, shrink only when far off, and move in round steps: the axes (whose relayout is the
        // costliest part of a repaint) stay still while a slider moves a little.
        QValueAxis* y = yAxis_->linear();
        const bool yOff = yMax > y->max() || yMax < y->max() * 0.4 || yMin < y->min();
        if (yOff) {
            const auto [top, ticks] = roundTop(yMax * 1.02);
            y->setRange(std::min(0.0, yMin), top);
            y->setTickCount(ticks);
            y->setLabelFormat(top >= 10.0 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
        }
    }
    if (xAxis_->min() != xMin || xAxis_->max() != xMax) {
        xAxis_->setRange(xMin, xMax);
        xAxis_->setLabelFormat(xMax >= 10.0 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    }
    const double interval = xTickInterval_ ? *xTickInterval_ : roundStep(xMax - xMin);
    if (xAxis_->tickInterval() != interval)
        xAxis_->setTickInterval(interval);
    if (markerX_) {
        const QList<QPointF> points{{*markerX_, yAxis_->min()}, {*markerX_, yAxis_->max()}};
        if (marker_->points() != points)
            marker_->replace(points);
    }
    placeOffScaleLabels();
}

void LineComparisonChart::placeOffScaleLabels()
{
    const double top = yAxis_->max();
    std::vector<OffScaleMark> marks;
    if (offScale_.size() > OffScaleMarks::kMostNamed) {
        // Many lines above: one label at the right names how many and the dearest.
        std::size_t dearest = offScale_.front();
        double most = 0.0;
        for (std::size_t index : offScale_)
            for (const QPointF& p : points_[index])
                if (p.y() > most) {
                    most = p.y();
                    dearest = index;
                }
        const QString value = QStringLiteral("%1 %2").arg(format::significant(most), offScaleUnit_).trimmed();
        marks.push_back({OffScaleMarks::summary(static_cast<int>(offScale_.size()), value, lines_[dearest]->name()),
                         palette::kBlack, std::nullopt});
        offScaleMarks_->show(marks);
        return;
    }
    for (std::size_t index : offScale_) {
        QLineSeries* line = lines_[index];
        const QList<QPointF>& points = points_[index];
        // Where the line leaves the plot through its top edge, and its largest value.
        double exitX = points.isEmpty() ? xAxis_->max() : points.back().x();
        double largest = 0.0;
        bool exited = false;
        for (qsizetype i = 0; i < points.size(); ++i) {
            largest = std::max(largest, points[i].y());
            if (!exited && points[i].y() > top) {
                exited = true;
                exitX = points[i].x();
                if (i > 0 && points[i].y() != points[i - 1].y())
                    exitX = points[i - 1].x()
                            + (top - points[i - 1].y()) / (points[i].y() - points[i - 1].y())
                                  * (points[i].x() - points[i - 1].x());
            }
        }
        marks.push_back({tr("↑ %1: %2 %3").arg(line->name(), format::significant(largest), offScaleUnit_).trimmed(),
                         line->pen().color().darker(120), chart()->mapToPosition(QPointF(exitX, top), line).x()});
    }
    offScaleMarks_->show(marks);
}

QStringList LineComparisonChart::offScaleLabels() const
{
    QStringList texts;
    for (const QString& t : offScaleMarks_->texts())
        texts << t;
    return texts;
}

double LineComparisonChart::yTop() const { return yAxis_->max(); }

QList<QPointF> LineComparisonChart::linePoints(const QString& name) const
{
    for (std::size_t i = 0; i < used_; ++i)
        if (lines_[i]->name() == name)
            return lines_[i]->points();
    return {};
}

QStringList LineComparisonChart::lineNames() const
{
    QStringList names;
    for (std::size_t i = 0; i < used_; ++i)
        names << lines_[i]->name();
    return names;
}

QStringList LineComparisonChart::legendEntries() const
{
    QStringList names;
    for (const QLegendMarker* m : chart()->legend()->markers())
        if (m->isVisible())
            names << m->label();
    return names;
}

double LineComparisonChart::xTickIntervalDrawn() const { return xAxis_->tickInterval(); }

QStringList LineComparisonChart::legendNames() const
{
    QStringList names;
    for (std::size_t i = 0; i < used_; ++i)
        for (const QLegendMarker* m : chart()->legend()->markers(lines_[i]))
            if (m->isVisible())
                names << m->label();
    return names;
}

} // namespace gputco::ui
