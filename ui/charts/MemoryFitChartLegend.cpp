#include "charts/MemoryFitChartLegend.h"

#include "charts/ChartFootnote.h"

#include <QChart>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace gputco::ui {

namespace {
constexpr qreal kSideMargin = 8.0;
constexpr qreal kGapAfterSwatch = 5.0;
constexpr qreal kGapBetweenEntries = 16.0;
constexpr qreal kRowGap = 3.0;
} // namespace

MemoryFitChartLegend::MemoryFitChartLegend(QChart* chart, ChartFootnote* footnote)
    : QObject(chart)
    , chart_(chart)
    , footnote_(footnote)
    , root_(new QGraphicsRectItem(chart))
{
    root_->setPen(Qt::NoPen);
    root_->setBrush(Qt::NoBrush);
    root_->setZValue(9);
    connect(chart_, &QChart::geometryChanged, this, &MemoryFitChartLegend::place);
    chart_->installEventFilter(this); // the chart's font changes in presentation mode
}

bool MemoryFitChartLegend::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == chart_ && event->type() == QEvent::FontChange)
        place();
    return QObject::eventFilter(watched, event);
}

void MemoryFitChartLegend::setEntries(std::vector<Entry> entries)
{
    const bool same =
        entries.size() == entries_.size()
        && std::equal(entries.begin(), entries.end(), entries_.begin(), [](const Entry& a, const Entry& b) {
               return a.label == b.label && a.fill == b.fill && a.dashedLine == b.dashedLine;
           });
    if (same)
        return;
    entries_ = std::move(entries);
    for (Item& item : items_) {
        delete item.swatch;
        delete item.line;
        delete item.text;
    }
    items_.clear();
    for (const Entry& e : entries_) {
        Item item;
        if (e.dashedLine) {
            item.line = new QGraphicsLineItem(root_);
            item.line->setPen(QPen(e.fill, 2.0, Qt::DashLine));
        } else {
            item.swatch = new QGraphicsRectItem(root_);
            item.swatch->setBrush(e.fill);
            item.swatch->setPen(QPen(e.border, 1.0));
        }
        item.text = new QGraphicsSimpleTextItem(e.label, root_);
        items_.push_back(item);
    }
    place();
}

void MemoryFitChartLegend::place()
{
    const QFont font = chart_->font();
    const QFontMetricsF metrics(font);
    const qreal lineHeight = metrics.height();
    const qreal swatch = std::max<qreal>(8.0, lineHeight * 0.7);
    const QRectF area = chart_->rect();
    const qreal right = area.width() - kSideMargin;

    qreal x = kSideMargin;
    qreal y = 0.0;
    for (std::size_t i = 0; i < items_.size(); ++i) {
        Item& item = items_[i];
        item.text->setFont(font);
        const qreal mark = items_[i].line ? swatch * 1.6 : swatch;
        const qreal width = mark + kGapAfterSwatch + item.text->boundingRect().width();
        if (x > kSideMargin && x + width > right) { // wrap; a single entry wider than the chart starts its own row
            x = kSideMargin;
            y += lineHeight + kRowGap;
        }
        const qreal markTop = y + (lineHeight - swatch) / 2.0;
        if (item.swatch)
            item.swatch->setRect(x, markTop, swatch, swatch);
        if (item.line)
            item.line->setLine(x, y + lineHeight / 2.0, x + mark, y + lineHeight / 2.0);
        item.text->setPos(x + mark + kGapAfterSwatch, y + (lineHeight - item.text->boundingRect().height()) / 2.0);
        x += width + kGapBetweenEntries;
    }
    height_ = items_.empty() ? 0.0 : y + lineHeight + kRowGap;
    footnote_->setReservedAbove(height_);
    root_->setPos(area.left(), area.bottom() - footnote_->reservedHeight());
}

QStringList MemoryFitChartLegend::labels() const
{
    QStringList out;
    for (const Item& item : items_)
        out << item.text->text();
    return out;
}

std::vector<QRectF> MemoryFitChartLegend::labelRects() const
{
    std::vector<QRectF> out;
    for (const Item& item : items_)
        out.push_back(item.text->sceneBoundingRect());
    return out;
}

} // namespace gputco::ui
