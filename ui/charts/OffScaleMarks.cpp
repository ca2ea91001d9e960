#include "charts/OffScaleMarks.h"

#include <QBrush>
#include <QChart>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QStringList>

#include <algorithm>

namespace gputco::ui {

namespace {

// `text` in lines no wider than `width`: broken at spaces, a part still too wide elided.
QString fitted(const QString& text, const QFontMetricsF& metrics, qreal width)
{
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
            line = longer;
            continue;
        }
        lines << line;
        line = word;
    }
    lines << line;
    for (QString& l : lines)
        l = metrics.elidedText(l, Qt::ElideRight, width);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

OffScaleMarks::OffScaleMarks(QChart* chart)
    : chart_(chart)
{
}

QString OffScaleMarks::summary(int count, const QString& value, const QString& name)
{
    return name.isEmpty() ? tr("↑ %n option(s) above the scale, up to %1", nullptr, count).arg(value)
                          : tr("↑ %n option(s) above the scale, up to %1 (%2)", nullptr, count).arg(value, name);
}

void OffScaleMarks::show(const std::vector<OffScaleMark>& marks)
{
    marks_ = marks;
    while (labels_.size() < marks_.size()) {
        auto* backing = new QGraphicsRectItem(chart_); // the chart deletes its child items
        backing->setPen(Qt::NoPen);
        backing->setBrush(QColor(255, 255, 255, 210));
        backing->setZValue(19); // over the lines, bands and points
        auto* label = new QGraphicsSimpleTextItem(chart_);
        label->setZValue(20);
        backings_.push_back(backing);
        labels_.push_back(label);
    }
    const QRectF plot = chart_->plotArea();
    QFont font = chart_->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    qreal nextY = plot.top() + 2.0;
    qreal lastRight = -1.0;
    for (std::size_t k = 0; k < labels_.size(); ++k) {
        QGraphicsSimpleTextItem* label = labels_[k];
        QGraphicsRectItem* backing = backings_[k];
        const bool shown = k < marks_.size() && plot.isValid();
        label->setVisible(shown);
        backing->setVisible(shown);
        if (k >= marks_.size())
            continue;
        const OffScaleMark& mark = marks_[k];
        label->setFont(font);
        // No wider than the plot (a long summary ran over the legend): wrapped at spaces, and a word still too wide
        // elided, whole in the tooltip.
        const QString text = fitted(mark.text, QFontMetricsF(font), std::max<qreal>(plot.width() - 8.0, 40.0));
        if (label->text() != text)
            label->setText(text);
        label->setToolTip(text.contains(QStringLiteral("…")) ? mark.text : QString());
        label->setBrush(mark.colour);
        const qreal width = label->boundingRect().width();
        const qreal height = label->boundingRect().height();
        const qreal wanted = mark.leavesAt ? *mark.leavesAt + 4.0 : plot.right() - width - 4.0;
        const qreal x = std::max(plot.left() + 2.0, std::min(wanted, plot.right() - width - 2.0));
        // Beside where its line leaves the plot; one row lower when it would run into the previous label.
        if (x < lastRight + 4.0)
            nextY += height;
        else
            nextY = plot.top() + 2.0;
        label->setPos(x, nextY);
        lastRight = x + width;
        backing->setRect(label->mapRectToParent(label->boundingRect()).adjusted(-3, -1, 3, 1));
    }
}

std::vector<QString> OffScaleMarks::texts() const
{
    std::vector<QString> out;
    for (const OffScaleMark& m : marks_)
        out.push_back(m.text);
    return out;
}

} // namespace gputco::ui
