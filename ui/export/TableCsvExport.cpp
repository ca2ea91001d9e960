#include "export/TableCsvExport.h"

#include "database/AtomicFileWrite.h"
#include "database/Csv.h"
#include "models/PlainTextRole.h"

#include <QAbstractItemModel>

namespace gputco::ui {

QByteArray tableCsv(const QAbstractItemModel& model)
{
    QString text;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    text += formatCsvLine(header);
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex cell = model.index(r, c);
            const QVariant plain = model.data(cell, kPlainTextRole); // a banded cell: its band has own columns
            row << (plain.isValid() ? plain : model.data(cell, Qt::DisplayRole)).toString();
        }
        text += formatCsvLine(row);
    }
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

QString exportTableCsv(const QAbstractItemModel& model, const QString& path)
{
    return writeAtomically(path, tableCsv(model));
}

} // namespace gputco::ui
