#include "charts/ChartFootnote.h"

#include <QChart>
#include <QFont>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QLegend>
#include <QTextDocument>

#include <algorithm>

namespace gputco::ui {

namespace {
constexpr int kSideMargin = 8;
}

ChartFootnote::ChartFootnote(QChart* chart)
    : QObject(chart)
    , chart_(chart)
    , item_(new QGraphicsTextItem(chart))
    , basePointSize_(chart->font().pointSizeF() * 0.85)
{
    QFont font = chart->font();
    font.setPointSizeF(basePointSize_);
    item_->setFont(font);
    item_->setDefaultTextColor(QColor(0x55, 0x55, 0x55));
    item_->setZValue(10);
    connect(chart_, &QChart::geometryChanged, this, &ChartFootnote::place);
}

void ChartFootnote::setText(const QString& text)
{
    if (item_->toPlainText() == text)
        return;
    item_->setPlainText(text);
    place();
}

void ChartFootnote::setFontScale(double scale)
{
    QFont font = item_->font();
    font.setPointSizeF(basePointSize_ * scale);
    if (font == item_->font())
        return;
    item_->setFont(font);
    place(); // the height changed: the reserved margin follows
}

void ChartFootnote::setReservedAbove(qreal pixels)
{
    if (pixels == reservedAbove_)
        return;
    reservedAbove_ = pixels;
    place();
}

void ChartFootnote::place()
{
    const QRectF area = chart_->rect();
    item_->setTextWidth(std::max(100.0, area.width() - 2 * kSideMargin));
    const qreal height = item_->document()->size().height();
    item_->setPos(area.left() + kSideMargin, area.bottom() - height - 2);
    QMargins margins = chart_->margins();
    const int bottom = static_cast<int>(height + reservedAbove_) + 4;
    reserved_ = bottom;
    if (margins.bottom() != bottom) {
        margins.setBottom(bottom);
        chart_->setMargins(margins);
    }
}

void nameChartView(QChart* chart, const QString& question)
{
    // The view reads as its question to a screen reader, and the export dialog names the file after it.
    if (chart->scene())
        for (QGraphicsView* view : chart->scene()->views())
            view->setAccessibleName(question);
}

void applyChartStyle(QChart* chart, const QString& question)
{
    chart->setTitle(question);
    nameChartView(chart, question);
    QFont title = chart->titleFont();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.15);
    chart->setTitleFont(title);
    chart->setBackgroundRoundness(0);
    chart->setAnimationOptions(QChart::NoAnimation); // animations cost frames on every slider step
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(kSideMargin, 4, kSideMargin, 4));
}

} // namespace gputco::ui
