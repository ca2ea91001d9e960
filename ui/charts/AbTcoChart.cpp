#include "charts/AbTcoChart.h"

#include "charts/ChartFootnote.h"
#include "style/Palette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace gputco::ui {

namespace {

// Qt draws the first category at the bottom of a horizontal bar chart; the lists run top to bottom.
QList<double> topToBottom(const QBarSet& set)
{
    QList<double> values;
    for (int i = set.count() - 1; i >= 0; --i)
        values << set.at(i);
    return values;
}

} // namespace

AbTcoChart::AbTcoChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , series_(new QHorizontalBarSeries)
    , a_(new QBarSet(QString()))
    , b_(new QBarSet(QString()))
    , cardAxis_(new QBarCategoryAxis)
    , valueAxis_(new QValueAxis)
{
    // Built with its chart: setChart() would release the view's default chart without deleting it.
    QChart* c = chart();
    applyChartStyle(c, tr("Does B cost less than A? TCO per card"));
    a_->setColor(palette::kBlue);
    a_->setBorderColor(palette::kBlue.darker(115));
    b_->setBrush(QBrush(palette::kBlue, Qt::BDiagPattern));
    b_->setBorderColor(palette::kBlue);
    // Appended B first: Qt stacks a category's sets upwards, so A's bar sits above B's as in the table.
    series_->append(b_);
    series_->append(a_);
    series_->setBarWidth(0.8);
    c->addSeries(series_);
    cardAxis_->setGridLineVisible(false);
    valueAxis_->setMin(0);
    valueAxis_->setLabelFormat(QStringLiteral("%.3g"));
    c->addAxis(cardAxis_, Qt::AlignLeft);
    c->addAxis(valueAxis_, Qt::AlignBottom);
    series_->attachAxis(cardAxis_);
    series_->attachAxis(valueAxis_);
    c->legend()->setReverseMarkers(true); // A first in the legend too
    footnote_ = new ChartFootnote(c);
    setMinimumSize(360, 260);
}

void AbTcoChart::setBars(const std::vector<AbTcoBar>& bars, const QString& axisTitle, const QString& nameA,
                         const QString& nameB)
{
    a_->setLabel(nameA);
    b_->setLabel(nameB);
    a_->remove(0, a_->count());
    b_->remove(0, b_->count());
    QStringList cards;
    double largest = 0.0;
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
        cards << it->card;
        a_->append(it->a.value_or(0.0));
        b_->append(it->b.value_or(0.0));
        largest = std::max({largest, it->a.value_or(0.0), it->b.value_or(0.0)});
    }
    cardAxis_->setCategories(cards);
    valueAxis_->setTitleText(axisTitle);
    valueAxis_->setRange(0.0, largest > 0.0 ? largest * 1.05 : 1.0);
    valueAxis_->applyNiceNumbers();
}

void AbTcoChart::setFootnote(const QString& text) { footnote_->setText(text); }

QStringList AbTcoChart::cards() const
{
    QStringList cards = cardAxis_->categories();
    std::reverse(cards.begin(), cards.end());
    return cards;
}

QList<double> AbTcoChart::valuesA() const { return topToBottom(*a_); }
QList<double> AbTcoChart::valuesB() const { return topToBottom(*b_); }

} // namespace gputco::ui
