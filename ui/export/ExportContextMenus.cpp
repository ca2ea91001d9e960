#include "export/ExportContextMenus.h"

#include "export/DialogFolder.h"
#include "export/ExportFileName.h"
#include "export/FigureExport.h"
#include "export/TableCsvExport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileDialog>
#include <QGraphicsView>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>

namespace gputco::ui {

namespace {

// A named context for lupdate: it would file a free tr() under the namespace's name.
struct ExportContextMenus {
    Q_DECLARE_TR_FUNCTIONS(ExportContextMenus)
};

QString suggestedPath(const QWidget& widget, const QString& fallback, const char* suffix)
{
    const QString base = widget.objectName().isEmpty() ? fallback : widget.objectName();
    return dialogPath(base + QLatin1String(suffix));
}

} // namespace

QString chartExportName(const QGraphicsView& chart)
{
    // Named after the chart's question (its accessible name), so a folder of exports reads as the figures.
    if (!chart.objectName().isEmpty())
        return chart.objectName();
    const QString base = exportFileBase(chart.accessibleName());
    return base.isEmpty() ? QStringLiteral("chart") : base;
}

namespace {

void exportChart(QGraphicsView& chart, FigureFormat format)
{
    const char* suffix = format == FigureFormat::Png ? ".png" : format == FigureFormat::Svg ? ".svg" : ".pdf";
    const QString filter = format == FigureFormat::Png   ? ExportContextMenus::tr("PNG images (*.png)")
                           : format == FigureFormat::Svg ? ExportContextMenus::tr("SVG vector images (*.svg)")
                                                         : ExportContextMenus::tr("PDF documents (*.pdf)");
    const QString path =
        QFileDialog::getSaveFileName(&chart, ExportContextMenus::tr("Export chart"),
                                     dialogPath(chartExportName(chart) + QLatin1String(suffix)), filter);
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    const FigureInfo info{chart.window()->windowTitle(),
                          ExportContextMenus::tr("Exported from %1 %2")
                              .arg(QApplication::applicationDisplayName(), QApplication::applicationVersion())};
    const QString problem = exportFigure(chart, path, format, info);
    if (!problem.isEmpty())
        QMessageBox::warning(&chart, ExportContextMenus::tr("Cannot export the chart"), problem);
}

} // namespace

void installChartExportMenu(QGraphicsView& chart)
{
    chart.setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(&chart, &QWidget::customContextMenuRequested, &chart, [&chart](const QPoint& at) {
        QMenu menu(&chart);
        menu.addAction(ExportContextMenus::tr("Export chart as &PNG..."), &chart,
                       [&chart] { exportChart(chart, FigureFormat::Png); });
        menu.addAction(ExportContextMenus::tr("Export chart as &SVG..."), &chart,
                       [&chart] { exportChart(chart, FigureFormat::Svg); });
        menu.addAction(ExportContextMenus::tr("Export chart as P&DF..."), &chart,
                       [&chart] { exportChart(chart, FigureFormat::Pdf); });
        menu.exec(chart.viewport()->mapToGlobal(at));
    });
}

void installTableExportMenu(QTableView& table)
{
    table.setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(&table, &QWidget::customContextMenuRequested, &table, [&table](const QPoint& at) {
        QMenu menu(&table);
        menu.addAction(ExportContextMenus::tr("Export table as &CSV..."), &table, [&table] {
            if (!table.model())
                return;
            const QString path = QFileDialog::getSaveFileName(&table, ExportContextMenus::tr("Export table"),
                                                              suggestedPath(table, QStringLiteral("table"), ".csv"),
                                                              ExportContextMenus::tr("CSV files (*.csv)"));
            if (path.isEmpty())
                return;
            rememberDialogFolder(path);
            const QString problem = exportTableCsv(*table.model(), path);
            if (!problem.isEmpty())
                QMessageBox::warning(&table, ExportContextMenus::tr("Cannot export the table"), problem);
        });
        menu.exec(table.viewport()->mapToGlobal(at));
    });
}

void installExportMenus(QWidget& root)
{
    for (QGraphicsView* chart : root.findChildren<QGraphicsView*>())
        installChartExportMenu(*chart);
    for (QTableView* table : root.findChildren<QTableView*>())
        installTableExportMenu(*table);
}

} // namespace gputco::ui
