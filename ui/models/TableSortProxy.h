#pragma once

#include <QSortFilterProxyModel>

namespace gputco::ui {

/// The proxy a sortable table sits behind: sorts by the model's sort role (numbers as numbers) and text
/// ignoring case ("high-density" before "Hong Kong" before "US", where a plain sort puts every capital first).
class TableSortProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    TableSortProxy(QAbstractItemModel* source, int sortRole, QObject* parent);
};

} // namespace gputco::ui
