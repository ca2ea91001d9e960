#include "charts/ChartBandLayer.h"

#include "charts/SwitchableValueAxis.h"
#include "style/Palette.h"

#include <QAreaSeries>
#include <QChart>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

namespace gputco::ui {

namespace {

// The band's fill: the line's hue, light and translucent, so the lines and the other bands show through.
// Half-way to white rather than QColor::lighter(): lighter() leaves black black, and a black line's band
// then drew a dark grey slab over the others.
QColor bandFill(const QColor& line)
{
    const auto half = [](int c) { return c + (255 - c) / 2; };
    return QColor(half(line.red()), half(line.green()), half(line.blue()), 80);
}

// A stale band: grey hatching, whatever its line's colour, so it never reads as a current band (a black
// line's current band is a flat grey).
QBrush staleFill()
{
    QColor hatch = palette::kGrey;
    hatch.setAlpha(140);
    return QBrush(hatch, Qt::BDiagPattern);
}

void hideLegendMarkers(QChart* chart, QAreaSeries* series, bool hide = true)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        m->setVisible(!hide);
}

} // namespace

ChartBandLayer::ChartBandLayer(QChart* chart, QValueAxis* x, SwitchableValueAxis* y)
    : QObject(chart)
    , chart_(chart)
    , x_(x)
    , y_(y)
    , legend_(new QAreaSeries)
{
    // An empty area: only its legend marker shows, in a neutral shade that stands for every card's band.
    legend_->setUpperSeries(new QLineSeries(legend_));
    legend_->setPen(Qt::NoPen);
    QColor shade = palette::kGrey;
    shade.setAlpha(160); // a legend swatch has no line over it: darker than a band so it reads as a fill
    legend_->setBrush(shade);
    chart_->addSeries(legend_);
    legend_->attachAxis(x_);
    legend_->attachAxis(y_->current());
    setLegendText({});
}

QAreaSeries* ChartBandLayer::bandAt(std::size_t index)
{
    while (pool_.size() <= index) {
        auto* area = new QAreaSeries;
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        area->setPen(Qt::NoPen);
        chart_->addSeries(area);
        area->attachAxis(x_);
        area->attachAxis(y_->current());
        const std::size_t i = pool_.size();
        connect(area, &QAreaSeries::hovered, this, [this, i](const QPointF&, bool state) {
            if (state && i < used_ && i < toolTips_.size())
                QToolTip::showText(QCursor::pos(), toolTips_[i]);
            else
                QToolTip::hideText();
        });
        pool_.push_back(area);
    }
    return pool_[index];
}

bool ChartBandLayer::setBands(const std::vector<ChartBand>& bands, bool stale)
{
    stale_ = stale && !bands.empty();
    const std::size_t before = pool_.size();
    toolTips_.clear();
    for (std::size_t i = 0; i < bands.size(); ++i) {
        const ChartBand& b = bands[i];
        QAreaSeries* area = bandAt(i);
        if (area->name() != b.name)
            area->setName(b.name);
        const QBrush brush = stale ? staleFill() : QBrush(bandFill(b.colour));
        if (area->brush() != brush)
            area->setBrush(brush);
        if (area->upperSeries()->points() != b.upper)
            area->upperSeries()->replace(b.upper);
        if (area->lowerSeries()->points() != b.lower)
            area->lowerSeries()->replace(b.lower);
        if (!area->isVisible())
            area->setVisible(true);
        hideLegendMarkers(chart_, area); // the one legend entry speaks for every band
        toolTips_.push_back(b.toolTip);
    }
    for (std::size_t i = bands.size(); i < pool_.size(); ++i) {
        if (pool_[i]->isVisible())
            pool_[i]->setVisible(false);
        hideLegendMarkers(chart_, pool_[i]);
    }
    used_ = bands.size();
    return pool_.size() > before;
}

void ChartBandLayer::setLegendText(const QString& text)
{
    if (legend_->name() != text)
        legend_->setName(text);
    hideLegendMarkers(chart_, legend_, text.isEmpty());
}

void ChartBandLayer::moveLegendLast()
{
    // The legend lists series in the order they were added; the legend entry's area is empty, so drawing it
    // last covers nothing. Its marker comes back new: shown as setLegendText() last asked.
    chart_->removeSeries(legend_);
    chart_->addSeries(legend_);
    legend_->attachAxis(x_);
    legend_->attachAxis(y_->current());
    hideLegendMarkers(chart_, legend_, legend_->name().isEmpty());
}

QString ChartBandLayer::legendText() const { return legend_->name(); }

QList<QPointF> ChartBandLayer::upperPoints() const
{
    QList<QPointF> points;
    for (std::size_t i = 0; i < used_; ++i)
        points << pool_[i]->upperSeries()->points();
    return points;
}

QStringList ChartBandLayer::bandNames() const
{
    QStringList names;
    for (std::size_t i = 0; i < used_; ++i)
        names << pool_[i]->name();
    return names;
}

} // namespace gputco::ui
