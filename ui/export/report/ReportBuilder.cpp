#include "export/report/ReportBuilder.h"

#include "export/GraphicsViewPainter.h"
#include "export/report/FigureBlock.h"
#include "export/report/ReportAb.h"
#include "export/report/ReportAnswer.h"
#include "export/report/ReportFacts.h"
#include "export/report/ReportFormulas.h"
#include "export/report/ReportNames.h"
#include "export/report/ReportPrices.h"
#include "export/report/ReportRack.h"
#include "export/report/ReportSensitivity.h"
#include "export/report/ReportServing.h"
#include "export/report/ReportStyle.h"
#include "export/report/ReportViews.h"
#include "export/report/TableBlock.h"
#include "export/report/TextBlock.h"
#include "export/report/TitleBlock.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/RecommendationText.h"
#include "scenario/ServingSloFor.h"

#include <QGraphicsView>
#include <QPainter>

#include <algorithm>

namespace gputco::ui {

namespace {
// Rows of the ranked options the report prints: the top of the list, as a meeting reads it.
constexpr int kRecommendedRowsInReport = 15;
// Charts are laid out this many screen pixels per point of page width: their 9 pt screen text prints at
// about 7.5 pt, the size of the report's table text.
constexpr qreal kPixelsPerPoint = 1.55;
// Columns a table may have on a portrait page before it is transposed or cut.
constexpr int kPortraitColumns = 7;
constexpr int kLandscapeColumns = 10;
} // namespace

ReportBuilder::ReportBuilder(const ReportStyle& style, const ReportInput& input, const ReportOptions& options,
                             QSizeF content)
    : style_(style)
    , input_(input)
    , options_(options)
    , content_(content)
    , views_(std::make_unique<ReportViews>(input.evaluation))
{
    const bool ab = input.compared && input.compared->evaluation;
    parts_.push_back(Part{input.evaluation.get(), views_.get(), ab ? QStringLiteral("A") : QString()});
    if (ab) {
        comparedViews_ = std::make_unique<ReportViews>(input.compared->evaluation);
        parts_.push_back(Part{input.compared->evaluation.get(), comparedViews_.get(), QStringLiteral("B")});
    }
    addTitlePage();
    if (ab)
        addAbComparison();
    for (const Part& part : parts_)
        addScenario(part);
    addFormulas();
    for (const Part& part : parts_)
        addCaveats(part);
    contents_->setHeadings(sections_);
}

void ReportBuilder::addScenario(const Part& part)
{
    addAssumptions(part);
    addRecommendation(part);
    addServing(part);
    addMemoryFit(part);
    addPowerCost(part);
    addSensitivity(part);
    addViewSection(part, tr("Training vs inference"),
                   tr("How the same model differs when it is trained and when it is served, on the eight dimensions "
                      "buyers compare, with this workload's figures."),
                   part.views->comparison(part.evaluation->state.workload.mode));
    addRack(part);
}

QString ReportBuilder::scenarioName(const Part& part) const
{
    const QString name = nameWithoutFolders(part.tag == u"B" ? input_.compared->name : input_.scenarioName);
    return name.isEmpty() ? tr("Untitled scenario") : name;
}

void ReportBuilder::addAbComparison()
{
    const Evaluation& a = *parts_[0].evaluation;
    const Evaluation& b = *parts_[1].evaluation;
    section(tr("A/B comparison"));
    paragraph(tr("<b>A</b>: %1<br><b>B</b>: %2")
                  .arg(scenarioName(parts_[0]).toHtmlEscaped(), scenarioName(parts_[1]).toHtmlEscaped()));
    subheading(tr("What differs"));
    table(differenceTable(a, b));
    subheading(tr("Side by side"));
    table(sideBySideTable(a, b));
}

ReportBuilder::~ReportBuilder() = default;

template <class Block, class... Args>
Block* ReportBuilder::add(Args&&... args)
{
    auto block = std::make_unique<Block>(std::forward<Args>(args)...);
    Block* raw = block.get();
    blocks_.push_back(std::move(block));
    return raw;
}

QString ReportBuilder::title() const
{
    // Names only: a scenario known by its file keeps its file's name, never its folders.
    const QString nameA = nameWithoutFolders(input_.scenarioName);
    const QString a = nameA.isEmpty() ? tr("Untitled scenario") : nameA;
    if (!input_.compared)
        return a;
    const QString nameB = nameWithoutFolders(input_.compared->name);
    const QString b = nameB.isEmpty() ? tr("Untitled scenario") : nameB;
    return tr("%1 vs %2").arg(a, b);
}

HeadingBlock* ReportBuilder::section(const QString& title, const Part* part)
{
    const QString tagged = part && !part->tag.isEmpty() ? tr("%1 (%2)").arg(title, part->tag) : title;
    const QString numbered = QStringLiteral("%1  %2").arg(sections_.size() + 1).arg(tagged);
    auto* heading = add<HeadingBlock>(style_, numbered, 1);
    heading->pageBreakBefore = true;
    sections_.push_back(heading);
    return heading;
}

void ReportBuilder::subheading(const QString& title) { add<HeadingBlock>(style_, title, 2); }

void ReportBuilder::paragraph(const QString& html)
{
    add<TextBlock>(style_, html, style_.body(), style_.ink(), style_.pt(8));
}

void ReportBuilder::note(const QString& text)
{
    add<TextBlock>(style_, text.toHtmlEscaped(), style_.small(), style_.muted(), style_.pt(8));
}

void ReportBuilder::table(const ReportTable& t)
{
    const int pageColumns = options_.orientation == QPageLayout::Landscape ? kLandscapeColumns : kPortraitColumns;
    const int maxColumns = std::max(pageColumns, t.maxColumns);
    ReportTable fitted = t;
    if (fitted.header.size() > maxColumns && fitted.rows.size() < fitted.header.size()
        && fitted.rows.size() <= maxColumns)
        fitted = transposed(fitted);
    for (const ReportTable& part : splitColumns(fitted, maxColumns))
        add<TableBlock>(style_, part);
}

void ReportBuilder::figure(QGraphicsView* view, qreal aspect)
{
    auto painter = std::make_shared<GraphicsViewPainter>(*view);
    const qreal widthPt = content_.width() / style_.pt(1.0);
    const QSizeF logical(widthPt * kPixelsPerPoint, widthPt * kPixelsPerPoint * aspect);
    painter->resizeTo(logical);
    add<FigureBlock>(
        logical, [painter](QPainter& p, const QRectF& target) { painter->paint(p, target); }, content_.height() * 0.92,
        style_.pt(10));
}

void ReportBuilder::widgetFigure(QWidget* widget, QSize logical, qreal maxShare)
{
    widget->resize(logical);
    // A plain widget paints through the PDF painter when rendered into it: its lines and text stay vectors.
    add<FigureBlock>(
        QSizeF(logical),
        [widget, logical](QPainter& p, const QRectF& target) {
            p.save();
            p.translate(target.topLeft());
            p.scale(target.width() / logical.width(), target.height() / logical.height());
            widget->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
            p.restore();
        },
        content_.height() * maxShare, style_.pt(10));
}

void ReportBuilder::messages(const QStringList& texts)
{
    for (const QString& text : texts)
        add<TextBlock>(style_, text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")), style_.body(),
                       style_.failure().darker(120), style_.pt(8));
}

void ReportBuilder::viewTables(const ViewContent& content)
{
    for (const ViewTable& view : content.tables) {
        ReportTable t = reportTableFrom(*view.model, view.hiddenColumns);
        bool starred = false;
        for (const auto& row : t.rows)
            for (const ReportCell& cell : row)
                starred = starred || cell.text.endsWith(QLatin1Char('*'));
        if (starred)
            t.note = tr("* Running cost only: the catalogue has no price for this card.");
        if (!view.caption.isEmpty())
            subheading(view.caption);
        table(t);
    }
}

void ReportBuilder::addTitlePage()
{
    const Evaluation& e = *input_.evaluation;
    add<TitleBlock>(style_, tr("GPU TCO EXPLORER  ·  REPORT"), title(),
                    tr("Which accelerator, how many, where, at what cost: %1, %2")
                        .arg(modelName(e), taskModeLabel(e.state.workload.mode)));

    ReportTable meta;
    auto row = [&meta](const QString& k, const QString& v) {
        meta.rows << QList<ReportCell>{textCell(k, true), textCell(v)};
    };
    row(tr("Date"), tr("%1, %2").arg(options_.locale.toString(input_.generatedAt.date(), QLocale::LongFormat),
                                     options_.locale.toString(input_.generatedAt.time(), QLocale::ShortFormat)));
    row(tr("Catalogue version"),
        e.catalogue && !e.catalogue->version.empty() ? QString::fromStdString(e.catalogue->version) : tr("unknown"));
    // The application's version is in every page's footer, the catalogue's file under "Cards compared": page 1
    // keeps its room for the answer.
    if (parts_.size() > 1)
        row(tr("Compared with"), scenarioName(parts_[1]));
    row(tr("Cards compared"), QString::number(e.selected.size()));
    add<TableBlock>(style_, meta);

    subheading(tr("The answer in brief"));
    for (const Part& part : parts_) {
        // The meeting's answer first: the recommendation with its range, the budget, the alternative of the other
        // ownership, then the caveats that could change it; the selected cards' figures after.
        const Evaluation& e = *part.evaluation;
        if (!part.tag.isEmpty())
            paragraph(QStringLiteral("<b>%1</b>: %2").arg(part.tag, scenarioName(part).toHtmlEscaped()));
        const ReportTable answer = answerTable(e);
        if (!answer.rows.isEmpty())
            add<TableBlock>(style_, answer);
        QStringList cautions = answerCaveats(e);
        // The selected cards as the other views and the status line's "Best selected" lead with them (core
        // leadingOption), then how far the figures go.
        cautions << headline(e);
        if (&part == &parts_.back())
            cautions << tr("Figures are estimates from published formulas and datasheets (section \"Formulas and "
                           "sources\"); they are as good as the assumptions stated under \"Assumptions\". %1.")
                            .arg(format::memoryUnitNote());
        QString html = QStringLiteral("<ul>");
        for (const QString& c : cautions)
            html += QStringLiteral("<li>%1</li>").arg(c.toHtmlEscaped());
        add<TextBlock>(style_, html + QStringLiteral("</ul>"), style_.small(), style_.ink(), style_.pt(6));
    }
    subheading(tr("Contents"));
    contents_ = add<ContentsBlock>(style_);
}

void ReportBuilder::addAssumptions(const Part& part)
{
    const Evaluation& e = *part.evaluation;
    section(tr("Assumptions"), &part);
    if (!part.tag.isEmpty())
        paragraph(tr("Scenario %1: <b>%2</b>").arg(part.tag, scenarioName(part).toHtmlEscaped()));
    paragraph(tr("Every figure in this report follows from these inputs. Change them in the application or in the "
                 "scenario file and export again."));
    subheading(tr("Workload"));
    table(workloadTable(e));
    subheading(tr("Economics and facility"));
    table(economicsTable(e));
    subheading(tr("Cards compared"));
    table(cardsTable(e));
    subheading(tr("Prices used"));
    table(pricesTable(e));
}

void ReportBuilder::addMemoryFit(const Part& part)
{
    const Evaluation& e = *part.evaluation;
    section(tr("Memory: does it fit?"), &part);
    paragraph(tr("Memory each GPU needs for this workload, by what it holds, against the card's capacity (dashed), "
                 "and the fewest GPUs that hold it."));
    const ViewContent content = part.views->memoryFit();
    messages(content.messages);
    // The bar chart grows with the number of cards: about 40 px a bar plus title, axes, legend and footnote.
    const qreal widthPx = content_.width() / style_.pt(1.0) * kPixelsPerPoint;
    const qreal heightPx = 200.0 + 40.0 * static_cast<qreal>(std::max<std::size_t>(e.selected.size(), 3));
    for (QGraphicsView* view : content.figures)
        figure(view, heightPx / widthPx);
    table(fitTable(e));
}

void ReportBuilder::addPowerCost(const Part& part)
{
    section(tr("Power and cost"), &part);
    paragraph(tr("What each option costs over the years (capex step, running-cost slope), what the electricity bill "
                 "does if power gets dearer, and each card's power, energy and unit costs."));
    const ViewContent content = part.views->powerCost();
    messages(content.messages);
    for (QGraphicsView* view : content.figures)
        figure(view, 0.58);
    viewTables(content);
}

void ReportBuilder::addSensitivity(const Part& part)
{
    section(tr("Sensitivity: which assumption moves the cost most?"), &part);
    auto page = std::make_unique<ReportSensitivity>(*part.evaluation);
    if (!page->subject().isEmpty())
        paragraph(page->subject().toHtmlEscaped());
    if (!page->problem().isEmpty()) {
        note(page->problem());
    } else {
        paragraph(QStringLiteral("<b>%1</b>").arg(page->answer().toHtmlEscaped()));
        // About 24 px a bar (Chinese labels need it) plus title, axes, legend and footnote: with the ranges table on
        // one page.
        const qreal widthPx = content_.width() / style_.pt(1.0) * kPixelsPerPoint;
        const qreal heightPx = 200.0 + 24.0 * static_cast<qreal>(std::max<qsizetype>(page->barCount(), 3));
        figure(page->chartView(), std::min(heightPx / widthPx, 0.52));
        subheading(tr("Ranges used"));
        table(page->ranges());
    }
    sensitivity_.push_back(std::move(page));
}

void ReportBuilder::addServing(const Part& part)
{
    const Evaluation& e = *part.evaluation;
    // Only with a P99 target: the page then explains the sizing the recommendation used, and a report of a scenario
    // without one simulates nothing (the Serving view shows its curves).
    if (isTrainingTask(e.state.workload.mode) || !e.recommendation
        || !servingSloFor(e.state.constraints, e.state.workload.outputTokens))
        return;
    section(tr("Serving under load"), &part);
    auto page = std::make_unique<ReportServing>(e);
    if (!page->subject().isEmpty())
        paragraph(page->subject().toHtmlEscaped());
    if (!page->problem().isEmpty()) {
        note(page->problem());
    } else {
        if (!page->answer().isEmpty())
            paragraph(QStringLiteral("<b>%1</b>").arg(page->answer().toHtmlEscaped()));
        figure(page->ttftChart(), 0.42);
        figure(page->tpotChart(), 0.36);
        subheading(tr("Capacity at the P99 targets"));
        table(page->table());
    }
    serving_.push_back(std::move(page));
}

void ReportBuilder::addRack(const Part& part)
{
    const Evaluation& e = *part.evaluation;
    section(tr("Rack, power and cooling"), &part);
    paragraph(tr("Where does it go? Servers and racks each option needs, its power at the feed and at the meter, heat "
                 "and airflow, and which facilities can host it."));
    messages(part.views->rack().messages);
    subheading(tr("Rack summary"));
    table(rackSummaryTable(e));
    if (QWidget* elevation = part.views->rackElevation(); elevation && !part.views->rackOption().isEmpty()) {
        subheading(tr("The fullest rack: %1").arg(part.views->rackOption()));
        widgetFigure(elevation, QSize(300, 400), 0.4); // the drawing is at most 220 px wide
    }
    subheading(tr("Which facilities can host it?"));
    const ReportTable matrix = facilityMatrix(e);
    if (matrix.rows.isEmpty() || matrix.header.size() < 2)
        note(matrix.note);
    else
        table(matrix);
    const QStringList problems = chosenFacilityProblems(e);
    if (!problems.isEmpty()) {
        subheading(tr("Why the chosen facility refuses"));
        QString html = QStringLiteral("<ul>");
        for (const QString& p : problems)
            html += QStringLiteral("<li>%1</li>").arg(p.toHtmlEscaped());
        paragraph(html + QStringLiteral("</ul>"));
    }
}

void ReportBuilder::addRecommendation(const Part& part)
{
    const Evaluation& e = *part.evaluation;
    if (!e.recommendation)
        return;
    section(tr("Recommendation"), &part);
    paragraph(tr("Every card of the catalogue searched over precision, split and facility for this workload and its "
                 "targets; the options that meet them, cheapest first, and the cost against latency of each.")
                  .toHtmlEscaped());
    paragraph(RecommendationText::recommendationSentence(e).toHtmlEscaped());
    const ViewContent content = part.views->recommendation();
    for (QGraphicsView* view : content.figures)
        figure(view, 0.5);
    // The ranked options first (the top of the list: a meeting reads the first few), then the cards left out.
    for (int i = 0; i < content.tables.size(); ++i) {
        ReportTable t = reportTableFrom(*content.tables[i].model, content.tables[i].hiddenColumns);
        t.maxColumns = content.tables[i].maxColumns;
        const qsizetype total = t.rows.size();
        if (i == 0 && total > kRecommendedRowsInReport) {
            // The rows are each card's best option, owned or rented: the count of options behind them differs.
            t.rows.resize(kRecommendedRowsInReport);
            t.note = tr("The first %1 of %2 rows, each a card's best option owned or rented (%3 options in all); "
                        "the application lists them all.")
                         .arg(kRecommendedRowsInReport)
                         .arg(total)
                         .arg(std::max(e.recommendation->get().result.rankedCount,
                                       e.recommendation->get().result.ranked.size()));
        }
        if (i == 1 && t.rows.isEmpty())
            continue;
        subheading(i == 0 ? tr("Ranked options") : tr("Cards left out"));
        table(t);
    }
}

void ReportBuilder::addViewSection(const Part& part, const QString& title, const QString& intro,
                                   const ViewContent& content)
{
    section(title, &part);
    paragraph(intro.toHtmlEscaped());
    messages(content.messages);
    for (QGraphicsView* view : content.figures)
        figure(view, 0.58);
    viewTables(content);
    if (content.figures.isEmpty() && content.tables.isEmpty() && content.messages.isEmpty())
        note(tr("This view shows nothing for the scenario."));
}

void ReportBuilder::addFormulas()
{
    section(tr("Formulas and sources"));
    paragraph(tr("The models behind the figures, each with its published source. docs/MODEL.md derives every "
                 "formula with its units; docs/VALIDATION.md compares the results with measurements."));
    table(formulaTable());
}

void ReportBuilder::addCaveats(const Part& part)
{
    const QStringList list = caveats(*part.evaluation);
    if (list.isEmpty())
        return;
    subheading(part.tag.isEmpty() ? tr("Notes on the figures") : tr("Notes on the figures (%1)").arg(part.tag));
    QString html = QStringLiteral("<ul>");
    for (const QString& c : list)
        html += QStringLiteral("<li>%1</li>").arg(c.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    add<TextBlock>(style_, html, style_.small(), style_.muted(), style_.pt(8));
}

} // namespace gputco::ui
