#include "widgets/RackElevationWidget.h"

#include "style/Palette.h"

#include <QPainter>

#include <algorithm>

namespace gputco::ui {

RackElevationWidget::RackElevationWidget(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

void RackElevationWidget::setPicture(const Picture& picture)
{
    picture_ = picture;
    update();
}

QSize RackElevationWidget::sizeHint() const { return {260, 520}; }

QSize RackElevationWidget::minimumSizeHint() const { return {200, 320}; }

void RackElevationWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics fm = fontMetrics();
    const int lineHeight = fm.height();

    // Headline on top, footer at the bottom, the rack between.
    const QRect area = rect().adjusted(8, 4, -8, -4);
    p.setPen(palette().color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(area.left(), area.top(), area.width(), lineHeight), Qt::AlignHCenter, picture_.headline);
    p.setFont(font());
    p.drawText(QRect(area.left(), area.bottom() - lineHeight, area.width(), lineHeight), Qt::AlignHCenter,
               picture_.footer);

    const int units = std::max(1, picture_.usableUnits);
    const int available = area.height() - 3 * lineHeight - 16;
    const int unitHeight = std::max(4, available / units);
    const int rackHeight = unitHeight * units;
    const int rackWidth = std::min(area.width() - 40, 220);
    const QRect rack(area.center().x() - rackWidth / 2, area.top() + lineHeight + 8 + (available - rackHeight) / 2,
                     rackWidth, rackHeight);

    // Frame and unit lines.
    p.fillRect(rack.adjusted(-6, -6, 6, 6), QColor(0x30, 0x30, 0x30));
    p.fillRect(rack, QColor(0xf4, 0xf4, 0xf4));
    p.setPen(QColor(0xdd, 0xdd, 0xdd));
    for (int u = 1; u < units; ++u)
        p.drawLine(rack.left(), rack.bottom() - u * unitHeight, rack.right(), rack.bottom() - u * unitHeight);

    // Unit numbers every 6 U on the left rail.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.75);
    p.setFont(small);
    p.setPen(QColor(0x88, 0x88, 0x88));
    for (int u = 1; u <= units; u += 6)
        p.drawText(QRect(rack.left() - 36, rack.bottom() - u * unitHeight, 26, unitHeight),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(u));

    // Servers from the bottom up.
    p.setFont(font());
    const QColor serverFill = palette::kSkyBlue.lighter(125);
    for (int s = 0; s < picture_.servers; ++s) {
        const int bottom = rack.bottom() - s * picture_.serverUnits * unitHeight;
        const QRect block(rack.left() + 2, bottom - picture_.serverUnits * unitHeight + 2, rack.width() - 4,
                          picture_.serverUnits * unitHeight - 2);
        if (block.top() < rack.top())
            break;
        p.fillRect(block, serverFill);
        p.setPen(palette::kBlue);
        p.drawRect(block.adjusted(0, 0, -1, -1));
        p.setPen(Qt::black);
        if (block.height() >= lineHeight)
            p.drawText(block, Qt::AlignCenter, picture_.serverName);
    }

    // Reserved units (network) at the top.
    for (int r = 0; r < picture_.reservedUnits; ++r) {
        const QRect block(rack.left() + 2, rack.top() + r * unitHeight + 1, rack.width() - 4, unitHeight - 2);
        p.fillRect(block, palette::kGrey);
    }

    if (picture_.failing) {
        QPen pen(palette::kFailure, 3);
        p.setPen(pen);
        p.drawRect(rack.adjusted(-6, -6, 6, 6));
        p.drawLine(rack.topLeft(), rack.bottomRight());
        p.drawLine(rack.topRight(), rack.bottomLeft());
    }
}

} // namespace gputco::ui
