#include "charts/ParityChart.h"

#include "charts/ChartFootnote.h"
#include "style/Palette.h"

#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

ParityChart::ParityChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , ttft_(new QScatterSeries)
    , itl_(new QScatterSeries)
    , identity_(new QLineSeries)
    , predictedAxis_(new QLogValueAxis)
    , measuredAxis_(new QLogValueAxis)
{
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Does the model match your measurements?"));
    ttft_->setName(tr("Time to first token"));
    ttft_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    ttft_->setMarkerSize(8);
    ttft_->setColor(palette::kBlue);
    ttft_->setBorderColor(palette::kBlue);
    itl_->setName(tr("Inter-token latency"));
    itl_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    itl_->setMarkerSize(7);
    itl_->setColor(palette::kOrange);
    itl_->setBorderColor(palette::kOrange);
    identity_->setName(tr("Measured = predicted"));
    identity_->setPen(QPen(palette::kBlack, 1.5, Qt::DashLine));
    c->addSeries(identity_);
    c->addSeries(ttft_);
    c->addSeries(itl_);
    predictedAxis_->setTitleText(tr("Predicted, ms"));
    measuredAxis_->setTitleText(tr("Measured, ms"));
    for (QLogValueAxis* axis : {predictedAxis_, measuredAxis_}) {
        axis->setBase(10.0);
        axis->setLabelFormat(QStringLiteral("%.4g")); // 1000, not 1e+03
        axis->setMinorTickCount(8);
    }
    c->addAxis(predictedAxis_, Qt::AlignBottom);
    c->addAxis(measuredAxis_, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(predictedAxis_);
        s->attachAxis(measuredAxis_);
    }
    footnote_ = new ChartFootnote(c);
    setMinimumSize(460, 320);
}

void ParityChart::setPicture(const ParityPicture& picture)
{
    ttft_->replace(picture.ttft);
    itl_->replace(picture.itl);
    // One range for both axes, so y = x is the diagonal and a point's distance from it reads the same either way.
    double low = 1e300;
    double high = 0.0;
    for (const QList<QPointF>* points : {&picture.ttft, &picture.itl})
        for (const QPointF& p : *points)
            for (double v : {p.x(), p.y()})
                if (v > 0.0) {
                    low = std::min(low, v);
                    high = std::max(high, v);
                }
    if (!(high > 0.0)) {
        low = 1.0;
        high = 1000.0;
    }
    low = std::pow(10.0, std::floor(std::log10(low)));
    high = std::pow(10.0, std::ceil(std::log10(high)));
    identity_->replace({QPointF(low, low), QPointF(high, high)});
    for (QLogValueAxis* axis : {predictedAxis_, measuredAxis_})
        axis->setRange(low, high);
}

void ParityChart::setFootnote(const QString& text) { footnote_->setText(text); }

int ParityChart::ttftCount() const { return static_cast<int>(ttft_->count()); }

int ParityChart::itlCount() const { return static_cast<int>(itl_->count()); }

} // namespace gputco::ui
