#pragma once

#include <QString>

class QAbstractItemModel;

namespace gputco::ui {

/// The model's header and rows as RFC 4180 CSV (comma-separated, CRLF line ends, quoted where needed) in
/// UTF-8 with a byte-order mark, so spreadsheet programs read Chinese text correctly. The cells are the
/// display texts (what the table shows, with units), or a cell's kPlainTextRole text where the model gives one;
/// every column, hidden ones included; for sorted or filtered tables pass the proxy model.
QByteArray tableCsv(const QAbstractItemModel& model);

/// Writes tableCsv() to `path` atomically. Empty on success, otherwise why it failed.
QString exportTableCsv(const QAbstractItemModel& model, const QString& path);

} // namespace gputco::ui
