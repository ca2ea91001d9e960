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

CsvMergedRow CsvRowMerger::mergeNew(const std::vector<std::optional<QVariant>>& cells, CsvRowScratch* scratch,
                                    std::vector<SqliteValue>* insert) const
{
    if (!scratch || !insert || hasReferences_) {
        CsvMergedRow out = merge(cells, std::nullopt, defaults_, scratch);
        if (insert && !out.problem)
            *insert = insertValues(out);
        return out;
    }
    // The same as merge() over the defaults, read straight from the cells: no row of copies in between.
    static const QVariant zero(0);
    const std::size_t n = table_->columns.size();
    const auto valueAt = [&](std::size_t c) -> const QVariant& {
        if (builtInColumn_ && c == *builtInColumn_)
            return zero;
        return cells[c] ? *cells[c] : defaults_[c];
    };
    if (scratch->byColumn_.empty()) {
        for (std::size_t index : byName_)
            scratch->row_.insert(scratch->row_.cend(), table_->columns[index].name, valueAt(index));
        if (!builtInColumn_)
            scratch->row_.insert(QStringLiteral("built_in"), 0); // as merge() does
        for (const ColumnSpec& column : table_->columns)
            scratch->byColumn_.push_back(scratch->row_.find(column.name));
    } else {
        for (std::size_t c = 0; c < n; ++c)
            scratch->byColumn_[c].value() = valueAt(c);
    }
    CsvMergedRow out;
    const SqlRow& values = scratch->row_;
    if (auto problem = repository::builtInModelEditProblem(*table_, std::nullopt, values)) {
        out.problem = std::move(problem);
        return out;
    }
    for (std::size_t c = 0; c < n; ++c) {
        if (cells[c])
            continue;
        const ColumnSpec& column = table_->columns[c];
        if (auto problem = checkValue(column, valueAt(c))) {
            out.problem = Error{column.name.toStdString(), problem->toStdString()};
            return out;
        }
    }
    if (table_->rowRule)
        out.problem = table_->rowRule(values);
    if (!out.problem) {
        insert->reserve(n);
        for (std::size_t c = 0; c < n; ++c)
            insert->push_back(insertValueOf(table_->columns[c], valueAt(c)));
    }
    return out;
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

SqliteValue insertValueOf(const ColumnSpec& column, const QVariant& value)
{
    // sqliteValueOf(bindableValue(column, value)) without the copy: bindableValue gives either '' or the value.
    const bool numeric =
        column.type == ColumnType::Real || column.type == ColumnType::Integer || column.type == ColumnType::Boolean;
    if (!numeric && (!value.isValid() || value.isNull() || value.toString().isNull())) {
        static const SqliteValue emptyText = sqliteValueOf(QVariant(QStringLiteral("")));
        return emptyText;
    }
    return sqliteValueOf(value);
}

std::vector<SqliteValue> CsvRowMerger::insertValues(const CsvMergedRow& row) const
{
    std::vector<SqliteValue> out;
    out.reserve(row.byColumn.size());
    for (std::size_t c = 0; c < row.byColumn.size(); ++c)
        out.push_back(insertValueOf(table_->columns[c], row.byColumn[c]));
    return out;
}

} // namespace gputco
