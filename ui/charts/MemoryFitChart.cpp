#include "charts/MemoryFitChart.h"

#include "charts/ChartFootnote.h"
#include "charts/MemoryFitChartLegend.h"
#include "format/Format.h"
#include "style/Palette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

namespace {

constexpr qreal kMarkHalfHeight = 0.42; // capacity mark spans most of a bar's band

QColor partColour(std::size_t part)
{
    switch (static_cast<MemoryPart>(part)) {
    case MemoryPart::Weights: return palette::kWeights;
    case MemoryPart::Gradients: return palette::kGradients;
    case MemoryPart::Optimizer: return palette::kOptimizer;
    case MemoryPart::Activations: return palette::kActivations;
    case MemoryPart::KvCache: return palette::kKvCache;
    case MemoryPart::Overhead: return palette::kOverhead;
    }
    return palette::kGrey;
}

QString partName(std::size_t part)
{
    switch (static_cast<MemoryPart>(part)) {
    case MemoryPart::Weights: return MemoryFitChart::tr("Weights");
    case MemoryPart::Gradients: return MemoryFitChart::tr("Gradients");
    case MemoryPart::Optimizer: return MemoryFitChart::tr("Optimizer states");
    case MemoryPart::Activations: return MemoryFitChart::tr("Activations");
    case MemoryPart::KvCache: return MemoryFitChart::tr("KV cache");
    case MemoryPart::Overhead: return MemoryFitChart::tr("Overhead");
    }
    return {};
}

} // namespace

MemoryFitChart::MemoryFitChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , bars_(new QHorizontalStackedBarSeries)
    , cardAxis_(new QBarCategoryAxis)
    , memoryAxis_(new QValueAxis)
{
    // Built with its chart: setChart() releases the view's default chart without deleting it (Qt's documented
    // ownership rule), a leak LeakSanitizer reports.
    QChart* c = chart();
    applyChartStyle(c, tr("Does it fit? Memory per GPU"));
    for (std::size_t part = 0; part < kMemoryPartCount; ++part) {
        auto* set = new QBarSet(partName(part));
        set->setColor(partColour(part));
        set->setBorderColor(partColour(part).darker(115));
        connect(set, &QBarSet::hovered, this,
                [this, part](bool status, int index) { showToolTip(part, status, index); });
        sets_[part] = set;
        bars_->append(set);
    }
    bars_->setBarWidth(0.62);
    c->addSeries(bars_);

    memoryAxis_->setTitleText(tr("Memory per GPU (%1)").arg(format::memoryUnitSymbol()));
    memoryAxis_->setLabelFormat(QStringLiteral("%.0f"));
    memoryAxis_->setMin(0);
    cardAxis_->setTitleText(tr("Card · fewest GPUs that hold it"));
    cardAxis_->setGridLineVisible(false); // the bars' bands separate the cards already
    c->addAxis(memoryAxis_, Qt::AlignBottom);
    c->addAxis(cardAxis_, Qt::AlignLeft);
    bars_->attachAxis(memoryAxis_);
    bars_->attachAxis(cardAxis_);

    footnote_ = new ChartFootnote(c);
    // Qt's legend keeps one row and overlaps its labels when narrow: the chart draws its own, which wraps.
    c->legend()->hide();
    legend_ = new MemoryFitChartLegend(c, footnote_);
    connect(c, &QChart::plotAreaChanged, this, &MemoryFitChart::placeFitLabels);
    // Bars and straight marks need no antialiasing, and antialiased line strokes are the costliest part of a
    // repaint on the raster engine; text keeps its own antialiasing.
    setRenderHint(QPainter::Antialiasing, false);
    setMinimumSize(480, 320);
}

void MemoryFitChart::setFootnote(const QString& text) { footnote_->setText(text); }

QLineSeries* MemoryFitChart::capacitySeries(std::size_t index)
{
    while (capacity_.size() <= index) {
        auto* line = new QLineSeries;
        QPen pen(palette::kCapacity, 2.0, Qt::DashLine);
        line->setPen(pen);
        line->setName(tr("Capacity per GPU (dashed line)"));
        chart()->addSeries(line);
        line->attachAxis(memoryAxis_);
        line->attachAxis(cardAxis_);
        capacity_.push_back(line);
    }
    return capacity_[index];
}

