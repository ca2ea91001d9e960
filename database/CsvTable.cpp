#include "database/CsvTable.h"

#include "database/AtomicFileWrite.h"
#include "database/CatalogueDatabase.h"
#include "database/CatalogueTables.h"
#include "database/CsvDecoding.h"
#include "database/FileTargets.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

#include <QFile>
#include <QHash>

#include <algorithm>

namespace gputco {
namespace {

CsvIssue issueFrom(int row, const Error& error)
{
    return CsvIssue{row, QString::fromStdString(error.field), QString::fromStdString(error.message)};
}

} // namespace

QString CsvImportReport::describe() const
{
    if (!ok()) {
        QStringList lines;
        for (const auto& issue : issues)
            lines << issue.describe();
        return lines.join(u'\n');
    }
    QString text = counts();
    for (const auto& warning : warnings)
        text += QStringLiteral("\nwarning: ") + warning.describe();
    return text;
}

QString CsvImportReport::counts() const
{
    QString counts = QStringLiteral("%1 added, %2 updated, %3 unchanged").arg(added).arg(updated).arg(unchanged);
    if (!detected.isEmpty())
        counts += QStringLiteral(" (read as %1)").arg(detected);
    return counts;
}

bool isFormulaLike(const QString& text)
{
    if (text.isEmpty())
        return false;
    const QChar first = text.front();
    return first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t' || first == u'\r';
}

CsvTable::CsvTable(const TableSpec& table)
    : table_(&table)
{
}

std::optional<CsvTable> CsvTable::named(const QString& name)
{
    if (const TableSpec* table = findCatalogueTable(name))
        return CsvTable(*table);
    return std::nullopt;
}

Expected<QString> CsvTable::exportCsv(const CatalogueDatabase& db, CsvExportEncoding encoding) const
{
    const bool forExcel = encoding == CsvExportEncoding::Utf8WithBomForExcel;
    auto rows = RowStore(db.connection(), *table_).all();
    if (!rows)
        return rows.error();
    QString out = formatCsvLine(table_->columnNames());
    for (const SqlRow& row : *rows) {
        QStringList cells;
        for (const auto& column : table_->columns) {
            QString cell = formatCell(column, row.value(column.name));
            // Numbers stay numbers (-5 is a value, not a formula); text that looks like a formula becomes text.
            const bool numeric = column.type == ColumnType::Real || column.type == ColumnType::Integer
                                 || column.type == ColumnType::Boolean;
            if (forExcel && !numeric && isFormulaLike(cell))
                cell.prepend(u'\'');
            cells << cell;
        }
        out += formatCsvLine(cells);
    }
    return out;
}

WriteResult CsvTable::exportToFile(const CatalogueDatabase& db, const QString& filePath,
                                   CsvExportEncoding encoding) const
{
    auto csv = exportCsv(db, encoding);
    if (!csv)
        return csv.error();
    const QByteArray bytes = encoding == CsvExportEncoding::Utf8WithBomForExcel ? utf8WithBom(*csv) : csv->toUtf8();
    // The catalogue being exported is this command's input: an export never lands on it.
    const QStringList inputs = db.isInMemory() ? QStringList() : QStringList{db.path()};
    if (const QString problem = writeAtomically(filePath, bytes, inputs); !problem.isEmpty())
        return Error{"file", problem.toStdString() + "; the old file, if any, is unchanged"};
    return Written{};
}

CsvRows CsvTable::parse(const QByteArray& bytes) const
{
    CsvRows out;
    auto decoded = decodeCsvBytes(bytes);
    if (!decoded) {
        out.issues.push_back(CsvIssue{0, {}, QString::fromStdString(decoded.error().message)});
        return out;
    }
    out.detected = decoded->describe();
    CsvParseResult parsed = parseCsv(decoded->text, decoded->separator);
    // The fields hold their own text: the decoded file (twice its UTF-8 size) is not needed any more.
    decoded.value().text = QString();
    if (parsed.error) {
        out.issues.push_back(*parsed.error);
        return out;
    }
    if (parsed.records.empty()) {
        out.issues.push_back(
            CsvIssue{1, {}, QStringLiteral("the file is empty; it needs a header row of column names")});
        return out;
    }

    const CsvRecord& header = parsed.records.front();
    std::vector<const ColumnSpec*> columns;
    QHash<QString, int> seen;
    // Joined once: a hostile header of 100,000 unknown names would otherwise build the list 100,000 times.
    const QString knownColumns = table_->columnNames().join(QStringLiteral(", "));
    for (const QString& raw : header.fields) {
        const QString name = raw.trimmed();
        const ColumnSpec* column = table_->column(name);
        if (!column)
            out.issues.push_back(
                CsvIssue{header.row, name,
                         QStringLiteral("is not a column of %1; its columns are: %2").arg(table_->name, knownColumns)});
        else if (seen.contains(name))
            out.issues.push_back(CsvIssue{header.row, name, QStringLiteral("appears twice in the header")});
        seen.insert(name, 1);
        columns.push_back(column && column->importable ? column : nullptr);
    }
    if (!seen.contains(QStringLiteral("id")))
        out.issues.push_back(CsvIssue{header.row, QStringLiteral("id"), QStringLiteral("the header has no id column")});

    for (std::size_t r = 1; r < parsed.records.size(); ++r) {
        CsvRecord& record = parsed.records[r];
        if (record.fields.size() != header.fields.size()) {
            out.issues.push_back(CsvIssue{record.row,
                                          {},
                                          QStringLiteral("has %1 fields; the header has %2")
                                              .arg(record.fields.size())
                                              .arg(header.fields.size())});
            continue;
        }
        CsvRows::Row row{record.row, {}};
        for (qsizetype i = 0; i < record.fields.size(); ++i) {
            const ColumnSpec* column = columns[std::size_t(i)];
            if (!column)
                continue;
            QString cell = record.fields.at(i);
            const bool numeric = column->type == ColumnType::Real || column->type == ColumnType::Integer;
            // Where the separator is a semicolon (Excel in most of Europe) the comma is the decimal mark: 0,38 is
            // 0.38. "1.234,5" becomes "1.234.5" and is refused rather than misread.
            if (numeric && decoded->separator == u';')
                cell.replace(u',', u'.');
            if (!numeric && isFormulaLike(cell) && !cell.trimmed().isEmpty())
                out.warnings.push_back(CsvIssue{
                    record.row, column->name,
                    QStringLiteral("starts with \"%1\", which a spreadsheet runs as a formula when it opens the "
                                   "file; imported as text (db export --excel writes it with a leading ')")
                        .arg(cell.front() == u'\t'   ? QStringLiteral("\\t")
                             : cell.front() == u'\r' ? QStringLiteral("\\r")
                                                     : QString(cell.front()))});
            auto value = parseCell(*column, cell);
            if (!value) {
                out.issues.push_back(issueFrom(record.row, value.error()));
                row.valid = false;
            } else
                row.values.insert(column->name, *value);
        }
        record.fields = QStringList(); // read into the row: freed now rather than with the whole file
        out.rows.push_back(std::move(row));
    }
    return out;
}

CsvImportReport CsvTable::importCsv(CatalogueDatabase& db, const QByteArray& bytes) const
{
    CsvImportReport report;
    const CatalogueConnection& connection = db.connection();
    if (auto writable = connection.checkWritable(); !writable) {
        report.issues.push_back(issueFrom(0, writable.error()));
        return report;
    }
    CsvRows parsed = parse(bytes);
    report.issues = std::move(parsed.issues);
    report.detected = parsed.detected;
    report.warnings = std::move(parsed.warnings);

    struct Pending {
        int row;
        SqlRow values;
        std::optional<SqlRow> existing;
    };
    std::vector<Pending> pending;
    QHash<QString, int> firstRowOfId;
    const RowStore store(connection, *table_);
    const SqlRow defaults = defaultRow(*table_); // once, not per row
    for (auto& row : parsed.rows) {
        if (!row.valid)
            continue; // its cell problems are listed; checking the whole row again would repeat them
        const QString id = row.values.value(QStringLiteral("id")).toString();
        if (firstRowOfId.contains(id)) {
            report.issues.push_back(
                CsvIssue{row.row, QStringLiteral("id"),
                         QStringLiteral("'%1' appears twice (also on row %2)").arg(id).arg(firstRowOfId.value(id))});
            continue;
        }
        firstRowOfId.insert(id, row.row);
        auto existing = store.find(id);
        if (!existing) {
            report.issues.push_back(issueFrom(row.row, existing.error()));
            continue;
        }
        SqlRow values = existing->value_or(defaults);
        for (auto it = row.values.cbegin(); it != row.values.cend(); ++it)
            values.insert(it.key(), it.value());
        row.values = SqlRow(); // merged: freed now, so the parsed rows and the pending ones are not held twice
        values.insert(QStringLiteral("built_in"), 0);
        // One source of truth: an edit of a built-in model is refused, as in the catalogue editor.
        if (auto problem = repository::builtInModelEditProblem(*table_, *existing, values)) {
            report.issues.push_back(issueFrom(row.row, *problem));
            continue;
        }
        if (auto problem = validateRow(*table_, values)) {
            report.issues.push_back(issueFrom(row.row, *problem));
            continue;
        }
        if (auto problem = repository::checkReferences(connection, *table_, values)) {
            report.issues.push_back(issueFrom(row.row, *problem));
            continue;
        }
        pending.push_back({row.row, std::move(values), *existing});
    }
    if (!report.ok()) {
        // Only when the checks below the parse added some: the parse lists its issues in row order already.
        const auto byRow = [](const CsvIssue& a, const CsvIssue& b) { return a.row < b.row; };
        if (!std::is_sorted(report.issues.begin(), report.issues.end(), byRow))
            std::stable_sort(report.issues.begin(), report.issues.end(), byRow);
        return report;
    }

    SqlTransaction transaction(connection);
    if (!transaction.started()) {
        report.issues.push_back(issueFrom(0, transaction.started().error()));
        return report;
    }
    for (const Pending& p : pending) {
        if (p.existing && sameContent(*table_, *p.existing, p.values)) {
            ++report.unchanged;
            continue;
        }
        const auto written = p.existing ? store.update(p.values) : store.insert(p.values);
        if (!written) {
            report = CsvImportReport{};
            report.issues.push_back(issueFrom(p.row, written.error()));
            return report; // the transaction rolls back: nothing of this file is kept
        }
        ++(p.existing ? report.updated : report.added);
    }
    if (auto committed = transaction.commit(); !committed) {
        report = CsvImportReport{};
        report.issues.push_back(issueFrom(0, committed.error()));
    }
    return report;
}

CsvImportReport CsvTable::importFile(CatalogueDatabase& db, const QString& filePath) const
{
    auto bytes = readBoundedFile(filePath, kMaxCsvImportBytes, "a CSV file to import");
    if (!bytes) {
        CsvImportReport report;
        report.issues.push_back(CsvIssue{0, {}, QString::fromStdString(bytes.error().message)});
        return report;
    }
    return importCsv(db, *bytes);
}

} // namespace gputco
