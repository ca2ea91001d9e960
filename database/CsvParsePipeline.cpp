#include "database/CsvParsePipeline.h"

#include "database/CsvRecordReader.h"

namespace gputco {

CsvParsePipeline::CsvParsePipeline(const TableSpec& table, QChar separator, TextSource source,
                                   const CsvRowMerger* merger, std::size_t batchRecords, std::size_t queuedBatches)
    : queue_(queuedBatches)
    , thread_([this, &table, separator, source = std::move(source), merger, batchRecords] {
        run(table, separator, source, merger, batchRecords);
    })
{
}

CsvParsePipeline::~CsvParsePipeline() { stop(); }

void CsvParsePipeline::stop()
{
    if (!thread_.joinable())
        return;
    queue_.cancel(); // a reader waiting for room stops; one still reading skips the rest of the file
    thread_.join();
}

void CsvParsePipeline::run(const TableSpec& table, QChar separator, const TextSource& source,
                           const CsvRowMerger* merger, std::size_t batchRecords)
{
    // sourceError_, syntaxError_ and failure_ are written here and read by the caller only after next() saw the
    // queue closed, which the queue's mutex orders after these writes.
    try {
        CsvColumns columns(table, separator);
        CsvRecordReader reader(separator);
        bool headerRead = false;
        bool cancelled = false;
        CsvRowScratch scratch;
        std::vector<CsvParsedRecord> batch;
        batch.reserve(batchRecords);
        const auto onRecord = [&](CsvRecord& record) {
            if (cancelled)
                return;
            CsvParsedRecord parsed;
            if (!headerRead) {
                headerRead = true;
                parsed.header = true;
                columns.readHeader(record, parsed.issues);
            } else {
                parsed.cells = columns.readCells(record, parsed.issues, parsed.warnings);
                if (merger && parsed.cells && parsed.cells->valid) {
                    parsed.asNew = merger->mergeNew(parsed.cells->byColumn, &scratch, &parsed.insertValues);
                    // Freed here, not on the other thread: a new row's insert needs its values alone (and its
                    // reference check its SqlRow, kept by mergeNew where the table has a reference).
                    if (!parsed.insertValues.empty())
                        parsed.asNew->byColumn = std::vector<QVariant>();
                }
            }
            batch.push_back(std::move(parsed));
            if (batch.size() >= batchRecords) {
                freeRecycled();
                cancelled = !queue_.push(std::move(batch));
                batch = std::vector<CsvParsedRecord>();
                batch.reserve(batchRecords);
            }
        };
        sourceError_ = source([&](QStringView text) {
            if (!cancelled)
                reader.feed(text, onRecord);
        });
        if (!sourceError_ && !cancelled) {
            reader.finish(onRecord);
            syntaxError_ = reader.error();
        }
        if (!batch.empty() && !cancelled)
            queue_.push(std::move(batch));
    } catch (...) {
        failure_ = std::current_exception();
    }
    queue_.close();
}

void CsvParsePipeline::recycle(std::vector<CsvParsedRecord> records)
{
    const std::lock_guard lock(recycledMutex_);
    recycled_.push_back(std::move(records));
}

void CsvParsePipeline::freeRecycled()
{
    std::vector<std::vector<CsvParsedRecord>> bin;
    {
        const std::lock_guard lock(recycledMutex_);
        bin.swap(recycled_);
    }
}

bool CsvParsePipeline::next(std::vector<CsvParsedRecord>& batch)
{
    if (finished_)
        return false;
    if (auto items = queue_.pop()) {
        batch = std::move(*items);
        return true;
    }
    finished_ = true;
    thread_.join(); // the queue is closed: the thread is at its end
    if (failure_)
        std::rethrow_exception(failure_);
    return false;
}

} // namespace gputco