void MemoryFitChart::setRows(std::vector<MemoryFitRow> rows)
{
    rows_ = std::move(rows);
    const int n = static_cast<int>(rows_.size());

    // Qt draws the first category at the bottom: feed the rows in reverse so the list reads top-down.
    QStringList labels;
    labels.reserve(n);
    for (int i = n - 1; i >= 0; --i)
        labels << rows_[static_cast<std::size_t>(i)].label;
    if (cardAxis_->categories() != labels) {
        cardAxis_->setCategories(labels);
    }

    double maxGB = 1.0;
    for (std::size_t part = 0; part < kMemoryPartCount; ++part) {
        QBarSet* set = sets_[part];
        QList<qreal> values;
        values.reserve(n);
        for (int i = n - 1; i >= 0; --i)
            values << rows_[static_cast<std::size_t>(i)].partsGB[part];
        if (set->count() != n) {
            set->remove(0, set->count());
            set->append(values);
            continue;
        }
        for (int i = 0; i < n; ++i)
            if (set->at(i) != values[i])
                set->replace(i, values[i]);
    }

    std::size_t marks = 0;
    for (int i = 0; i < n; ++i) {
        const MemoryFitRow& row = rows_[static_cast<std::size_t>(i)];
        double total = 0.0;
        for (double v : row.partsGB)
            total += v;
        maxGB = std::max({maxGB, total, row.capacityGB});
        if (row.capacityGB <= 0.0)
            continue;
        const qreal y = n - 1 - i;
        QLineSeries* line = capacitySeries(marks++);
        const QList<QPointF> points{{row.capacityGB, y - kMarkHalfHeight}, {row.capacityGB, y + kMarkHalfHeight}};
        if (line->points() != points)
            line->replace(points);
        line->setVisible(true);
    }
    for (std::size_t i = marks; i < capacity_.size(); ++i)
        capacity_[i]->setVisible(false);
    updateLegend(marks > 0);

    const double top = maxGB * 1.25; // room for the fit labels after the bars
    if (top > memoryAxis_->max() || top < memoryAxis_->max() * 0.6) {
        memoryAxis_->setRange(0.0, top);
        memoryAxis_->applyNiceNumbers();
    }

    while (fitLabels_.size() < rows_.size()) {
        auto* item = new QGraphicsSimpleTextItem(chart());
        item->setZValue(5);
        fitLabels_.push_back(item);
    }
    for (std::size_t i = 0; i < fitLabels_.size(); ++i) {
        QGraphicsSimpleTextItem* item = fitLabels_[i];
        item->setVisible(i < rows_.size());
        if (i >= rows_.size())
            continue;
        const MemoryFitRow& row = rows_[i];
        if (item->text() != row.fitText)
            item->setText(row.fitText);
        QFont font = chart()->font();
        font.setBold(!row.fits);
        item->setFont(font);
        item->setBrush(row.fits ? QColor(Qt::black) : palette::kFailure);
    }
    placeFitLabels();
}

// One entry per part some bar has (gradients and optimizer only in training, the KV cache only in inference) and
// one for all the capacity marks.
void MemoryFitChart::updateLegend(bool capacityShown)
{
    std::vector<MemoryFitChartLegend::Entry> entries;
    for (std::size_t part = 0; part < kMemoryPartCount; ++part) {
        const QBarSet* set = sets_[part];
        bool any = false;
        for (int i = 0; i < set->count() && !any; ++i)
            any = set->at(i) > 0.0;
        if (any)
            entries.push_back({partName(part), partColour(part), partColour(part).darker(115), false});
    }
    if (capacityShown)
        entries.push_back({tr("Capacity per GPU (dashed line)"), palette::kCapacity, palette::kCapacity, true});
    legend_->setEntries(std::move(entries));
}

void MemoryFitChart::placeFitLabels()
{
    const int n = static_cast<int>(rows_.size());
    for (int i = 0; i < n && i < static_cast<int>(fitLabels_.size()); ++i) {
        const MemoryFitRow& row = rows_[static_cast<std::size_t>(i)];
        double barEnd = 0.0;
        for (double v : row.partsGB)
            barEnd += v;
        const double end = std::max(barEnd, row.capacityGB);
        // Category i is drawn at y = n - 1 - i (rows are fed bottom-up).
        const QPointF anchor = chart()->mapToPosition(QPointF(end, n - 1 - i), bars_);
        QGraphicsSimpleTextItem* item = fitLabels_[static_cast<std::size_t>(i)];
        item->setPos(anchor.x() + 8.0, anchor.y() - item->boundingRect().height() / 2.0);
    }
}

QList<qreal> MemoryFitChart::seriesValues(MemoryPart part) const
{
    const QBarSet* set = sets_[static_cast<std::size_t>(part)];
    QList<qreal> values;
    for (int i = 0; i < set->count(); ++i)
        values << set->at(i);
    return values;
}

QStringList MemoryFitChart::categories() const { return cardAxis_->categories(); }

QStringList MemoryFitChart::fitTexts() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem* item : fitLabels_)
        if (item->isVisible())
            texts << item->text();
    return texts;
}

void MemoryFitChart::showToolTip(std::size_t part, bool entering, int index)
{
    if (!entering) {
        QToolTip::hideText();
        return;
    }
    const int n = static_cast<int>(rows_.size());
    const int row = n - 1 - index;
    if (row < 0 || row >= n)
        return;
    QToolTip::showText(QCursor::pos(), rows_[static_cast<std::size_t>(row)].toolTips[part], this);
}

} // namespace gputco::ui
