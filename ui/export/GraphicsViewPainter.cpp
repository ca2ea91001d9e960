#include "export/GraphicsViewPainter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGraphicsWidget>
#include <QPainter>

namespace gputco::ui {

GraphicsViewPainter::GraphicsViewPainter(QGraphicsView& view)
    : view_(view)
{
    if (QGraphicsScene* scene = view.scene())
        for (QGraphicsItem* item : scene->items())
            if (!item->parentItem() && item->isWidget()) {
                figure_ = static_cast<QGraphicsWidget*>(item);
                break;
            }
}

QRectF GraphicsViewPainter::source() const
{
    if (figure_)
        return figure_->geometry();
    // A plain scene: what the viewport shows, in scene coordinates.
    return view_.mapToScene(view_.viewport()->rect()).boundingRect();
}

QSizeF GraphicsViewPainter::size() const { return source().size(); }

void GraphicsViewPainter::resizeTo(QSizeF size)
{
    if (figure_) {
        figure_->setGeometry(QRectF(QPointF(0, 0), size));
        // The chart's layout runs on a posted LayoutRequest: run it now so axes and labels are placed.
        QCoreApplication::sendPostedEvents(figure_, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents();
        if (view_.scene())
            view_.scene()->setSceneRect(figure_->geometry());
    } else {
        view_.resize(size.toSize());
    }
}

void GraphicsViewPainter::paint(QPainter& painter, const QRectF& target) const
{
    QGraphicsScene* scene = view_.scene();
    if (!scene)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene->render(&painter, target, source(), Qt::KeepAspectRatio);
    painter.restore();
}

} // namespace gputco::ui
