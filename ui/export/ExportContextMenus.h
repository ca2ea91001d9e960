#pragma once

#include <QString>

class QGraphicsView;
class QTableView;
class QWidget;

namespace gputco::ui {

/// Gives every chart (graphics view) and table view under `root` a context menu that exports it: charts as
/// PNG, SVG or PDF (FigureExport), tables as CSV (TableCsvExport). Failures are shown with their reason.
void installExportMenus(QWidget& root);

/// The file name (without suffix) a chart's export offers: its object name if set, else its question made a file
/// name ("cumulative-tco"), else "chart".
QString chartExportName(const QGraphicsView& chart);

/// The same for one chart or one table.
void installChartExportMenu(QGraphicsView& chart);
void installTableExportMenu(QTableView& table);

} // namespace gputco::ui
