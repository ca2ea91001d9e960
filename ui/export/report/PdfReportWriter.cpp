#include "export/report/PdfReportWriter.h"

#include "Version.h"
#include "database/AtomicFileWrite.h"
#include "export/report/ReportBuilder.h"
#include "export/report/ReportPaginator.h"
#include "export/report/ReportStyle.h"
#include "export/report/TableBlock.h"
#include "export/report/TextBlock.h"
#include "export/report/TitleBlock.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>

namespace gputco::ui {

namespace {

// Vector output: the resolution only sets the grid coordinates are rounded to (600 dpi = 0.04 mm).
constexpr int kResolutionDpi = 600;

struct PageFrame {
    const ReportStyle& style;
    QRectF page;
    QRectF content;
    QString title;
    QString footer;
};

void paintFrame(QPainter& painter, const PageFrame& f, int page, int pages)
{
    painter.save();
    const ReportStyle& s = f.style;
    painter.setFont(s.small());
    painter.setPen(s.muted());
    if (page > 1) {
        const QRectF header(f.content.left(), f.content.top() - s.mm(11), f.content.width(), s.mm(7));
        painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, f.title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignBottom, QStringLiteral("GPU TCO Explorer"));
        painter.setPen(QPen(s.rule(), s.pt(0.5)));
        painter.drawLine(QPointF(f.content.left(), header.bottom() + s.mm(1.5)),
                         QPointF(f.content.right(), header.bottom() + s.mm(1.5)));
    }
    const QRectF footer(f.content.left(), f.content.bottom() + s.mm(6), f.content.width(), s.mm(6));
    painter.setPen(QPen(s.rule(), s.pt(0.5)));
    painter.drawLine(QPointF(f.content.left(), footer.top() - s.mm(1.5)),
                     QPointF(f.content.right(), footer.top() - s.mm(1.5)));
    painter.setPen(s.muted());
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, f.footer);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignTop,
                     QCoreApplication::translate("Report", "Page %1 of %2").arg(page).arg(pages));
    painter.restore();
}

/// The page, in the writer's device units, and its printable area.
struct PageGeometry {
    QRectF page;
    QRectF content;
};

void setUp(QPdfWriter& pdf, const ReportOptions& options)
{
    pdf.setResolution(kResolutionDpi);
    pdf.setCreator(QStringLiteral("GPU TCO Explorer %1").arg(QLatin1String(kVersion)));
    pdf.setPageLayout(
        QPageLayout(QPageSize(options.pageSize), options.orientation, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
}

PageGeometry geometryOf(const QPdfWriter& pdf, const ReportStyle& style)
{
    const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
    return {page, page.adjusted(style.mm(18), style.mm(22), -style.mm(18), -style.mm(20))};
}

} // namespace

QList<ReportPageOutline> outlineReport(const ReportInput& input, const ReportOptions& options)
{
    QList<ReportPageOutline> outline;
    if (!input.evaluation)
        return outline;
    QBuffer nowhere;
    nowhere.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&nowhere);
    setUp(pdf, options);
    const ReportStyle style(pdf, options.locale);
    const PageGeometry geometry = geometryOf(pdf, style);
    const ReportBuilder builder(style, input, options, geometry.content.size());
    const ReportPaginator paginator(builder.blocks(), geometry.content);
    for (const ReportPage& page : paginator.pages()) {
        ReportPageOutline o;
        for (const PlacedBlock& placed : page.blocks) {
            if (const auto* heading = dynamic_cast<const HeadingBlock*>(placed.block))
                o.headings << heading->text();
            if (const auto* table = dynamic_cast<const TableBlock*>(placed.block); table && table->isPiece())
                o.splitTableRows << table->rowCount();
        }
        o.endsWithHeading = !page.blocks.empty() && page.blocks.back().block->keepWithNext;
        outline << o;
    }
    return outline;
}

ReportWriteResult writePdfReport(const ReportInput& input, const ReportOptions& options, const QString& path)
{
    ReportWriteResult result;
    if (!input.evaluation) {
        result.error = QCoreApplication::translate("Report", "Nothing to report: the scenario has not been evaluated");
        return result;
    }
    result.error = writeAtomically(path, [&](QIODevice& device) -> QString {
        QPdfWriter pdf(&device);
        setUp(pdf, options);
        const ReportStyle style(pdf, options.locale);
        const auto [page, content] = geometryOf(pdf, style);

        ReportBuilder builder(style, input, options, content.size());
        pdf.setTitle(builder.title());
        const ReportPaginator paginator(builder.blocks(), content);
        builder.contents()->setPageLookup([&paginator](const ReportBlock* b) { return paginator.pageOf(b); });

        const Evaluation& e = *input.evaluation;
        QStringList footer{options.locale.toString(input.generatedAt, QLocale::ShortFormat)};
        if (e.catalogue && !e.catalogue->version.empty())
            footer << QCoreApplication::translate("Report", "catalogue %1")
                          .arg(QString::fromStdString(e.catalogue->version));
        footer << QStringLiteral("GPU TCO Explorer %1").arg(QLatin1String(kVersion));
        const PageFrame frame{style, page, content, builder.title(), footer.join(QStringLiteral("  ·  "))};
        QPainter painter;
        if (!painter.begin(&pdf))
            return QCoreApplication::translate("Report", "the PDF writer could not start");
        const int pages = static_cast<int>(paginator.pages().size());
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                pdf.newPage();
            paintFrame(painter, frame, i + 1, pages);
            for (const PlacedBlock& placed : paginator.pages()[static_cast<std::size_t>(i)].blocks)
                placed.block->paint(painter, placed.rect);
        }
        if (!painter.end())
            return QCoreApplication::translate("Report", "the PDF writer failed");
        result.pages = pages;
        return {};
    });
    return result;
}

} // namespace gputco::ui
