#include "database/CsvRowMerge.h"

#include "database/CsvColumns.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

namespace gputco {

CsvRowMerger::CsvRowMerger(const TableSpec& table)
    : table_(&table)
    , byName_(columnsByName(table))
{
    const SqlRow defaults = defaultRow(table);
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const QString& name = table.columns[c].name;
        defaults_.push_back(defaults.value(name));
        if (name == u"id")
            idColumn_ = c;
        if (name == u"built_in")
            builtInColumn_ = c;
        hasReferences_ = hasReferences_ || table.columns[c].type == ColumnType::Reference;
    }
}

CsvMergedRow CsvRowMerger::mergeNew(const std::vector<std::optional<QVariant>>& cells, CsvRowScratch* scratch) const
{
    return merge(cells, std::nullopt, defaults_, scratch);
}

CsvMergedRow CsvRowMerger::merge(const std::vector<std::optional<QVariant>>& cells,
                                 const std::optional<SqlRow>& existing, const std::vector<QVariant>& stored,
                                 CsvRowScratch* scratch) const
{
    const std::vector<QVariant>& base = existing ? stored : defaults_;
    const std::size_t n = table_->columns.size();
    CsvMergedRow out;
    out.byColumn.resize(n);
    std::vector<char> fromFile(n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        if (cells[c]) {
            out.byColumn[c] = *cells[c];
            fromFile[c] = 1;
        } else {
            out.byColumn[c] = base[c];
        }
    }
    if (builtInColumn_)
        out.byColumn[*builtInColumn_] = 0;
    const bool reuse = scratch && !hasReferences_;
    if (reuse && !scratch->byColumn_.empty()) {
        for (std::size_t c = 0; c < n; ++c)
            scratch->byColumn_[c].value() = out.byColumn[c];
    } else {
        // Built in key order, each key put at the end: no search per column.
        for (std::size_t index : byName_)
            out.values.insert(out.values.cend(), table_->columns[index].name, out.byColumn[index]);
        if (!builtInColumn_)
            out.values.insert(QStringLiteral("built_in"), 0); // as before: a table without the column gets the key
        if (reuse) {
            scratch->row_ = std::move(out.values);
            out.values = SqlRow();
            for (const ColumnSpec& column : table_->columns)
                scratch->byColumn_.push_back(scratch->row_.find(column.name));
        }
    }
    const SqlRow& values = reuse ? scratch->row_ : out.values;
    // One source of truth: an edit of a built-in model is refused, as in the catalogue editor.
    if (auto problem = repository::builtInModelEditProblem(*table_, existing, values)) {
        out.problem = std::move(problem);
        return out;
    }
    // validateRow's checks in its order: the columns, then the row rule. The cells came checked (parseCell), so
    // only the other columns are checked again.
    for (std::size_t c = 0; c < n; ++c) {
        if (fromFile[c])
            continue;
        const ColumnSpec& column = table_->columns[c];
        if (auto problem = checkValue(column, out.byColumn[c])) {
            out.problem = Error{column.name.toStdString(), problem->toStdString()};
            return out;
        }
    }
    if (table_->rowRule)
        out.problem = table_->rowRule(values);
    return out;
}

std::vector<SqliteValue> CsvRowMerger::insertValues(const CsvMergedRow& row) const
{
    std::vector<SqliteValue> out;
    out.reserve(row.byColumn.size());
    for (std::size_t c = 0; c < row.byColumn.size(); ++c)
        out.push_back(sqliteValueOf(bindableValue(table_->columns[c], row.byColumn[c])));
    return out;
}

} // namespace gputco
