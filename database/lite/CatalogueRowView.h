#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gputco {

/// One catalogue row read by column name, whoever fetched it: Qt Sql in the repositories (SqlRowView), SQLite
/// itself on the command line's fast path (LiteCatalogue). The mappings from rows to core types (cardFromRow)
/// are written once against this view. A column that is NULL or absent reads as no value ("" for text).
class CatalogueRowView {
public:
    virtual ~CatalogueRowView() = default;
    virtual std::optional<double> real(const char* column) const = 0;
    virtual std::optional<std::int64_t> integer(const char* column) const = 0;
    virtual std::string text(const char* column) const = 0;
};

} // namespace gputco
