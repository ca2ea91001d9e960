#include "charts/OffScaleMarks.h"

#include <QBrush>
#include <QChart>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace gputco::ui {

OffScaleMarks::OffScaleMarks(QChart* chart)
    : chart_(chart)
{
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
        if (label->text() != mark.text)
            label->setText(mark.text);
        label->setFont(font);
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
