#pragma once

#include <QRectF>

#include <memory>
#include <utility>

class QPainter;

namespace gputco::ui {

/// One piece of the report's flow (a heading, a paragraph, a table, a chart) that the paginator places on
/// pages. Sizes are in the page's device units.
class ReportBlock {
public:
    virtual ~ReportBlock() = default;

    /// Height when laid out `width` wide (including any space after it).
    virtual qreal height(qreal width) const = 0;
    virtual void paint(QPainter& painter, const QRectF& rect) const = 0;

    /// For a block taller than `available`: the part that fits and the rest, or {nullptr, nullptr} when the
    /// block cannot be split there (it then moves to the next page whole).
    virtual std::pair<std::unique_ptr<ReportBlock>, std::unique_ptr<ReportBlock>> split(qreal width,
                                                                                        qreal available) const
    {
        (void)width;
        (void)available;
        return {};
    }

    bool pageBreakBefore = false;
    bool keepWithNext = false; ///< headings: never the last thing on a page
};

} // namespace gputco::ui
