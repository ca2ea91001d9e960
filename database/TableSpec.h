#pragma once

#include "util/Expected.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/// One row of a catalogue table as SQL sees it: column name -> value (a null QVariant is SQL NULL).
using SqlRow = QMap<QString, QVariant>;

/// What a column holds; decides how a CSV cell is parsed and which values are allowed.
enum class ColumnType {
    Id,        ///< stable lower-case slug: a-z, 0-9, '.', '-', '_'; the primary key
    Text,      ///< free text; empty is ''
    Date,      ///< ISO date: YYYY, YYYY-MM or YYYY-MM-DD; empty is ''
    Currency,  ///< ISO 4217 code, three upper-case letters; empty is ''
    Real,      ///< finite number in the column's range; empty is NULL
    Integer,   ///< whole number in the column's range; empty is NULL
    Boolean,   ///< 1 or 0 (CSV also accepts true/false, yes/no)
    Choice,    ///< one of the column's spellings
    Reference, ///< the id of a row of another table
};

/// One column of a catalogue table: its type, range and default. The same description validates CSV
/// imports and repository writes, so a bad value is refused with a message naming the column before SQL
/// sees it; the CHECK constraints in the schema are the backstop.
struct ColumnSpec {
    QString name;
    ColumnType type = ColumnType::Text;
    QString unit;              ///< shown in messages and docs: "GB", "W", "per kWh"
    bool required = false;     ///< a value must be present (NOT NULL and, for text, not empty)
    double min = 0.0;          ///< Real/Integer: smallest allowed value
    double max = 0.0;          ///< Real/Integer: largest allowed value
    bool minExclusive = false; ///< the value must be greater than `min` (capacities, bandwidths)
    QStringList choices;       ///< Choice: the allowed spellings
    QString references;        ///< Reference: the table whose id this names
    QVariant defaultValue;     ///< used for a new row when a CSV file leaves the column out
    bool importable = true;    ///< false for bookkeeping columns (built_in) that an import ignores
};

/// One catalogue table: its columns in CSV order (the first is always `id`) and its cross-column rules.
struct TableSpec {
    QString name;
    std::vector<ColumnSpec> columns;
    /// Rules that involve several columns (idle power below TDP, a price needs its currency); nullopt when fine.
    std::function<std::optional<Error>(const SqlRow&)> rowRule;

    const ColumnSpec* column(const QString& columnName) const;
    QStringList columnNames() const;
};

/// "must be greater than 0 GB", "must be between 1 and 3", "must be one of: air, liquid".
QString describeAllowed(const ColumnSpec& column);

/// Parses one CSV cell into the value stored in SQL (QString, double, qint64, int 0/1, or NULL).
/// The error names the column and the allowed range.
Expected<QVariant> parseCell(const ColumnSpec& column, const QString& text);

/// The text a value is written as in CSV (numbers in shortest exact form, NULL as empty).
QString formatCell(const ColumnSpec& column, const QVariant& value);

/// Checks a stored value against the column; the reason when it is not allowed.
std::optional<QString> checkValue(const ColumnSpec& column, const QVariant& value);

/// Checks every column and the table's row rule; the first problem, with `field` set to the column name.
std::optional<Error> validateRow(const TableSpec& table, const SqlRow& row);

/// A row with every column at its default (NULL, '' or the column's default value).
SqlRow defaultRow(const TableSpec& table);

} // namespace gputco
