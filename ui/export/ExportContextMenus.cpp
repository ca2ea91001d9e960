#include "export/ExportContextMenus.h"

#include "export/FigureExport.h"
#include "export/TableCsvExport.h"

#include <QApplication>
#include <QFileDialog>
#include <QGraphicsView>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>

namespace gputco::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("ExportContextMenus", text); }

QString suggestedPath(const QWidget& widget, const QString& fallback, const char* suffix)
{
    const QString base = widget.objectName().isEmpty() ? fallback : widget.objectName();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/') + base
           + QLatin1String(suffix);
}

void exportChart(QGraphicsView& chart, FigureFormat format)
{
    const char* suffix = format == FigureFormat::Png ? ".png" : format == FigureFormat::Svg ? ".svg" : ".pdf";
    const QString filter = format == FigureFormat::Png   ? tr("PNG images (*.png)")
                           : format == FigureFormat::Svg ? tr("SVG vector images (*.svg)")
                                                         : tr("PDF documents (*.pdf)");
    const QString path = QFileDialog::getSaveFileName(&chart, tr("Export chart"),
                                                      suggestedPath(chart, QStringLiteral("chart"), suffix), filter);
    if (path.isEmpty())
        return;
    const FigureInfo info{
        chart.window()->windowTitle(),
        tr("Exported from %1 %2").arg(QApplication::applicationDisplayName(), QApplication::applicationVersion())};
    const QString problem = exportFigure(chart, path, format, info);
    if (!problem.isEmpty())
        QMessageBox::warning(&chart, tr("Cannot export the chart"), problem);
}

} // namespace

void installChartExportMenu(QGraphicsView& chart)
{
    chart.setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(&chart, &QWidget::customContextMenuRequested, &chart, [&chart](const QPoint& at) {
        QMenu menu(&chart);
        menu.addAction(tr("Export chart as &PNG..."), &chart, [&chart] { exportChart(chart, FigureFormat::Png); });
        menu.addAction(tr("Export chart as &SVG..."), &chart, [&chart] { exportChart(chart, FigureFormat::Svg); });
        menu.addAction(tr("Export chart as P&DF..."), &chart, [&chart] { exportChart(chart, FigureFormat::Pdf); });
        menu.exec(chart.viewport()->mapToGlobal(at));
    });
}

void installTableExportMenu(QTableView& table)
{
    table.setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(&table, &QWidget::customContextMenuRequested, &table, [&table](const QPoint& at) {
        QMenu menu(&table);
        menu.addAction(tr("Export table as &CSV..."), &table, [&table] {
            if (!table.model())
                return;
            const QString path = QFileDialog::getSaveFileName(&table, tr("Export table"),
                                                              suggestedPath(table, QStringLiteral("table"), ".csv"),
                                                              tr("CSV files (*.csv)"));
            if (path.isEmpty())
                return;
            const QString problem = exportTableCsv(*table.model(), path);
            if (!problem.isEmpty())
                QMessageBox::warning(&table, tr("Cannot export the table"), problem);
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
