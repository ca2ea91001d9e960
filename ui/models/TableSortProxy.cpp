#include "models/TableSortProxy.h"

namespace gputco::ui {

TableSortProxy::TableSortProxy(QAbstractItemModel* source, int sortRole, QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSourceModel(source);
    setSortRole(sortRole);
    // Not locale-aware: QString::localeAwareCompare ignores the case setting, and under the C locale it then
    // sorts every capital first again.
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

} // namespace gputco::ui
