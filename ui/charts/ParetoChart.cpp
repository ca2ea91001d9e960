#include "charts/ParetoChart.h"

#include "charts/ChartFootnote.h"
#include "style/Palette.h"

#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

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
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Is a faster option worth its price? Cost against latency"));
    options_->setName(tr("Options"));
    options_->setColor(palette::kGrey);
    options_->setBorderColor(palette::kGrey);
    options_->setMarkerSize(7);
    front_->setName(tr("Pareto front (no option is both cheaper and faster)"));
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
    footnote_ = new ChartFootnote(c);
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
    double maxLatency = 0.0;
    double maxCost = 0.0;
    auto widen = [&](const ParetoPoint& p) {
        maxLatency = std::max(maxLatency, p.latency);
        maxCost = std::max(maxCost, p.cost);
    };
    std::for_each(picture.options.begin(), picture.options.end(), widen);
    if (picture.current)
        widen(*picture.current);
    latencyAxis_->setRange(0, maxLatency > 0 ? maxLatency * kHeadroom : 1.0);
    costAxis_->setRange(0, maxCost > 0 ? maxCost * kHeadroom : 1.0);
    latencyAxis_->applyNiceNumbers();
    costAxis_->applyNiceNumbers();
    latencyAxis_->setTitleText(picture.latencyTitle);
    costAxis_->setTitleText(picture.costTitle);
}

void ParetoChart::setFootnote(const QString& text) { footnote_->setText(text); }

int ParetoChart::optionCount() const { return static_cast<int>(options_->count()); }
int ParetoChart::frontCount() const { return static_cast<int>(front_->count()); }
bool ParetoChart::showsCurrent() const { return current_->count() > 0; }
bool ParetoChart::showsRecommended() const { return recommended_->count() > 0; }

} // namespace gputco::ui
