#include "export/report/FigureBlock.h"

#include <algorithm>

namespace gputco::ui {

FigureBlock::FigureBlock(QSizeF logicalSize, Paint paint, qreal maxHeight, qreal spaceAfter)
    : size_(logicalSize)
    , paint_(std::move(paint))
    , maxHeight_(maxHeight)
    , spaceAfter_(spaceAfter)
{
}

QSizeF FigureBlock::target(qreal width) const
{
    if (size_.isEmpty())
        return {width, 0.0};
    const qreal aspect = size_.height() / size_.width();
    const qreal h = std::min(width * aspect, maxHeight_);
    return {h / aspect, h};
}

qreal FigureBlock::height(qreal width) const { return target(width).height() + spaceAfter_; }

void FigureBlock::paint(QPainter& painter, const QRectF& rect) const
{
    const QSizeF t = target(rect.width());
    paint_(painter, QRectF(rect.left() + (rect.width() - t.width()) / 2.0, rect.top(), t.width(), t.height()));
}

} // namespace gputco::ui
