#include "export/report/TextBlock.h"

#include "export/report/ReportStyle.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>

namespace gputco::ui {

TextBlock::TextBlock(const ReportStyle& style, const QString& html, const QFont& font, const QColor& colour,
                     qreal spaceAfter)
    : document_(std::make_unique<QTextDocument>())
    , colour_(colour)
    , spaceAfter_(spaceAfter)
{
    // Measure with the page's own resolution, so wrapping in the PDF is what was laid out.
    document_->documentLayout()->setPaintDevice(&style.device());
    document_->setDocumentMargin(0);
    document_->setDefaultFont(font);
    document_->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; text-decoration: none; } ul { margin-left: 0; }").arg(style.accent().name()));
    document_->setHtml(html);
}

TextBlock::~TextBlock() = default;

qreal TextBlock::height(qreal width) const
{
    document_->setTextWidth(width);
    return document_->size().height() + spaceAfter_;
}

void TextBlock::paint(QPainter& painter, const QRectF& rect) const
{
    document_->setTextWidth(rect.width());
    painter.save();
    painter.translate(rect.topLeft());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, colour_);
    context.clip = QRectF(0, 0, rect.width(), rect.height());
    document_->documentLayout()->draw(&painter, context);
    painter.restore();
}

HeadingBlock::HeadingBlock(const ReportStyle& style, const QString& text, int level)
    : style_(style)
    , text_(text)
    , level_(level)
{
    keepWithNext = true;
}

qreal HeadingBlock::height(qreal width) const
{
    const QFontMetricsF metrics(style_.heading(level_), &style_.device());
    const QRectF box = metrics.boundingRect(QRectF(0, 0, width, 1e9), Qt::TextWordWrap, text_);
    const qreal before = style_.pt(level_ == 1 ? 4 : 8);
    const qreal after = style_.pt(level_ == 1 ? 8 : 4);
    return before + box.height() + after + (level_ == 1 ? style_.pt(1.5) : 0);
}

void HeadingBlock::paint(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    const QFont font = style_.heading(level_);
    const QFontMetricsF metrics(font, &style_.device());
    const qreal before = style_.pt(level_ == 1 ? 4 : 8);
    const QRectF box = metrics.boundingRect(QRectF(0, 0, rect.width(), 1e9), Qt::TextWordWrap, text_);
    const QRectF textRect(rect.left(), rect.top() + before, rect.width(), box.height());
    painter.setFont(font);
    painter.setPen(level_ == 1 ? style_.accent() : style_.ink());
    painter.drawText(textRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text_);
    if (level_ == 1) {
        // A rule under section titles, in the accent colour.
        const qreal y = textRect.bottom() + style_.pt(3);
        painter.setPen(QPen(style_.accent(), style_.pt(1.2)));
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    painter.restore();
}

} // namespace gputco::ui
