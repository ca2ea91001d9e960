#pragma once

#include "database/Csv.h"
#include "database/TableSpec.h"
#include "database/WriteResult.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gputco {

class CatalogueDatabase;

/// What an import did, or every reason it did nothing.
struct CsvImportReport {
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    std::vector<CsvIssue> issues; ///< empty when the import was written; ordered by row
    /// Cells imported as they are but worth a look: text a spreadsheet would run as a formula (isFormulaLike).
    std::vector<CsvIssue> warnings;
    QString detected; ///< the encoding and separator read, e.g. "GB18030 (GBK), comma-separated"

    bool ok() const { return issues.empty(); }
    /// One line per issue, or "3 added, 1 updated, 20 unchanged (read as UTF-8, comma-separated)" and a line per
    /// warning.
    QString describe() const;
    /// The first line of describe() alone.
    QString counts() const;
};

/// The rows of a CSV file checked against a table, before anything is written.
struct CsvRows {
    struct Row {
        int row = 0;       ///< spreadsheet row (header = 1)
        SqlRow values;     ///< the columns the file has, parsed
        bool valid = true; ///< false when a cell of this row was refused (its issue is already listed)
    };
    std::vector<Row> rows;
    std::vector<CsvIssue> issues;
    std::vector<CsvIssue> warnings; ///< see CsvImportReport::warnings
    QString detected;               ///< DecodedCsv::describe() of the file, empty when it could not be decoded
};

/// How an export is written: plain UTF-8 (the catalogue's own format, every text as stored), or for Excel, which
/// opens a CSV without a byte-order mark in the local code page (GBK on Chinese Windows) and runs a cell that
/// starts with = + - @ as a formula: there such a text cell is written with a leading single quote (OWASP, "CSV
/// Injection"), which the spreadsheet shows as text.
enum class CsvExportEncoding { Utf8, Utf8WithBomForExcel };

/// True when a spreadsheet would read `text` as a formula: it starts with =, +, -, @, a tab or a carriage return.
bool isFormulaLike(const QString& text);

/// CSV import and export of one catalogue table (RFC 4180, a header row of column names as in docs/DATABASE.md).
/// Imports read UTF-8 (with or without a byte-order mark), UTF-16 LE/BE and GB18030/GBK, separated by commas,
/// semicolons or tabs (database/CsvDecoding.h); in a semicolon-separated file (Excel's CSV where the decimal mark
/// is a comma) a comma in a number is its decimal mark. Exports write UTF-8 with commas. An import is all-or-nothing:
/// it checks every row first and writes nothing if any row is bad, then writes all rows in one transaction.
class CsvTable {
public:
    explicit CsvTable(const TableSpec& table);
    /// The table called `name`; nullopt when there is none (see catalogueTableChoices()).
    static std::optional<CsvTable> named(const QString& name);

    const TableSpec& table() const { return *table_; }

    /// Header plus every row ordered by id, with CRLF line ends; for Excel, formula-like text cells are quoted.
    Expected<QString> exportCsv(const CatalogueDatabase& db,
                                CsvExportEncoding encoding = CsvExportEncoding::Utf8) const;
    /// Writes exportCsv() to `filePath` atomically (QSaveFile): an old file is replaced only by a complete one.
    WriteResult exportToFile(const CatalogueDatabase& db, const QString& filePath,
                             CsvExportEncoding encoding = CsvExportEncoding::Utf8) const;

    /// Rows in the file whose id is new are added, rows that differ from the stored row replace it as the
    /// user's row, identical rows are left alone (so re-importing an export changes nothing). Columns
    /// missing from the header keep the stored value (or the default for a new row); built_in is ignored.
    CsvImportReport importCsv(CatalogueDatabase& db, const QByteArray& bytes) const;
    CsvImportReport importFile(CatalogueDatabase& db, const QString& filePath) const;

    /// Decodes, parses and checks the cells and the header, without looking at any database.
    CsvRows parse(const QByteArray& bytes) const;

private:
    const TableSpec* table_;
};

} // namespace gputco
