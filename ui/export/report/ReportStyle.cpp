#include "export/report/ReportStyle.h"

#include "style/Palette.h"

#include <QPaintDevice>

namespace gputco::ui {

namespace {
// Noto Sans CJK SC (Debian fonts-noto-cjk) covers Simplified Chinese and Latin; DejaVu Sans is Debian's default
// sans. Qt embeds the glyphs used, so the PDF shows the same text on machines without these fonts.
const QString kLatin = QStringLiteral("DejaVu Sans");
const QString kChinese = QStringLiteral("Noto Sans CJK SC");
} // namespace

ReportStyle::ReportStyle(QPaintDevice& device, const QLocale& locale)
    : device_(device)
    , dpi_(device.logicalDpiY())
{
    families_ = locale.language() == QLocale::Chinese ? QStringList{kChinese, kLatin} : QStringList{kLatin, kChinese};
}

QFont ReportStyle::font(qreal points) const
{
    QFont f;
    f.setFamilies(families_);
    f.setPointSizeF(points);
    // No shaping for Latin text: no "fi" ligature, so text copied or searched in the PDF matches what was
    // typed (Qt 6.4 has no font-feature switch). Scripts that need shaping still get it.
    f.setStyleStrategy(QFont::StyleStrategy(QFont::PreferOutline | QFont::PreferNoShaping));
    f.setHintingPreference(QFont::PreferNoHinting); // vector output: keep the design metrics
    return f;
}

QFont ReportStyle::body() const { return font(9.5); }
QFont ReportStyle::small() const { return font(7.5); }
QFont ReportStyle::tableText() const { return font(8.0); }

QFont ReportStyle::heading(int level) const
{
    QFont f = font(level == 0 ? 24.0 : level == 1 ? 15.0 : 11.5);
    f.setWeight(level == 0 ? QFont::Bold : QFont::DemiBold);
    return f;
}

QFont ReportStyle::bold(QFont f) const
{
    f.setWeight(QFont::Bold);
    return f;
}

QColor ReportStyle::accent() const { return palette::kBlue; }
QColor ReportStyle::failure() const { return palette::kVermilion; }

} // namespace gputco::ui
