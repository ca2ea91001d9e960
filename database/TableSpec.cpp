#include "database/TableSpec.h"

#include "util/QuotedInput.h"

#include <QDate>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace gputco {
namespace {

QString number(double value) { return QString::number(value, 'f', QLocale::FloatingPointShortest); }

QString withUnit(double value, const QString& unit)
{
    return unit.isEmpty() ? number(value) : number(value) + u' ' + unit;
}

/// Longest id and free text accepted: ids are typed and shown in lists; a text cell past a few thousand characters
/// is a pasted file or a runaway script, not a note (the longest built-in cell is about 600 characters).
constexpr qsizetype kMaxIdLength = 64;
constexpr qsizetype kMaxTextLength = 4000;

QString quoted(const QString& text) { return QString::fromStdString(quotedInput(text.toStdString())); }

/// Why a text cannot be stored, or nullopt: too long, or holding the replacement character (bytes that were not
/// UTF-8, decoded by someone on the way) or control characters other than tab and line breaks.
std::optional<QString> textProblem(const QString& text, qsizetype maxLength)
{
    if (text.size() > maxLength)
        return QStringLiteral("is %1 characters long; at most %2 are allowed").arg(text.size()).arg(maxLength);
    for (const QChar c : text) {
        if (c == QChar::ReplacementCharacter)
            return QStringLiteral("holds bytes that are not UTF-8 text (shown as U+FFFD); save the file as UTF-8");
        if (c.unicode() < 0x20 && c != u'\t' && c != u'\n' && c != u'\r')
            return QStringLiteral("holds the control character U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return std::nullopt;
}

bool isSlug(const QString& text)
{
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    return slug.match(text).hasMatch();
}

bool isIsoDate(const QString& text)
{
    static const QRegularExpression date(QStringLiteral("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$"));
    const auto m = date.match(text);
    if (!m.hasMatch())
        return false;
    const int year = m.captured(1).toInt();
    const int month = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
    const int day = m.captured(3).isEmpty() ? 1 : m.captured(3).toInt();
    return QDate(year, month, day).isValid();
}

bool isCurrencyCode(const QString& text)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    return code.match(text).hasMatch();
}

Error columnError(const ColumnSpec& column, const QString& reason)
{
    return Error{column.name.toStdString(), reason.toStdString()};
}

} // namespace

const ColumnSpec* TableSpec::column(const QString& columnName) const
{
    for (const auto& c : columns)
        if (c.name == columnName)
            return &c;
    return nullptr;
}

QStringList TableSpec::columnNames() const
{
    QStringList names;
    for (const auto& c : columns)
        names << c.name;
    return names;
}

QString describeAllowed(const ColumnSpec& column)
{
    switch (column.type) {
    case ColumnType::Id:
        return QStringLiteral("must be a lower-case id of letters, digits, '.', '-' or '_' (e.g. h100-sxm-80gb)");
    case ColumnType::Text:
        return column.required ? QStringLiteral("must not be empty") : QStringLiteral("is free text");
    case ColumnType::Date: return QStringLiteral("must be an ISO date: YYYY, YYYY-MM or YYYY-MM-DD");
    case ColumnType::Currency: return QStringLiteral("must be a three-letter ISO 4217 code such as USD, CNY, EUR, HKD");
    case ColumnType::Real:
    case ColumnType::Integer: {
        const QString kind =
            column.type == ColumnType::Integer ? QStringLiteral("a whole number") : QStringLiteral("a number");
        if (column.minExclusive)
            return QStringLiteral("must be %1 greater than %2 and at most %3")
                .arg(kind, withUnit(column.min, column.unit), withUnit(column.max, column.unit));
        return QStringLiteral("must be %1 from %2 to %3")
            .arg(kind, withUnit(column.min, column.unit), withUnit(column.max, column.unit));
    }
    case ColumnType::Boolean: return QStringLiteral("must be 1 or 0 (true/false, yes/no)");
    case ColumnType::Choice: return QStringLiteral("must be one of: ") + column.choices.join(QStringLiteral(", "));
    case ColumnType::Reference: return QStringLiteral("must be the id of a row in %1").arg(column.references);
    }
    return {};
}

std::optional<QString> checkValue(const ColumnSpec& column, const QVariant& value)
{
    const bool isNull = value.isNull() || (value.typeId() == QMetaType::QString && value.toString().isEmpty());
    if (isNull)
        return column.required ? std::optional<QString>(QStringLiteral("is required and ") + describeAllowed(column))
                               : std::nullopt;
    switch (column.type) {
    case ColumnType::Id:
        if (auto problem = textProblem(value.toString(), kMaxIdLength))
            return problem;
        return isSlug(value.toString()) ? std::nullopt : std::optional<QString>(describeAllowed(column));
    case ColumnType::Text: return textProblem(value.toString(), kMaxTextLength);
    case ColumnType::Reference: return textProblem(value.toString(), kMaxIdLength);
    case ColumnType::Date:
        return isIsoDate(value.toString()) ? std::nullopt : std::optional<QString>(describeAllowed(column));
    case ColumnType::Currency:
        return isCurrencyCode(value.toString()) ? std::nullopt : std::optional<QString>(describeAllowed(column));
    case ColumnType::Real:
    case ColumnType::Integer: {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return describeAllowed(column);
        if (column.type == ColumnType::Integer && v != std::floor(v))
            return describeAllowed(column);
        const bool belowMin = column.minExclusive ? v <= column.min : v < column.min;
        if (belowMin || v > column.max)
            return QStringLiteral("%1 %2").arg(number(v), describeAllowed(column));
        return std::nullopt;
    }
    case ColumnType::Boolean: {
        const int v = value.toInt();
        return (v == 0 || v == 1) ? std::nullopt : std::optional<QString>(describeAllowed(column));
    }
    case ColumnType::Choice:
        return column.choices.contains(value.toString()) ? std::nullopt
                                                         : std::optional<QString>(QStringLiteral("%1 %2").arg(
                                                             quoted(value.toString()), describeAllowed(column)));
    }
    return std::nullopt;
}

Expected<QVariant> parseCell(const ColumnSpec& column, const QString& text)
{
    const QString cell = text.trimmed();
    QVariant value;
    if (cell.isEmpty()) {
        value =
            (column.type == ColumnType::Real || column.type == ColumnType::Integer) ? QVariant() : QVariant(QString());
    } else {
        switch (column.type) {
        case ColumnType::Real: {
            bool ok = false;
            const double v = QLocale::c().toDouble(cell, &ok);
            if (!ok || !std::isfinite(v))
                return columnError(column,
                                   QStringLiteral("%1 is not a number; %2").arg(quoted(cell), describeAllowed(column)));
            value = v;
            break;
        }
        case ColumnType::Integer: {
            bool ok = false;
            const qlonglong v = QLocale::c().toLongLong(cell, &ok);
            if (!ok)
                return columnError(
                    column, QStringLiteral("%1 is not a whole number; %2").arg(quoted(cell), describeAllowed(column)));
            value = v;
            break;
        }
        case ColumnType::Boolean: {
            const QString lower = cell.toLower();
            if (lower == u"1" || lower == u"true" || lower == u"yes")
                value = 1;
            else if (lower == u"0" || lower == u"false" || lower == u"no")
                value = 0;
            else
                return columnError(column, QStringLiteral("%1 %2").arg(quoted(cell), describeAllowed(column)));
            break;
        }
        default: value = cell;
        }
    }
    if (auto problem = checkValue(column, value))
        return columnError(column, *problem);
    return value;
}

QString formatCell(const ColumnSpec& column, const QVariant& value)
{
    if (value.isNull())
        return {};
    switch (column.type) {
    case ColumnType::Real: return number(value.toDouble());
    case ColumnType::Integer:
    case ColumnType::Boolean: return QString::number(value.toLongLong());
    default: return value.toString();
    }
}

std::optional<Error> validateRow(const TableSpec& table, const SqlRow& row)
{
    for (const auto& column : table.columns) {
        if (auto problem = checkValue(column, row.value(column.name)))
            return columnError(column, *problem);
    }
    if (table.rowRule)
        return table.rowRule(row);
    return std::nullopt;
}

SqlRow defaultRow(const TableSpec& table)
{
    SqlRow row;
    for (const auto& column : table.columns) {
        if (column.defaultValue.isValid())
            row.insert(column.name, column.defaultValue);
        else if (column.type == ColumnType::Real || column.type == ColumnType::Integer)
            row.insert(column.name, QVariant());
        else
            row.insert(column.name, QString());
    }
    return row;
}

} // namespace gputco
