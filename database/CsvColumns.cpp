#include "database/CsvColumns.h"

#include "database/CsvNumber.h"

#include <QHash>

#include <algorithm>

namespace gputco {
namespace {

/// parseCell of a Real or Integer cell spelt plainly (CsvNumber.h), without QLocale: the same value, checked by the
/// same checkValue; nullopt for any other spelling, left to parseCell.
std::optional<Expected<QVariant>> plainNumber(const ColumnSpec& column, const QString& cell)
{
    QVariant value;
    if (column.type == ColumnType::Real) {
        const auto number = plainDecimal(cell);
        if (!number)
            return std::nullopt;
        value = *number;
    } else {
        const auto number = plainInteger(cell);
        if (!number)
            return std::nullopt;
        value = qlonglong(*number);
    }
    if (auto problem = checkValue(column, value))
        return Expected<QVariant>(Error{column.name.toStdString(), problem->toStdString()});
    return Expected<QVariant>(std::move(value));
}

} // namespace

std::vector<std::size_t> columnsByName(const TableSpec& table)
{
    std::vector<std::size_t> order(table.columns.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return table.columns[a].name < table.columns[b].name; });
    return order;
}

CsvColumns::CsvColumns(const TableSpec& table, QChar separator)
    : table_(&table)
    , byName_(columnsByName(table))
    , separator_(separator)
{
}

void CsvColumns::readHeader(const CsvRecord& header, std::vector<CsvIssue>& issues)
{
    QHash<QString, int> seen;
    // Joined once: a hostile header of 100,000 unknown names would otherwise build the list 100,000 times.
    const QString knownColumns = table_->columnNames().join(QStringLiteral(", "));
    headerFields_ = header.fields.size();
    columns_.clear();
    for (const QString& raw : header.fields) {
        const QString name = raw.trimmed();
        const ColumnSpec* column = table_->column(name);
        if (!column)
            issues.push_back(
                CsvIssue{header.row, name,
                         QStringLiteral("is not a column of %1; its columns are: %2").arg(table_->name, knownColumns)});
        else if (seen.contains(name))
            issues.push_back(CsvIssue{header.row, name, QStringLiteral("appears twice in the header")});
        seen.insert(name, 1);
        columns_.push_back(column && column->importable ? column : nullptr);
    }
    if (!seen.contains(QStringLiteral("id")))
        issues.push_back(CsvIssue{header.row, QStringLiteral("id"), QStringLiteral("the header has no id column")});
}

std::optional<CsvCells> CsvColumns::readCells(CsvRecord& record, std::vector<CsvIssue>& issues,
                                              std::vector<CsvIssue>& warnings) const
{
    if (record.fields.size() != headerFields_) {
        issues.push_back(
            CsvIssue{record.row,
                     {},
                     QStringLiteral("has %1 fields; the header has %2").arg(record.fields.size()).arg(headerFields_)});
        return std::nullopt;
    }
    CsvCells row{record.row, true, std::vector<std::optional<QVariant>>(table_->columns.size())};
    for (qsizetype i = 0; i < record.fields.size(); ++i) {
        const ColumnSpec* column = columns_[std::size_t(i)];
        if (!column)
            continue;
        QString cell = std::move(record.fields[i]);
        const bool numeric = column->type == ColumnType::Real || column->type == ColumnType::Integer;
        // Where the separator is a semicolon (Excel in most of Europe) the comma is the decimal mark: 0,38 is
        // 0.38. "1.234,5" becomes "1.234.5" and is refused rather than misread.
        if (numeric && separator_ == u';')
            cell.replace(u',', u'.');
        if (!numeric && isFormulaLike(cell) && !cell.trimmed().isEmpty())
            warnings.push_back(
                CsvIssue{record.row, column->name,
                         QStringLiteral("starts with \"%1\", which a spreadsheet runs as a formula when it opens the "
                                        "file; imported as text (db export --excel writes it with a leading ')")
                             .arg(cell.front() == u'\t'   ? QStringLiteral("\\t")
                                  : cell.front() == u'\r' ? QStringLiteral("\\r")
                                                          : QString(cell.front()))});
        auto value = numeric ? plainNumber(*column, cell) : std::nullopt;
        if (!value)
            value = parseCell(*column, cell);
        if (!*value) {
            issues.push_back(CsvIssue{record.row, QString::fromStdString(value->error().field),
                                      QString::fromStdString(value->error().message)});
            row.valid = false;
        } else
            row.byColumn[static_cast<std::size_t>(column - table_->columns.data())] = std::move(value->value());
    }
    record.fields = QStringList(); // read into the row: freed now
    return row;
}

std::optional<CsvRows::Row> CsvColumns::readRecord(CsvRecord& record, std::vector<CsvIssue>& issues,
                                                   std::vector<CsvIssue>& warnings) const
{
    auto cells = readCells(record, issues, warnings);
    if (!cells)
        return std::nullopt;
    CsvRows::Row row{cells->row, {}, cells->valid};
    for (std::size_t index : byName_)
        if (cells->byColumn[index])
            row.values.insert(row.values.cend(), table_->columns[index].name, std::move(*cells->byColumn[index]));
    return row;
}

} // namespace gputco
