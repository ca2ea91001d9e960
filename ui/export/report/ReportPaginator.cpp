#include "export/report/ReportPaginator.h"

namespace gputco::ui {

ReportPaginator::ReportPaginator(const std::vector<std::unique_ptr<ReportBlock>>& blocks, const QRectF& content)
    : content_(content)
{
    newPage();
    const qreal width = content.width();
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const ReportBlock* block = blocks[i].get();
        const bool pageEmpty = pages_.back().blocks.empty();
        if (block->pageBreakBefore && !pageEmpty)
            newPage();
        qreal h = block->height(width);
        qreal needed = h;
        // A heading needs room for itself and the start of what follows: all of a figure (it cannot be split),
        // a quarter page of a table or text.
        if (block->keepWithNext && i + 1 < blocks.size()) {
            const ReportBlock& next = *blocks[i + 1];
            const qreal nextHeight = next.height(width);
            const bool splittable = next.split(width, content.height() / 4.0).first != nullptr;
            needed += splittable ? std::min(nextHeight, content.height() / 4.0) : nextHeight;
        }
        const qreal left = content.bottom() - y_;
        if (needed <= left || pages_.back().blocks.empty()) {
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
