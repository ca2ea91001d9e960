#include "database/lite/StatementRowView.h"

#include <sqlite3.h>

namespace gputco {

StatementRowView::StatementRowView(sqlite3_stmt* statement)
    : statement_(statement)
{
    for (int i = 0, n = sqlite3_column_count(statement); i < n; ++i)
        columns_.emplace(sqlite3_column_name(statement, i), i);
}

std::optional<double> StatementRowView::real(const char* column) const
{
    const int i = index(column);
    if (i < 0 || sqlite3_column_type(statement_, i) == SQLITE_NULL)
        return std::nullopt;
    return sqlite3_column_double(statement_, i);
}

std::optional<std::int64_t> StatementRowView::integer(const char* column) const
{
    const int i = index(column);
    if (i < 0 || sqlite3_column_type(statement_, i) == SQLITE_NULL)
        return std::nullopt;
    return static_cast<std::int64_t>(sqlite3_column_int64(statement_, i));
}

std::string StatementRowView::text(const char* column) const
{
    const int i = index(column);
    const unsigned char* value = i < 0 ? nullptr : sqlite3_column_text(statement_, i);
    return value ? std::string(reinterpret_cast<const char*>(value),
                               static_cast<std::size_t>(sqlite3_column_bytes(statement_, i)))
                 : std::string();
}

int StatementRowView::index(const char* column) const
{
    const auto it = columns_.find(column);
    return it == columns_.end() ? -1 : it->second;
}

} // namespace gputco
