#include "export/report/ReportPaginator.h"

#include <algorithm>

namespace gputco::ui {

namespace {

/// Whether the headings from `first` on and the start of the block after them fit in `left`: all of a figure
/// or a paragraph (they cannot be split), at least a quarter page of a table that splits there (its header
/// and two rows at the least, as TableBlock::split decides).
bool keepsFollowerStart(const std::vector<std::unique_ptr<ReportBlock>>& blocks, std::size_t first, qreal width,
                        qreal left, qreal quarterPage)
{
    qreal used = 0.0;
    std::size_t next = first;
    for (; next < blocks.size() && blocks[next]->keepWithNext; ++next) {
        if (next > first && blocks[next]->pageBreakBefore)
            return used <= left;
        used += blocks[next]->height(width);
    }
    if (next >= blocks.size() || blocks[next]->pageBreakBefore)
        return used <= left;
    const ReportBlock& follower = *blocks[next];
    const qreal room = left - used;
    const qreal whole = follower.height(width);
    if (whole <= room)
        return true;
    return room >= std::min(whole, quarterPage) && follower.split(width, room).first != nullptr;
}

} // namespace

ReportPaginator::ReportPaginator(const std::vector<std::unique_ptr<ReportBlock>>& blocks, const QRectF& content)
    : content_(content)
{
    newPage();
    const qreal width = content.width();
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const ReportBlock* block = blocks[i].get();
        if (block->pageBreakBefore && !pages_.back().blocks.empty())
            newPage();
        qreal h = block->height(width);
        const qreal left = content.bottom() - y_;
        // A heading (or a run of them: a section's and its first subsection's) goes where what follows starts too;
        // on a page of headings alone moving on would only leave them there.
        const auto& placed = pages_.back().blocks;
        const bool onlyHeadings =
            std::all_of(placed.begin(), placed.end(), [](const PlacedBlock& p) { return p.block->keepWithNext; });
        if (block->keepWithNext && !onlyHeadings
            && !keepsFollowerStart(blocks, i, width, left, content.height() / 4.0)) {
            newPage();
            place(block, h);
            continue;
        }
        if (h <= left || pages_.back().blocks.empty()) {
            place(block, h);
            continue;
        }
        // Too tall for what is left: split it here if it can be split, else start a page.
        auto [head, rest] = block->split(width, left);
        while (head) {
            place(head.get(), head->height(width));
            pieces_.push_back(std::move(head));
            newPage();
            const ReportBlock* tail = rest.get();
            pieces_.push_back(std::move(rest));
            h = tail->height(width);
            if (h <= content.bottom() - y_) {
                place(tail, h);
                block = nullptr;
                break;
            }
            std::tie(head, rest) = tail->split(width, content.bottom() - y_);
            if (!head) {
                place(tail, h);
                block = nullptr;
                break;
            }
        }
        if (block) {
            newPage();
            place(block, h);
        }
    }
    if (pages_.size() > 1 && pages_.back().blocks.empty())
        pages_.pop_back();
}

void ReportPaginator::newPage()
{
    pages_.emplace_back();
    y_ = content_.top();
}

void ReportPaginator::place(const ReportBlock* block, qreal h)
{
    pages_.back().blocks.push_back(PlacedBlock{block, QRectF(content_.left(), y_, content_.width(), h)});
    y_ += h;
}

int ReportPaginator::pageOf(const ReportBlock* block) const
{
    for (std::size_t p = 0; p < pages_.size(); ++p)
        for (const PlacedBlock& placed : pages_[p].blocks)
            if (placed.block == block)
                return static_cast<int>(p) + 1;
    return 0;
}

} // namespace gputco::ui
