#include "charts/ParetoChart.h"

#include "charts/ChartFootnote.h"
#include "format/AxisScale.h"
#include "format/Format.h"
#include "style/Palette.h"

#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco::ui {

namespace {

// Room around the points so the markers at the edges are not cut in half.
constexpr double kHeadroom = 1.08;

QList<QPointF> points(const std::vector<ParetoPoint>& from, bool frontOnly)
{
    QList<QPointF> out;
    for (const ParetoPoint& p : from)
        if (!frontOnly || p.onFront)
            out << QPointF(p.latency, p.cost);
    // The front is drawn as a line from fast to slow.
    if (frontOnly)
        std::sort(out.begin(), out.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    return out;
}

} // namespace

ParetoChart::ParetoChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , options_(new QScatterSeries)
    , front_(new QLineSeries)
    , recommended_(new QScatterSeries)
    , current_(new QScatterSeries)
    , latencyAxis_(new QValueAxis)
    , costAxis_(new QValueAxis)
{
    costLogAxis_ = new QLogValueAxis(this);
    costLogAxis_->setLabelFormat(QStringLiteral("%.3g"));
    costLogAxis_->setMinorTickCount(-1); // the 2..9 ticks between decades
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Is a faster option worth its price? Cost against latency"));
    options_->setName(tr("Options"));
    options_->setColor(palette::kGrey);
    options_->setBorderColor(palette::kGrey);
    options_->setMarkerSize(7);
    front_->setName(tr("Pareto front")); // the tooltip and the footnote say what it is; the legend has little room
    front_->setPen(QPen(palette::kBlue, 2));
    front_->setPointsVisible(true);
    recommended_->setName(tr("Recommended"));
    recommended_->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    recommended_->setMarkerSize(16);
    recommended_->setColor(palette::kBlue);
    recommended_->setBorderColor(palette::kBlack);
    current_->setName(tr("This scenario"));
    current_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    current_->setMarkerSize(12);
    current_->setColor(Qt::transparent);
    current_->setBorderColor(palette::kBlack);
    current_->setPen(QPen(palette::kBlack, 2));
    for (QXYSeries* s : {static_cast<QXYSeries*>(options_), static_cast<QXYSeries*>(front_),
                         static_cast<QXYSeries*>(recommended_), static_cast<QXYSeries*>(current_)}) {
        c->addSeries(s);
    }
    latencyAxis_->setLabelFormat(QStringLiteral("%.3g"));
    costAxis_->setLabelFormat(QStringLiteral("%.4g")); // 万 scaling gives thousands: "2000", not "2e+03"
    latencyAxis_->setMin(0);
    costAxis_->setMin(0);
    c->addAxis(latencyAxis_, Qt::AlignBottom);
    c->addAxis(costAxis_, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(latencyAxis_);
        s->attachAxis(costAxis_);
    }
    // The legend at the side: under the plot it took the height the cost axis' title needs at 1440x900.
    c->legend()->setAlignment(Qt::AlignRight);
    footnote_ = new ChartFootnote(c);
    // The label sits over the points it counts: a pale backing keeps it readable.
    offScaleBacking_ = new QGraphicsRectItem(c);
    offScaleBacking_->setPen(Qt::NoPen);
    offScaleBacking_->setBrush(QColor(255, 255, 255, 210));
    offScaleBacking_->setZValue(19);
    offScaleBacking_->setVisible(false);
    offScaleLabel_ = new QGraphicsSimpleTextItem(c);
    offScaleLabel_->setZValue(20);
    offScaleLabel_->setVisible(false);
    connect(c, &QChart::plotAreaChanged, this, [this] { placeOffScaleLabel(); });
    setToolTip(tr("The Pareto front joins the options no other option beats on both cost and latency"));
    setMinimumSize(360, 260);
}

void ParetoChart::setPicture(const ParetoPicture& picture)
{
    options_->replace(points(picture.options, false));
    front_->replace(points(picture.options, true));
    recommended_->replace(picture.recommended
                              ? QList<QPointF>{QPointF(picture.recommended->latency, picture.recommended->cost)}
                              : QList<QPointF>{});
    current_->replace(picture.current ? QList<QPointF>{QPointF(picture.current->latency, picture.current->cost)}
                                      : QList<QPointF>{});
    picture_ = picture;
    fitCostAxis();
    latencyAxis_->setTitleText(picture.latencyTitle);
    costAxis_->setTitleText(picture.costTitle);
    costLogAxis_->setTitleText(picture.costTitle);
}

QAbstractAxis* ParetoChart::costAxis() const
{
    return logScale_ ? static_cast<QAbstractAxis*>(costLogAxis_) : static_cast<QAbstractAxis*>(costAxis_);
}

void ParetoChart::setLogScale(bool on)
{
    if (logScale_ == on)
        return;
    QAbstractAxis* from = costAxis();
    logScale_ = on;
    QAbstractAxis* to = costAxis();
    QChart* c = chart();
    for (QAbstractSeries* s : c->series())
        s->detachAxis(from);
    c->removeAxis(from); // the chart gives the axis back: it stays ours for the next switch
    from->setParent(this);
    c->addAxis(to, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series())
        s->attachAxis(to);
    fitCostAxis();
}

void ParetoChart::fitCostAxis()
{
    std::vector<double> costs;
    for (const ParetoPoint& p : picture_.options)
        costs.push_back(p.cost);
    if (picture_.current)
        costs.push_back(picture_.current->cost);
    const std::optional<double> reference =
        picture_.recommended ? std::optional<double>(picture_.recommended->cost) : std::nullopt;
    const AxisScale scale = axisScale(costs, reference);
    spansDecades_ = scale.spansDecades();
    double top = std::numeric_limits<double>::max(); // the linear axis' top: the latency axis fits what is under it
    QString offScale;
    if (logScale_) {
        // Whole decades around every positive cost: nothing is off a log scale.
        double least = 0.0;
        double most = 0.0;
        for (double c : costs)
            if (c > 0.0) {
                least = least > 0.0 ? std::min(least, c) : c;
                most = std::max(most, c);
            }
        const double low = least > 0.0 ? std::pow(10.0, std::floor(std::log10(least))) : 0.1;
        const double high = most > 0.0 ? std::pow(10.0, std::ceil(std::log10(most * kHeadroom))) : 1.0;
        costLogAxis_->setRange(low, std::max(high, low * 10.0));
    } else {
        top = scale.top;
        costAxis_->setRange(0, scale.top > 0 ? scale.top * kHeadroom : 1.0);
        costAxis_->applyNiceNumbers();
        if (!scale.offScale.empty()) {
            // The dearest option off the scale is named: it is the one a reader asks about ("why is L4 missing?").
            std::size_t dearest = scale.offScale.front();
            for (std::size_t i : scale.offScale)
                if (costs[i] > costs[dearest])
                    dearest = i;
            const QString name =
                dearest < picture_.options.size() ? picture_.options[dearest].name : tr("this scenario");
            const QString value =
                QStringLiteral("%1 %2").arg(format::significant(costs[dearest]), picture_.costUnit).trimmed();
            offScale = name.isEmpty() ? tr("↑ %n option(s) above the scale, up to %1", nullptr,
                                           static_cast<int>(scale.offScale.size()))
                                            .arg(value)
                                      : tr("↑ %n option(s) above the scale, up to %1 (%2)", nullptr,
                                           static_cast<int>(scale.offScale.size()))
                                            .arg(value, name);
        }
    }
    offScaleLabel_->setText(offScale);

    double maxLatency = 0.0;
    for (const ParetoPoint& p : picture_.options)
        if (p.cost <= top)
            maxLatency = std::max(maxLatency, p.latency);
    if (picture_.current && picture_.current->cost <= top)
        maxLatency = std::max(maxLatency, picture_.current->latency);
    latencyAxis_->setRange(0, maxLatency > 0 ? maxLatency * kHeadroom : 1.0);
    latencyAxis_->applyNiceNumbers();
    placeOffScaleLabel();
}

void ParetoChart::placeOffScaleLabel()
{
    const QRectF plot = chart()->plotArea();
    offScaleLabel_->setVisible(!offScaleLabel_->text().isEmpty() && plot.isValid());
    QFont font = chart()->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    offScaleLabel_->setFont(font);
    offScaleLabel_->setBrush(palette::kBlack);
    const qreal width = offScaleLabel_->boundingRect().width();
    offScaleLabel_->setPos(std::max(plot.left() + 2.0, plot.right() - width - 4.0), plot.top() + 2.0);
    offScaleBacking_->setRect(offScaleLabel_->mapRectToParent(offScaleLabel_->boundingRect()).adjusted(-3, -1, 3, 1));
    offScaleBacking_->setVisible(offScaleLabel_->isVisible());
}

QString ParetoChart::offScaleText() const { return offScaleLabel_->text(); }

double ParetoChart::costTop() const { return logScale_ ? costLogAxis_->max() : costAxis_->max(); }

void ParetoChart::setFootnote(const QString& text) { footnote_->setText(text); }

int ParetoChart::optionCount() const { return static_cast<int>(options_->count()); }
int ParetoChart::frontCount() const { return static_cast<int>(front_->count()); }
bool ParetoChart::showsCurrent() const { return current_->count() > 0; }
bool ParetoChart::showsRecommended() const { return recommended_->count() > 0; }

} // namespace gputco::ui
