#pragma once

#include "export/report/ReportBlock.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <memory>

class QTextDocument;

namespace gputco::ui {

class ReportStyle;

/// A paragraph or heading: rich text (a small HTML subset: <b>, <i>, <a href>, <br>, <ul>), wrapped to the
/// width. Links stay clickable in the PDF.
class TextBlock final : public ReportBlock {
public:
    TextBlock(const ReportStyle& style, const QString& html, const QFont& font, const QColor& colour, qreal spaceAfter);
    ~TextBlock() override;

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;

private:
    std::unique_ptr<QTextDocument> document_;
    QColor colour_;
    qreal spaceAfter_;
};

/// A section heading that remembers the page it landed on, for the contents list.
class HeadingBlock final : public ReportBlock {
public:
    HeadingBlock(const ReportStyle& style, const QString& text, int level);

    qreal height(qreal width) const override;
    void paint(QPainter& painter, const QRectF& rect) const override;

    const QString& text() const { return text_; }
    int level() const { return level_; }

private:
    const ReportStyle& style_;
    QString text_;
    int level_;
};

/// Empty space of a fixed height.
class SpacerBlock final : public ReportBlock {
public:
    explicit SpacerBlock(qreal height)
        : height_(height)
    {
    }
    qreal height(qreal) const override { return height_; }
    void paint(QPainter&, const QRectF&) const override {}

private:
    qreal height_;
};

} // namespace gputco::ui
