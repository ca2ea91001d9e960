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
class ReportSensitivity;
class ReportServing;
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
    /// One scenario's sections: its evaluation, the views built for it, the tag its headings carry ("A", "B").
    struct Part {
        const Evaluation* evaluation = nullptr;
        ReportViews* views = nullptr;
        QString tag;
    };

    void addTitlePage();
    void addAbComparison();
    void addScenario(const Part& part);
    void addAssumptions(const Part& part);
    void addMemoryFit(const Part& part);
    void addPowerCost(const Part& part);
    void addRack(const Part& part);
    void addSensitivity(const Part& part);
    void addServing(const Part& part);
    void addRecommendation(const Part& part);
    void addViewSection(const Part& part, const QString& title, const QString& intro, const ViewContent& content);
    void addFormulas();
    void addCaveats(const Part& part);
    QString scenarioName(const Part& part) const;

    HeadingBlock* section(const QString& title, const Part* part = nullptr);
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
    std::unique_ptr<ReportViews> comparedViews_; ///< B's views, in an A/B report
    std::vector<Part> parts_;
    std::vector<std::unique_ptr<ReportSensitivity>> sensitivity_; ///< each part's page, alive while painting
    std::vector<std::unique_ptr<ReportServing>> serving_;         ///< each part's serving page, alive while painting
    std::vector<std::unique_ptr<ReportBlock>> blocks_;
    std::vector<const HeadingBlock*> sections_;
    ContentsBlock* contents_ = nullptr;
};

} // namespace gputco::ui
