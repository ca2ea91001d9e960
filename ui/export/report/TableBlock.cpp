#include "export/report/TableBlock.h"

#include "export/report/ReportStyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace gputco::ui {

namespace {
constexpr qreal kPaddingPt = 3.0;
constexpr qreal kSpaceAfterPt = 10.0;
constexpr qreal kMaxNaturalShare = 0.45; // no column's one-line width may claim more than this of the page
constexpr qreal kUnbreakableShare = 0.12;
} // namespace

TableBlock::TableBlock(const ReportStyle& style, ReportTable table)
    : TableBlock(style, std::make_shared<const ReportTable>(std::move(table)), 0, -1)
{
}

TableBlock::TableBlock(const ReportStyle& style, std::shared_ptr<const ReportTable> table, int first, int last)
    : style_(style)
    , table_(std::move(table))
    , first_(first)
    , last_(last < 0 ? static_cast<int>(table_->rows.size()) : last)
{
}

bool TableBlock::hasNote() const { return last_ == table_->rows.size() && !table_->note.isEmpty(); }

std::vector<qreal> TableBlock::columnWidths(qreal width) const
{
    const std::size_t n = columnCount();
    if (n == 0)
        return {};
    // Key-value lists (no header, two columns) share one layout, so consecutive lists line up.
    if (table_->header.isEmpty() && n == 2)
        return {width * 0.36, width * 0.64};
    const QFontMetricsF body(style_.tableText(), &style_.device());
    const QFontMetricsF bold(style_.bold(style_.tableText()), &style_.device());
    const qreal pad = 2 * style_.pt(kPaddingPt);
    std::vector<qreal> natural(n, 0.0);
    std::vector<qreal> least(n, 0.0); // the widest single word: below it text would break inside words
    auto widen = [&](std::size_t c, const QString& text, const QFontMetricsF& m) {
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            const qreal w = m.horizontalAdvance(line) + pad;
            natural[c] = std::max(natural[c], w);
            // Short cells ("✓ suits", "2 GPUs (TP2)") read badly broken: keep them on one line.
            if (w < width * kUnbreakableShare)
                least[c] = std::max(least[c], w);
        }
        for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
            least[c] = std::max(least[c], m.horizontalAdvance(word) + pad);
    };
    for (std::size_t c = 0; c < n && c < static_cast<std::size_t>(table_->header.size()); ++c)
        widen(c, table_->header.at(static_cast<qsizetype>(c)), bold);
    for (const QList<ReportCell>& row : table_->rows)
        for (std::size_t c = 0; c < n && c < static_cast<std::size_t>(row.size()); ++c)
            widen(c, row.at(static_cast<qsizetype>(c)).text, row.at(static_cast<qsizetype>(c)).bold ? bold : body);
    for (qreal& w : natural)
        w = std::min(w, width * kMaxNaturalShare);

    const qreal total = std::accumulate(natural.begin(), natural.end(), 0.0);
    std::vector<qreal> widths(n);
    if (total <= width) {
        // Spare room goes to every column alike, so narrow tables still span the page evenly.
        const qreal extra = (width - total) / static_cast<qreal>(n);
        for (std::size_t c = 0; c < n; ++c)
            widths[c] = natural[c] + extra;
        return widths;
    }
    // Too wide: each column keeps its longest word, the rest of the width is shared by natural width.
    const qreal floor = std::accumulate(least.begin(), least.end(), 0.0);
    const qreal spare = std::max(0.0, width - floor);
    const qreal wanted = std::max(1.0, total - floor);
    for (std::size_t c = 0; c < n; ++c)
        widths[c] = std::min(least[c], width / static_cast<qreal>(n) * 2)
                    + spare * std::max(0.0, natural[c] - least[c]) / wanted;
    const qreal sum = std::accumulate(widths.begin(), widths.end(), 0.0);
    for (qreal& w : widths)
        w *= width / sum;
    return widths;
}

std::size_t TableBlock::columnCount() const
{
    qsizetype n = table_->header.size();
    for (const QList<ReportCell>& row : table_->rows)
        n = std::max(n, row.size());
    return static_cast<std::size_t>(n);
}

qreal TableBlock::rowHeight(const QStringList& texts, const std::vector<qreal>& widths, bool header) const
{
    if (header && texts.isEmpty())
        return 0.0; // a table without a header row (key-value lists)
    const QFontMetricsF m(header ? style_.bold(style_.tableText()) : style_.tableText(), &style_.device());
    const qreal pad = style_.pt(kPaddingPt);
    qreal h = m.height();
    for (std::size_t c = 0; c < widths.size() && c < static_cast<std::size_t>(texts.size()); ++c) {
        const QRectF box = m.boundingRect(QRectF(0, 0, widths[c] - 2 * pad, 1e9), Qt::TextWordWrap,
                                          texts.at(static_cast<qsizetype>(c)));
        h = std::max(h, box.height());
    }
    return h + 2 * pad;
}

