#pragma once

#include "export/report/ReportBlock.h"
#include "export/report/ReportInput.h"
#include "export/report/ReportOptions.h"
#include "export/report/ReportTable.h"

#include <QCoreApplication>
#include <QSizeF>

#include <memory>
#include <vector>

class QGraphicsView;

namespace gputco::ui {

class ContentsBlock;
class HeadingBlock;
class ReportStyle;
class ReportViews;
struct ViewContent;

/// Turns an evaluated scenario into the report's flow of blocks: title page with the answer and contents,
/// assumptions, each view's charts and tables, formulas and sources, caveats. Charts are the window's own
/// chart classes, built for the report (ReportViews) and drawn as vectors; the builder must outlive painting.
class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)
public:
    /// `content` is the printable area of a page in the style's device units.
    ReportBuilder(const ReportStyle& style, const ReportInput& input, const ReportOptions& options, QSizeF content);
    ~ReportBuilder();

    const std::vector<std::unique_ptr<ReportBlock>>& blocks() const { return blocks_; }
    /// The contents list on the title page, to be told the page numbers after pagination.
    ContentsBlock* contents() const { return contents_; }
    /// The report's title: the scenario's name or "Untitled scenario".
    QString title() const;

private:
    void addTitlePage();
    void addAssumptions();
    void addMemoryFit();
    void addPowerCost();
    void addRack();
    void addViewSection(const QString& title, const QString& intro, const ViewContent& content);
    void addFormulas();
    void addCaveats();

    HeadingBlock* section(const QString& title);
    void subheading(const QString& title);
    void paragraph(const QString& html);
    void note(const QString& text);
    void table(const ReportTable& table);
    void viewTables(const ViewContent& content);
    void figure(QGraphicsView* view, qreal aspect);
    void widgetFigure(QWidget* widget, QSize logical, qreal maxShare);
    void messages(const QStringList& texts);

    template <class Block, class... Args>
    Block* add(Args&&... args);

    const ReportStyle& style_;
    ReportInput input_;
    ReportOptions options_;
    QSizeF content_;
    std::unique_ptr<ReportViews> views_;
    std::vector<std::unique_ptr<ReportBlock>> blocks_;
    std::vector<const HeadingBlock*> sections_;
    ContentsBlock* contents_ = nullptr;
};

} // namespace gputco::ui
