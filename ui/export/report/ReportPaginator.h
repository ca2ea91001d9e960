#pragma once

#include "export/report/ReportBlock.h"

#include <QRectF>

#include <memory>
#include <vector>

namespace gputco::ui {

/// A block placed on a page.
struct PlacedBlock {
    const ReportBlock* block = nullptr;
    QRectF rect;
};

struct ReportPage {
    std::vector<PlacedBlock> blocks;
};

/// Pages of a block flow: headings stay with what follows, page breaks are honoured, tables split between
/// rows. Keeps the pieces it splits off alive.
class ReportPaginator {
public:
    /// Lays `blocks` (in order) into pages whose printable area is `content`.
    ReportPaginator(const std::vector<std::unique_ptr<ReportBlock>>& blocks, const QRectF& content);

    const std::vector<ReportPage>& pages() const { return pages_; }
    /// The page (1-based) a block was placed on; 0 if it was not placed.
    int pageOf(const ReportBlock* block) const;

private:
    void place(const ReportBlock* block, qreal h);
    void newPage();

    QRectF content_;
    std::vector<ReportPage> pages_;
    std::vector<std::unique_ptr<ReportBlock>> pieces_;
    qreal y_ = 0.0;
};

} // namespace gputco::ui