qreal TableBlock::rowHeight(int row, const std::vector<qreal>& widths) const
{
    // Each cell measured in the font it is drawn in: a bold cell (a transposed table's row title) is wider and
    // may wrap where the body font would not; measured in the body font its second line was cut off ("Energy /"
    // without "year").
    const QFontMetricsF body(style_.tableText(), &style_.device());
    const QFontMetricsF bold(style_.bold(style_.tableText()), &style_.device());
    const qreal pad = style_.pt(kPaddingPt);
    const QList<ReportCell>& cells = table_->rows.at(row);
    qreal h = body.height();
    for (std::size_t c = 0; c < widths.size() && c < static_cast<std::size_t>(cells.size()); ++c) {
        const ReportCell& cell = cells.at(static_cast<qsizetype>(c));
        const QFontMetricsF& m = cell.bold ? bold : body;
        h = std::max(h, m.boundingRect(QRectF(0, 0, widths[c] - 2 * pad, 1e9), Qt::TextWordWrap, cell.text).height());
    }
    return h + 2 * pad;
}

qreal TableBlock::noteHeight(qreal width) const
{
    if (!hasNote())
        return 0.0;
    const QFontMetricsF m(style_.small(), &style_.device());
    return style_.pt(3) + m.boundingRect(QRectF(0, 0, width, 1e9), Qt::TextWordWrap, table_->note).height();
}

qreal TableBlock::height(qreal width) const
{
    const std::vector<qreal> widths = columnWidths(width);
    qreal h = rowHeight(table_->header, widths, true);
    for (int r = first_; r < last_; ++r)
        h += rowHeight(r, widths);
    return h + noteHeight(width) + style_.pt(kSpaceAfterPt);
}

std::pair<std::unique_ptr<ReportBlock>, std::unique_ptr<ReportBlock>> TableBlock::split(qreal width,
                                                                                        qreal available) const
{
    const std::vector<qreal> widths = columnWidths(width);
    qreal used = rowHeight(table_->header, widths, true) + style_.pt(kSpaceAfterPt);
    int end = first_;
    while (end < last_ && used + rowHeight(end, widths) <= available)
        used += rowHeight(end++, widths);
    if (end >= last_)
        return {};
    // One row alone after the break looks stray: its predecessor goes with it.
    if (last_ - end < 2)
        --end;
    // Fewer than two rows before the break looks like a stray header: move the whole table instead.
    if (end - first_ < 2)
        return {};
    return {std::unique_ptr<ReportBlock>(new TableBlock(style_, table_, first_, end)),
            std::unique_ptr<ReportBlock>(new TableBlock(style_, table_, end, last_))};
}

void TableBlock::paint(QPainter& painter, const QRectF& rect) const
{
    const std::vector<qreal> widths = columnWidths(rect.width());
    const qreal pad = style_.pt(kPaddingPt);
    painter.save();
    qreal y = rect.top();

    auto drawRow = [&](const QList<ReportCell>& cells, qreal h, const QColor& fill, bool header) {
        if (fill.isValid())
            painter.fillRect(QRectF(rect.left(), y, rect.width(), h), fill);
        qreal x = rect.left();
        for (std::size_t c = 0; c < widths.size(); ++c) {
            const ReportCell cell = cells.value(static_cast<qsizetype>(c));
            painter.setFont(header || cell.bold ? style_.bold(style_.tableText()) : style_.tableText());
            painter.setPen(cell.colour.isValid() ? cell.colour : style_.ink());
            painter.drawText(QRectF(x + pad, y + pad, widths[c] - 2 * pad, h - 2 * pad),
                             Qt::TextWordWrap | Qt::AlignTop | cell.alignment, cell.text);
            x += widths[c];
        }
        y += h;
    };

    QList<ReportCell> header;
    for (qsizetype c = 0; c < table_->header.size(); ++c) {
        // Header cells take the alignment of their column's first row, so numbers and their titles line up.
        const Qt::Alignment align = table_->rows.isEmpty() ? Qt::AlignLeft : table_->rows.first().value(c).alignment;
        header << ReportCell{table_->header.at(c), style_.ink(), true, align};
    }
    if (!header.isEmpty())
        drawRow(header, rowHeight(table_->header, widths, true), style_.headerFill(), true);
    const qreal bodyTop = y;
    for (int r = first_; r < last_; ++r)
        drawRow(table_->rows.at(r), rowHeight(r, widths), (r - first_) % 2 ? style_.stripeFill() : QColor(), false);

    painter.setPen(QPen(style_.rule(), style_.pt(0.5)));
    painter.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.right(), rect.top()));
    painter.drawLine(QPointF(rect.left(), bodyTop), QPointF(rect.right(), bodyTop));
    painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));

    if (hasNote()) {
        painter.setFont(style_.small());
        painter.setPen(style_.muted());
        painter.drawText(QRectF(rect.left(), y + style_.pt(3), rect.width(), noteHeight(rect.width())),
                         Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, table_->note);
    }
    painter.restore();
}

} // namespace gputco::ui
