#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

namespace gputco::ui {

/// One table cell as the report prints it.
struct ReportCell {
    QString text;
    QColor colour; ///< invalid: the body ink
    bool bold = false;
    Qt::Alignment alignment = Qt::AlignLeft;
};

/// Cells as the report's own tables make them: words left-aligned, figures right-aligned, a dash for a figure
/// that does not exist (never an invented one).
ReportCell textCell(const QString& text, bool bold = false);
ReportCell figureCell(const QString& text);
ReportCell noFigureCell();
/// The dash that stands for "no figure".
QString noFigure();

/// A table's content, independent of where it came from (a view's model or figures of the evaluation).
struct ReportTable {
    QStringList header; ///< empty: no header row (a key-value list)
    QList<QList<ReportCell>> rows;
    QString note;       ///< printed under the table in small type
    int maxColumns = 0; ///< columns printed side by side before the table is cut; 0: the page's default
};

/// The model's visible columns with display texts, alignment, colour and weight (what the view shows).
ReportTable reportTableFrom(const QAbstractItemModel& model, const QList<int>& hiddenColumns = {});

/// Rows become columns: the first column holds the old header, each old row becomes a column headed by its
/// first cell. A table of a few cards and many figures reads better this way on a page.
ReportTable transposed(const ReportTable& table);

/// Tables of more than `maxColumns` columns cut into several, each repeating the first (key) column.
QList<ReportTable> splitColumns(const ReportTable& table, int maxColumns);

} // namespace gputco::ui
