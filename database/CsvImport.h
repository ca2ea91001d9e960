#pragma once

#include "database/CatalogueConnection.h"
#include "database/CsvParsePipeline.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace gputco {

/// An import that takes the file's records one at a time (read and parsed by CsvParsePipeline) and writes each good
/// row as it comes (new rows 64 to an INSERT), all inside one transaction that is committed only when the whole file
/// was good (otherwise rolled back: nothing of the file is kept, as before). A row is checked as before, against the
/// catalogue as it was before the import (a row never refers to its own table, so the rows written earlier in the file
/// change no check). Nothing of the file is held but the ids seen (for duplicates), the issues and the last few rows
/// not yet written: a file of 100,000 rows needs no more memory than one of 10. Every database call is made on the
/// thread that created the importer (the connection's).
class CsvImporter {
public:
    /// `detected` is what the file was read as ("UTF-8, comma-separated"), shown in the counts.
    CsvImporter(const TableSpec& table, const CatalogueConnection& connection, const QString& detected);
    ~CsvImporter();
    CsvImporter(const CsvImporter&) = delete;
    CsvImporter& operator=(const CsvImporter&) = delete;

    /// The next record of the file (the first is the header): its problems and warnings listed, its row checked and
    /// written.
    void take(CsvParsedRecord& record);
    /// The end of the file: commits when every row was good; `syntaxError` (an unterminated quote...) replaces
    /// every other problem, as the file could not be read to its end.
    CsvImportReport finish(const std::optional<CsvIssue>& syntaxError);

    /// The records taken since the last call that are done with (written or dropped), to be freed on the thread
    /// that made them: memory freed on another thread than the one that allocated it was a tenth of an import.
    std::vector<CsvParsedRecord> takeSpent() { return std::exchange(spent_, {}); }
    /// Makes the rows of new ids off this thread (CsvParsePipeline's merger): it outlives the importer's pipeline.
    const CsvRowMerger& merger() const { return merger_; }

private:
    void check(CsvParsedRecord& record);
    bool prepare(int row);
    void write(CsvParsedRecord& record, CsvMergedRow& merged, const std::optional<SqlRow>& existing);
    void insertOne(int row, const std::vector<SqliteValue>& values);
    void writeThroughQt(int row, const std::vector<QVariant>& byColumn, bool existing);
    void flushPending();
    /// The records written or dropped, handed back to be freed where they were made (CsvParsePipeline::recycle).
    void clearPending();

    struct Statements;
    const TableSpec* table_;
    CatalogueConnection connection_;
    const CsvRowMerger merger_;
    bool headerRead_ = false;
    CsvImportReport report_;
    QHash<QString, int> firstRowOfId_;
    /// The ids the table held when the import began, read once with the statements: a row whose id is not among
    /// them has no stored row to merge with (rows written earlier in the file have other ids, as a repeated id is
    /// refused), so it needs no look-up. One query instead of one per row.
    QSet<QString> storedIds_;
    std::unique_ptr<Statements> statements_; ///< prepared once, on the first row
    std::optional<qint64> cacheSizeBefore_;  ///< SQLite's page cache setting before the import raised it
    std::unique_ptr<SqlTransaction> transaction_;
    /// The records of new rows checked and waiting to be written several to a statement (Statements::batchInsert),
    /// each with its CsvParsedRecord::insertValues.
    std::vector<CsvParsedRecord> pending_;
    std::vector<CsvParsedRecord> spent_;       ///< see takeSpent()
    std::optional<CsvIssue> transactionError_; ///< BEGIN failed: reported when no row has a problem
    std::optional<CsvIssue> writeError_;       ///< a write failed: reported alone when no row has a problem
};

} // namespace gputco
