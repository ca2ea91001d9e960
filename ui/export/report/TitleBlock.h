#pragma once

#include "export/report/ReportBlock.h"

#include <QString>

#include <functional>
#include <vector>

namespace gputco::ui {

class HeadingBlock;
class ReportStyle;

/// The title page's head: a band in the accent colour with the product name, then the scenario's name and
/// a subtitle.
class TitleBlock final : public ReportBlock {
public:
    TitleBlock(const ReportStyle& style, QString kicker, QString title, QString subtitle);

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;

private:
    const ReportStyle& style_;
    QString kicker_;
    QString title_;
    QString subtitle_;
};

/// The list of sections with the page each starts on (known once the report is paginated).
class ContentsBlock final : public ReportBlock {
public:
    using PageOf = std::function<int(const ReportBlock*)>;

    explicit ContentsBlock(const ReportStyle& style);

    /// The sections to list (known once the whole report is built, before it is paginated).
    void setHeadings(std::vector<const HeadingBlock*> headings) { headings_ = std::move(headings); }

    /// Where to look up page numbers; until set, the list is drawn without them.
    void setPageLookup(PageOf pageOf) { pageOf_ = std::move(pageOf); }

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;

private:
    qreal lineHeight() const;

    const ReportStyle& style_;
    std::vector<const HeadingBlock*> headings_;
    PageOf pageOf_;
};

} // namespace gputco::ui
