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

// A rectangle from x0 to x1 around row y, as an area between two lines.
QAreaSeries* segment(double x0, double x1, double y, const QColor& colour, const QString& name)
{
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    upper->append(x0, y + kHalfBar);
    upper->append(x1, y + kHalfBar);
    lower->append(x0, y - kHalfBar);
    lower->append(x1, y - kHalfBar);
    auto* area = new QAreaSeries(upper, lower);
    upper->setParent(area);
    lower->setParent(area);
    area->setName(name);
    area->setColor(colour);
    area->setBorderColor(colour.darker(115));
    return area;
}

} // namespace

TornadoChart::TornadoChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , inputAxis_(new QCategoryAxis)
    , valueAxis_(new QValueAxis)
{
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Which assumption moves the cost most?"));
    inputAxis_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    inputAxis_->setGridLineVisible(false);
    valueAxis_->setLabelFormat(QStringLiteral("%.4g")); // 1000, not 1e+03
    c->addAxis(inputAxis_, Qt::AlignLeft);
    c->addAxis(valueAxis_, Qt::AlignBottom);
    footnote_ = new ChartFootnote(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
}

void TornadoChart::setQuestion(const QString& title) { chart()->setTitle(title); }

void TornadoChart::setFootnote(const QString& text) { footnote_->setText(text); }

void TornadoChart::clearBars()
{
    QChart* c = chart();
    for (QAbstractSeries* s : c->series()) {
        c->removeSeries(s);
        delete s;
    }
    for (const QString& label : inputAxis_->categoriesLabels())
        inputAxis_->remove(label);
}

void TornadoChart::setBars(const std::vector<TornadoChartBar>& bars, double typical, const QString& axisTitle)
{
    clearBars();
    bars_ = bars;
    typical_ = typical;
    labels_.clear();
    QChart* c = chart();
    const QString lowName = tr("Input at its low end");
    const QString highName = tr("Input at its high end");
    double least = typical;
    double most = typical;
    const int n = static_cast<int>(bars.size());
    bool lowInLegend = false;
    bool highInLegend = false;
    for (int i = 0; i < n; ++i) {
        const TornadoChartBar& bar = bars[static_cast<std::size_t>(i)];
        labels_ << bar.label;
        const double y = n - 1 - i; // the first bar on top
        least = std::min({least, bar.atLow, bar.atHigh});
        most = std::max({most, bar.atLow, bar.atHigh});
        // Each end's part of the bar, from the typical figure to the figure at that end (none when equal).
        for (const bool high : {false, true}) {
            const double end = high ? bar.atHigh : bar.atLow;
            if (end == typical)
                continue;
            QAreaSeries* area = segment(std::min(typical, end), std::max(typical, end), y,
                                        high ? palette::kOrange : palette::kBlue, high ? highName : lowName);
            c->addSeries(area);
            area->attachAxis(valueAxis_);
            area->attachAxis(inputAxis_);
            bool& shown = high ? highInLegend : lowInLegend;
            for (QLegendMarker* m : c->legend()->markers(area))
                m->setVisible(!shown);
            shown = true;
        }
        // Category labels sit at the centre of [y - 0.5, y + 0.5]: appended bottom to top below.
    }
    inputAxis_->setStartValue(-0.5);
    for (int i = n - 1; i >= 0; --i)
        inputAxis_->append(labels_[i], n - 1 - i + 0.5);
    inputAxis_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    inputAxis_->setRange(-0.5, std::max(n, 1) - 0.5);

    auto* line = new QLineSeries;
    line->setName(tr("Typical"));
    QPen pen(palette::kBlack);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    line->setPen(pen);
    line->append(typical, -0.5);
    line->append(typical, std::max(n, 1) - 0.5);
    c->addSeries(line);
    line->attachAxis(valueAxis_);
    line->attachAxis(inputAxis_);

    const double pad = std::max((most - least) * 0.08, std::abs(typical) * 0.02 + 1e-9);
    valueAxis_->setRange(least - pad, most + pad);
    valueAxis_->applyNiceNumbers();
    valueAxis_->setTitleText(axisTitle);
}

} // namespace gputco::ui
