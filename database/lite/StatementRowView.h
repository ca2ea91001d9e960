#pragma once

#include "database/lite/CatalogueRowView.h"

#include <string_view>
#include <unordered_map>

struct sqlite3_stmt;

namespace gputco {

/// The current row of a SQLite statement, by column name (the names looked up once, when the view is made): what
/// the command line's fast path reads a card with, and what RowStore reads a whole table with on SQLite's own
/// handle. Valid while the statement lives.
class StatementRowView final : public CatalogueRowView {
public:
    explicit StatementRowView(sqlite3_stmt* statement);
    std::optional<double> real(const char* column) const override;
    std::optional<std::int64_t> integer(const char* column) const override;
    std::string text(const char* column) const override;

private:
    int index(const char* column) const;

    sqlite3_stmt* statement_;
    std::unordered_map<std::string_view, int> columns_;
};

} // namespace gputco
