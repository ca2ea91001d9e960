#pragma once

#include "export/report/ReportBlock.h"
#include "export/report/ReportTable.h"

#include <memory>
#include <vector>

namespace gputco::ui {

class ReportStyle;

/// A table across the page width: a shaded header row (repeated on every page the table spans), striped
/// rows, text wrapped inside cells. Column widths follow the content.
class TableBlock final : public ReportBlock {
public:
    TableBlock(const ReportStyle& style, ReportTable table);

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;
    std::pair<std::unique_ptr<ReportBlock>, std::unique_ptr<ReportBlock>> split(qreal width,
                                                                                qreal available) const override;
    /// The body rows this block (or piece of a split table) draws.
    int rowCount() const { return last_ - first_; }
    /// True for a piece of a table split across pages.
    bool isPiece() const { return first_ > 0 || last_ < static_cast<int>(table_->rows.size()); }

private:
    TableBlock(const ReportStyle& style, std::shared_ptr<const ReportTable> table, int first, int last);

    std::size_t columnCount() const;
    std::vector<qreal> columnWidths(qreal width) const;
    qreal rowHeight(const QStringList& texts, const std::vector<qreal>& widths, bool header) const;
    qreal rowHeight(int row, const std::vector<qreal>& widths) const;
    qreal noteHeight(qreal width) const;
    bool hasNote() const;

    const ReportStyle& style_;
    std::shared_ptr<const ReportTable> table_;
    int first_;
    int last_; ///< one past the last row this block draws
};

} // namespace gputco::ui
