#pragma once

#include <QColor>
#include <QFont>
#include <QLocale>

class QPaintDevice;

namespace gputco::ui {

/// Fonts, colours and sizes of the PDF report, in the device units of the page it is drawn on. One style for
/// every page, matching the window's palette (style/Palette.h, shared/UI.md).
class ReportStyle {
public:
    ReportStyle(QPaintDevice& device, const QLocale& locale);

    QPaintDevice& device() const { return device_; }
    /// Device units for a length in typographic points (1/72 inch).
    qreal pt(qreal points) const { return points * dpi_ / 72.0; }
    qreal mm(qreal millimetres) const { return millimetres * dpi_ / 25.4; }

    QFont body() const;
    QFont small() const;
    QFont tableText() const;
    QFont heading(int level) const; ///< 0: report title, 1: section, 2: sub-section
    QFont bold(QFont font) const;

    QColor ink() const { return QColor(0x22, 0x22, 0x22); }
    QColor muted() const { return QColor(0x66, 0x66, 0x66); }
    QColor rule() const { return QColor(0xBB, 0xBB, 0xBB); }
    QColor accent() const; ///< headings and the title band (the palette's blue)
    QColor headerFill() const { return QColor(0xE8, 0xEE, 0xF4); }
    QColor stripeFill() const { return QColor(0xF6, 0xF6, 0xF6); }
    QColor failure() const; ///< fails / over limit (the palette's vermilion)

    /// Families tried in order: a CJK family first for Chinese so every glyph comes from one font.
    QStringList families() const { return families_; }

private:
    QFont font(qreal points) const;

    QPaintDevice& device_;
    qreal dpi_;
    QStringList families_;
};

} // namespace gputco::ui
