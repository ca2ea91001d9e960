#include "export/report/TitleBlock.h"

#include "export/report/ReportStyle.h"
#include "export/report/TextBlock.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gputco::ui {

namespace {
constexpr qreal kBandPt = 30.0;
}

TitleBlock::TitleBlock(const ReportStyle& style, QString kicker, QString title, QString subtitle)
    : style_(style)
    , kicker_(std::move(kicker))
    , title_(std::move(title))
    , subtitle_(std::move(subtitle))
{
}

qreal TitleBlock::height(qreal width) const
{
    const QFontMetricsF title(style_.heading(0), &style_.device());
    const QFontMetricsF sub(style_.heading(2), &style_.device());
    const QRectF unbounded(0, 0, width, 1e9);
    return style_.pt(kBandPt) + style_.pt(28) + title.boundingRect(unbounded, Qt::TextWordWrap, title_).height()
           + style_.pt(8) + sub.boundingRect(unbounded, Qt::TextWordWrap, subtitle_).height() + style_.pt(22);
}

void TitleBlock::paint(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    const QRectF band(rect.left(), rect.top(), rect.width(), style_.pt(kBandPt));
    painter.fillRect(band, style_.accent());
    QFont kicker = style_.bold(style_.body());
    kicker.setLetterSpacing(QFont::PercentageSpacing, 108);
    painter.setFont(kicker);
    painter.setPen(Qt::white);
    painter.drawText(band.adjusted(style_.pt(10), 0, -style_.pt(10), 0), Qt::AlignVCenter | Qt::AlignLeft, kicker_);

    qreal y = band.bottom() + style_.pt(28);
    const QRectF unbounded(rect.left(), y, rect.width(), 1e9);
    const QFontMetricsF titleMetrics(style_.heading(0), &style_.device());
    const QRectF titleBox = titleMetrics.boundingRect(unbounded, Qt::TextWordWrap, title_);
    painter.setFont(style_.heading(0));
    painter.setPen(style_.ink());
    painter.drawText(QRectF(rect.left(), y, rect.width(), titleBox.height()), Qt::TextWordWrap | Qt::AlignLeft, title_);
    y += titleBox.height() + style_.pt(8);

    const QFontMetricsF subMetrics(style_.heading(2), &style_.device());
    const QRectF subBox =
        subMetrics.boundingRect(QRectF(rect.left(), y, rect.width(), 1e9), Qt::TextWordWrap, subtitle_);
    QFont sub = style_.heading(2);
    sub.setWeight(QFont::Normal);
    painter.setFont(sub);
    painter.setPen(style_.muted());
    painter.drawText(QRectF(rect.left(), y, rect.width(), subBox.height()), Qt::TextWordWrap | Qt::AlignLeft,
                     subtitle_);
    painter.restore();
}

ContentsBlock::ContentsBlock(const ReportStyle& style)
    : style_(style)
{
}

qreal ContentsBlock::lineHeight() const { return QFontMetricsF(style_.body(), &style_.device()).height() * 1.6; }

qreal ContentsBlock::height(qreal) const { return lineHeight() * static_cast<qreal>(headings_.size()) + style_.pt(12); }

void ContentsBlock::paint(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    painter.setFont(style_.body());
    const QFontMetricsF metrics(style_.body(), &style_.device());
    qreal y = rect.top();
    for (const HeadingBlock* heading : headings_) {
        const QRectF line(rect.left(), y, rect.width(), lineHeight());
        const QString page = pageOf_ ? QString::number(pageOf_(heading)) : QString();
        painter.setPen(style_.ink());
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, heading->text());
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, page);
        // Dotted leader between the title and its page number.
        const qreal from = rect.left() + metrics.horizontalAdvance(heading->text()) + style_.pt(6);
        const qreal to = rect.right() - metrics.horizontalAdvance(page) - style_.pt(6);
        if (to > from) {
            painter.setPen(QPen(style_.rule(), style_.pt(0.8), Qt::DotLine));
            const qreal baseline = line.center().y() + metrics.ascent() / 2.0 - style_.pt(1);
            painter.drawLine(QPointF(from, baseline), QPointF(to, baseline));
        }
        y += lineHeight();
    }
    painter.restore();
}

} // namespace gputco::ui
