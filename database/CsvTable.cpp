#include "database/CsvTable.h"

#include "database/AtomicFileWrite.h"
#include "database/CatalogueDatabase.h"
#include "database/CatalogueTables.h"
#include "database/CsvDecoding.h"
#include "database/CsvFileStream.h"
#include "database/CsvImport.h"
#include "database/CsvParsePipeline.h"
#include "database/CsvRecordReader.h"
#include "database/FileTargets.h"
#include "database/RowStore.h"

namespace gputco {
namespace {

CsvIssue issueFrom(int row, const Error& error)
{
    return CsvIssue{row, QString::fromStdString(error.field), QString::fromStdString(error.message)};
}

/// Every record the pipeline reads, checked and written by the importer on this thread; a file that could not be
/// read to its end is refused whole (the importer's transaction rolls back).
CsvImportReport importFrom(CsvParsePipeline& pipeline, CsvImporter& importer)
{
    std::vector<CsvParsedRecord> batch;
    while (pipeline.next(batch)) {
        for (CsvParsedRecord& record : batch)
            importer.take(record);
        pipeline.recycle(std::move(batch));
        pipeline.recycle(importer.takeSpent());
        batch = {};
    }
    if (const auto& failed = pipeline.sourceError()) {
        CsvImportReport report;
        report.issues.push_back(CsvIssue{0, {}, QString::fromStdString(failed->message)});
        return report;
    }
    return importer.finish(pipeline.syntaxError());
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
    CsvColumns columns(*table_, decoded->separator);
    columns.readHeader(parsed.records.front(), out.issues);
    for (std::size_t r = 1; r < parsed.records.size(); ++r)
        if (auto row = columns.readRecord(parsed.records[r], out.issues, out.warnings))
            out.rows.push_back(std::move(*row));
    return out;
}

CsvImportReport CsvTable::importCsv(CatalogueDatabase& db, const QByteArray& bytes) const
{
    const CatalogueConnection& connection = db.connection();
    if (auto writable = connection.checkWritable(); !writable) {
        CsvImportReport report;
        report.issues.push_back(issueFrom(0, writable.error()));
        return report;
    }
    auto decoded = decodeCsvBytes(bytes);
    if (!decoded) {
        CsvImportReport report;
        report.issues.push_back(CsvIssue{0, {}, QString::fromStdString(decoded.error().message)});
        return report;
    }
    CsvImporter importer(*table_, connection, decoded->describe());
    const QString& text = decoded->text;
    CsvParsePipeline pipeline(
        *table_, decoded->separator,
        [&text](const auto& onText) {
            onText(QStringView(text));
            return std::optional<Error>();
        },
        &importer.merger());
    return importFrom(pipeline, importer);
}

CsvImportReport CsvTable::importFile(CatalogueDatabase& db, const QString& filePath) const
{
    const auto refused = [](const Error& error) {
        CsvImportReport report;
        report.issues.push_back(CsvIssue{0, {}, QString::fromStdString(error.message)});
        return report;
    };
    // A UTF-8 file (what the app exports, and Excel's "CSV UTF-8") is read in pieces, never whole (CsvFileStream.h).
    const auto scanned = scanUtf8CsvFile(filePath, kMaxCsvImportBytes, "a CSV file to import");
    if (!scanned)
        return refused(scanned.error());
    if (!*scanned) {
        // Another encoding, or bytes that are not UTF-8: read whole, and decodeCsvBytes names what it found.
        auto bytes = readBoundedFile(filePath, kMaxCsvImportBytes, "a CSV file to import");
        if (!bytes)
            return refused(bytes.error());
        return importCsv(db, *bytes);
    }
    const CatalogueConnection& connection = db.connection();
    if (auto writable = connection.checkWritable(); !writable) {
        CsvImportReport report;
        report.issues.push_back(issueFrom(0, writable.error()));
        return report;
    }
    const DecodedCsv& plan = **scanned;
    CsvImporter importer(*table_, connection, plan.describe());
    CsvParsePipeline pipeline(
        *table_, plan.separator,
        [&filePath, &plan](const auto& onText) { return readUtf8CsvFile(filePath, plan, kMaxCsvImportBytes, onText); },
        &importer.merger());
    return importFrom(pipeline, importer);
}

} // namespace gputco
