#pragma once

#include "database/BoundedQueue.h"
#include "database/CsvColumns.h"
#include "database/CsvRowMerge.h"
#include "util/Expected.h"

#include <QStringView>

#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace gputco {

/// What the reading side of an import made of one record of the file.
struct CsvParsedRecord {
    bool header = false;            ///< the first record: matched to the columns, its problems in `issues`
    std::vector<CsvIssue> issues;   ///< CsvColumns::readHeader's or readCells' problems, in their order
    std::vector<CsvIssue> warnings; ///< readCells' formula-like texts
    std::optional<CsvCells> cells;  ///< nullopt for the header and for a record whose field count is not the header's
    /// With a merger: the valid cells over the defaults, the row written when the id is not stored yet (nearly every
    /// row of a large import), made on the reading thread.
    std::optional<CsvMergedRow> asNew;
    std::vector<SqliteValue> insertValues; ///< `asNew` as its INSERT binds it, when it has no problem
};

/// The first half of an import on a thread of its own: the file read, decoded, split into records (CsvRecordReader)
/// and each record's cells parsed and checked (CsvColumns), while the caller's thread checks the rows against the
/// catalogue and writes them (SQLite and Qt Sql stay on the caller's thread). The records come back in the file's
/// order, a batch at a time, at most a few batches ahead of the caller: a 100,000-row import used one core of two,
/// and holding the whole file's rows would take hundreds of megabytes.
class CsvParsePipeline {
public:
    /// Hands the file's text to `onText` piece by piece (a piece may end anywhere); an Error when it cannot.
    using TextSource = std::function<std::optional<Error>(const std::function<void(QStringView)>& onText)>;

    /// Starts reading at once. `table` and `merger` (which may be null: no CsvParsedRecord::asNew then) must outlive
    /// the pipeline.
    CsvParsePipeline(const TableSpec& table, QChar separator, TextSource source, const CsvRowMerger* merger = nullptr,
                     std::size_t batchRecords = 256, std::size_t queuedBatches = 4);
    /// Stops the reading thread (it reads no further) and waits for it.
    ~CsvParsePipeline();
    CsvParsePipeline(const CsvParsePipeline&) = delete;
    CsvParsePipeline& operator=(const CsvParsePipeline&) = delete;

    /// The next records in the file's order into `batch` (replacing its contents); false once every record was
    /// handed over, after which sourceError() and syntaxError() are final. Rethrows what the reading thread threw.
    bool next(std::vector<CsvParsedRecord>& batch);

    /// Hands records the caller is done with back to the reading thread, which frees them: glibc's allocator frees
    /// memory of another thread's arena under that arena's lock, which was a tenth of an import.
    void recycle(std::vector<CsvParsedRecord> records);

    /// The source's Error (the file could not be read to its end), if any.
    const std::optional<Error>& sourceError() const { return sourceError_; }
    /// The first CSV syntax problem (CsvRecordReader::error()), if any; not looked for after a source error.
    const std::optional<CsvIssue>& syntaxError() const { return syntaxError_; }

private:
    void run(const TableSpec& table, QChar separator, const TextSource& source, const CsvRowMerger* merger,
             std::size_t batchRecords);
    void stop();
    void freeRecycled();

    BoundedQueue<std::vector<CsvParsedRecord>> queue_;
    std::optional<Error> sourceError_;
    std::optional<CsvIssue> syntaxError_;
    std::exception_ptr failure_;
    std::mutex recycledMutex_;
    std::vector<std::vector<CsvParsedRecord>> recycled_;
    bool finished_ = false;
    std::thread thread_; // last: started once everything above exists
};

} // namespace gputco
