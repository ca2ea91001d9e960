#include "export/report/ReportTable.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QFont>

namespace gputco::ui {

ReportCell textCell(const QString& text, bool bold) { return ReportCell{text, QColor(), bold, Qt::AlignLeft}; }
ReportCell figureCell(const QString& text) { return ReportCell{text, QColor(), false, Qt::AlignRight}; }
QString noFigure() { return QStringLiteral("\u2014"); }
ReportCell noFigureCell() { return figureCell(noFigure()); }

ReportTable reportTableFrom(const QAbstractItemModel& model, const QList<int>& hiddenColumns)
{
    ReportTable table;
    QList<int> columns;
    for (int c = 0; c < model.columnCount(); ++c)
        if (!hiddenColumns.contains(c))
            columns << c;
    for (int c : columns)
        table.header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int r = 0; r < model.rowCount(); ++r) {
        QList<ReportCell> row;
        for (int c : columns) {
            const QModelIndex index = model.index(r, c);
            ReportCell cell;
            cell.text = model.data(index, Qt::DisplayRole).toString();
            const QVariant align = model.data(index, Qt::TextAlignmentRole);
            if (align.isValid())
                cell.alignment = Qt::Alignment(align.toInt()) & Qt::AlignHorizontal_Mask;
            const QVariant fg = model.data(index, Qt::ForegroundRole);
            if (fg.canConvert<QBrush>())
                cell.colour = fg.value<QBrush>().color();
            else if (fg.canConvert<QColor>())
                cell.colour = fg.value<QColor>();
            const QVariant font = model.data(index, Qt::FontRole);
            cell.bold = font.canConvert<QFont>() && font.value<QFont>().bold();
            row << cell;
        }
        table.rows << row;
    }
    return table;
}

ReportTable transposed(const ReportTable& table)
{
    ReportTable out;
    out.note = table.note;
    out.header << table.header.value(0);
    for (const QList<ReportCell>& row : table.rows)
        out.header << (row.isEmpty() ? QString() : row.first().text);
    for (qsizetype c = 1; c < table.header.size(); ++c) {
        QList<ReportCell> row;
        row << ReportCell{table.header.at(c), {}, true, Qt::AlignLeft};
        for (const QList<ReportCell>& old : table.rows) {
            ReportCell cell = old.value(c);
            cell.alignment = Qt::AlignRight;
            row << cell;
        }
        out.rows << row;
    }
    return out;
}

QList<ReportTable> splitColumns(const ReportTable& table, int maxColumns)
{
    const int columns = static_cast<int>(table.header.size());
    if (columns <= maxColumns || maxColumns < 2)
        return {table};
    QList<ReportTable> parts;
    for (int start = 1; start < columns; start += maxColumns - 1) {
        const int end = std::min(columns, start + maxColumns - 1);
        ReportTable part;
        part.header << table.header.first();
        for (int c = start; c < end; ++c)
            part.header << table.header.at(c);
        for (const QList<ReportCell>& row : table.rows) {
            QList<ReportCell> cells{row.value(0)};
            for (int c = start; c < end; ++c)
                cells << row.value(c);
            part.rows << cells;
        }
        parts << part;
    }
    parts.last().note = table.note;
    return parts;
}

} // namespace gputco::ui
