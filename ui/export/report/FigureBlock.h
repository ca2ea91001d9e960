#pragma once

#include "export/report/ReportBlock.h"

#include <QSizeF>

#include <functional>

namespace gputco::ui {

/// A chart (or any drawing) scaled to the page width, keeping its aspect ratio, at most `maxHeight` tall
/// (then narrower and centred). Drawn through the painter, so a PDF keeps it as vectors.
class FigureBlock final : public ReportBlock {
public:
    using Paint = std::function<void(QPainter& painter, const QRectF& target)>;

    FigureBlock(QSizeF logicalSize, Paint paint, qreal maxHeight, qreal spaceAfter);

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;

private:
    QSizeF target(qreal width) const;

    QSizeF size_;
    Paint paint_;
    qreal maxHeight_;
    qreal spaceAfter_;
};

} // namespace gputco::ui
