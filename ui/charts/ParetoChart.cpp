#include "charts/ParetoChart.h"

#include "charts/ChartFootnote.h"
#include "charts/OffScaleMarks.h"
#include "charts/SwitchableValueAxis.h"
#include "format/AxisScale.h"
#include "format/Format.h"
#include "style/Palette.h"

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
{
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
    latencyAxis_->setMin(0);
    c->addAxis(latencyAxis_, Qt::AlignBottom);
    costAxis_ = new SwitchableValueAxis(c, Qt::AlignLeft, this);
    costAxis_->linear()->setLabelFormat(QStringLiteral("%.4g")); // 万 scaling gives thousands: "2000", not "2e+03"
    costAxis_->linear()->setMin(0);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(latencyAxis_);
        s->attachAxis(costAxis_->current());
    }
    // The legend at the side: under the plot it took the height the cost axis' title needs at 1440x900.
    c->legend()->setAlignment(Qt::AlignRight);
    footnote_ = new ChartFootnote(c);
    offScaleMarks_ = std::make_unique<OffScaleMarks>(c);
    connect(c, &QChart::plotAreaChanged, this, [this] { placeOffScaleLabel(); });
    setToolTip(tr("The Pareto front joins the options no other option beats on both cost and latency"));
    setMinimumSize(360, 260);
}

ParetoChart::~ParetoChart() = default;

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
}

bool ParetoChart::logScale() const { return costAxis_->isLog(); }

void ParetoChart::setLogScale(bool on)
{
    if (costAxis_->setLog(on))
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
    if (costAxis_->isLog()) {
        // Whole decades around every positive cost: nothing is off a log scale.
        const LogRange range = logRange(costs, kHeadroom);
        costAxis_->log()->setRange(range.low, range.high);
    } else {
        top = scale.top;
        costAxis_->linear()->setRange(0, scale.top > 0 ? scale.top * kHeadroom : 1.0);
        costAxis_->linear()->applyNiceNumbers();
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
            offScale = OffScaleMarks::summary(static_cast<int>(scale.offScale.size()), value, name);
        }
    }
    offScale_ = offScale;

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
    // One summary at the top right: the points above the scale are many and have no line to label.
    offScaleMarks_->show(offScale_.isEmpty() ? std::vector<OffScaleMark>{}
                                             : std::vector<OffScaleMark>{{offScale_, palette::kBlack, std::nullopt}});
}

QString ParetoChart::offScaleText() const { return offScale_; }

QString ParetoChart::costAxisTitle() const { return costAxis_->current()->titleText(); }

double ParetoChart::costTop() const { return costAxis_->max(); }

void ParetoChart::setFootnote(const QString& text) { footnote_->setText(text); }

int ParetoChart::optionCount() const { return static_cast<int>(options_->count()); }
int ParetoChart::frontCount() const { return static_cast<int>(front_->count()); }
bool ParetoChart::showsCurrent() const { return current_->count() > 0; }
bool ParetoChart::showsRecommended() const { return recommended_->count() > 0; }

} // namespace gputco::ui
