#include "charts/TornadoChart.h"

#include "charts/ChartFootnote.h"
#include "style/Palette.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace gputco::ui {

namespace {

constexpr qreal kHalfBar = 0.35; // of a category's height

// A rectangle from x0 to x1 around row y, as the area between two lines.
void placeSegment(QAreaSeries& area, double x0, double x1, double y)
{
    area.upperSeries()->replace({QPointF(x0, y + kHalfBar), QPointF(x1, y + kHalfBar)});
    area.lowerSeries()->replace({QPointF(x0, y - kHalfBar), QPointF(x1, y - kHalfBar)});
}

} // namespace

TornadoChart::TornadoChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , inputAxis_(new QCategoryAxis)
    , valueAxis_(new QValueAxis)
    , typicalLine_(new QLineSeries)
{
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Which assumption moves the cost most?"));
    inputAxis_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    inputAxis_->setGridLineVisible(false);
    valueAxis_->setLabelFormat(QStringLiteral("%.4g")); // 1000, not 1e+03
    c->addAxis(inputAxis_, Qt::AlignLeft);
    c->addAxis(valueAxis_, Qt::AlignBottom);
    segment(1); // the low and high ends' legend entries before the typical line's
    for (QAreaSeries* area : segments_)
        area->setVisible(false);
    typicalLine_->setName(tr("Typical"));
    QPen pen(palette::kBlack);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    typicalLine_->setPen(pen);
    c->addSeries(typicalLine_);
    typicalLine_->attachAxis(valueAxis_);
    typicalLine_->attachAxis(inputAxis_);
    footnote_ = new ChartFootnote(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
}

// Both only when the text changes: a new title or footnote lays the chart out again.
void TornadoChart::setQuestion(const QString& title)
{
    if (chart()->title() != title) {
        chart()->setTitle(title);
        nameChartView(chart(), title);
    }
}

void TornadoChart::setFootnote(const QString& text)
{
    if (text == footnoteText_)
        return;
    footnoteText_ = text;
    footnote_->setText(text);
}

QAreaSeries* TornadoChart::segment(std::size_t index)
{
    // Two segments a bar (the low end's, the high end's), made once and reused: a slider step moves their points
    // instead of rebuilding the chart's series.
    while (segments_.size() <= index) {
        const bool high = segments_.size() % 2 == 1;
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        auto* area = new QAreaSeries(upper, lower);
        upper->setParent(area);
        lower->setParent(area);
        const QColor colour = high ? palette::kOrange : palette::kBlue;
        area->setName(high ? tr("Input at its high end") : tr("Input at its low end"));
        area->setColor(colour);
        area->setBorderColor(colour.darker(115));
        chart()->addSeries(area);
        area->attachAxis(valueAxis_);
        area->attachAxis(inputAxis_);
        // One legend entry for each end: the first bar's.
        for (QLegendMarker* m : chart()->legend()->markers(area))
            m->setVisible(segments_.size() < 2);
        segments_.push_back(area);
    }
    return segments_[index];
}

void TornadoChart::setBars(const std::vector<TornadoChartBar>& bars, double typical, const QString& axisTitle)
{
    const bool sameLabels = [&] {
        if (static_cast<qsizetype>(bars.size()) != labels_.size())
            return false;
        for (std::size_t i = 0; i < bars.size(); ++i)
            if (bars[i].label != labels_[static_cast<qsizetype>(i)])
                return false;
        return true;
    }();
    bars_ = bars;
    typical_ = typical;
    const int n = static_cast<int>(bars.size());
    double least = typical;
    double most = typical;
    for (int i = 0; i < n; ++i) {
        const TornadoChartBar& bar = bars[static_cast<std::size_t>(i)];
        const double y = n - 1 - i; // the first bar on top
        least = std::min({least, bar.atLow, bar.atHigh});
        most = std::max({most, bar.atLow, bar.atHigh});
        // Each end's part of the bar, from the typical figure to the figure at that end.
        for (const bool high : {false, true}) {
            const double end = high ? bar.atHigh : bar.atLow;
            QAreaSeries* area = segment(2 * static_cast<std::size_t>(i) + (high ? 1 : 0));
            placeSegment(*area, std::min(typical, end), std::max(typical, end), y);
            if (area->isVisible() != (end != typical)) // a visibility change lays the legend out again
                area->setVisible(end != typical);
        }
    }
    for (std::size_t i = 2 * static_cast<std::size_t>(n); i < segments_.size(); ++i)
        if (segments_[i]->isVisible())
            segments_[i]->setVisible(false);
    // The legend keeps one entry for each end even when the first bar has only one.
    for (std::size_t i = 0; i < std::min<std::size_t>(2, segments_.size()); ++i)
        for (QLegendMarker* m : chart()->legend()->markers(segments_[i]))
            if (m->isVisible() != (n > 0))
                m->setVisible(n > 0);

    if (!sameLabels) {
        labels_.clear();
        for (const TornadoChartBar& bar : bars)
            labels_ << bar.label;
        for (const QString& label : inputAxis_->categoriesLabels())
            inputAxis_->remove(label);
        inputAxis_->setStartValue(-0.5);
        // Category labels sit at the centre of [y - 0.5, y + 0.5], appended bottom to top.
        for (int i = n - 1; i >= 0; --i)
            inputAxis_->append(labels_[i], n - 1 - i + 0.5);
    }
    const double top = std::max(n, 1) - 0.5;
    inputAxis_->setRange(-0.5, top);
    typicalLine_->replace({QPointF(typical, -0.5), QPointF(typical, top)});

    const double pad = std::max((most - least) * 0.08, std::abs(typical) * 0.02 + 1e-9);
    valueAxis_->setRange(least - pad, most + pad);
    valueAxis_->applyNiceNumbers();
    if (valueAxis_->titleText() != axisTitle)
        valueAxis_->setTitleText(axisTitle);
}

} // namespace gputco::ui
