#pragma once

#include <QRectF>
#include <QSizeF>

class QGraphicsView;
class QGraphicsWidget;
class QPainter;

namespace gputco::ui {

/// Paints what a graphics view shows (a Qt chart is the scene's one top-level widget) onto any painter: a
/// PDF or SVG painter records vectors. Needs no Qt Charts header, so exports stay outside ui/charts.
class GraphicsViewPainter {
public:
    explicit GraphicsViewPainter(QGraphicsView& view);

    /// The figure's size in logical pixels (the chart's size, or the view's).
    QSizeF size() const;
    /// Lays the figure out at `size` before painting (a chart reflows its title, axes, legend and footnote).
    /// Use it on views built for an export, not on one the user is looking at.
    void resizeTo(QSizeF size);
    /// Draws the whole figure scaled into `target` (painter coordinates).
    void paint(QPainter& painter, const QRectF& target) const;

private:
    QRectF source() const;

    QGraphicsView& view_;
    QGraphicsWidget* figure_ = nullptr; ///< the top-level widget item (a QChart), if there is one
};

} // namespace gputco::ui
