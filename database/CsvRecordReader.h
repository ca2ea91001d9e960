#pragma once

#include "database/Csv.h"

#include <QChar>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <optional>

namespace gputco {

/// RFC 4180 CSV read a piece at a time (parseCsv's rules: fields separated by `separator`, double-quoted fields
/// may hold separators, line breaks and doubled quotes, CRLF or LF line ends, blank lines skipped but counted as
/// rows). The pieces may break anywhere, even between the two characters of CRLF or of a doubled quote: an import
/// of a large file decodes and reads it in chunks and never holds its whole text.
class CsvRecordReader {
public:
    using RecordHandler = std::function<void(CsvRecord&)>;

    explicit CsvRecordReader(QChar separator = u',');

    /// Reads the next piece of the text and hands each record completed in it to `onRecord` (which may move its
    /// fields out). After a syntax error nothing more is read.
    void feed(QStringView text, const RecordHandler& onRecord);
    /// The end of the text: hands over the last record when it has no line end, or notes a quoted field that was
    /// never closed.
    void finish(const RecordHandler& onRecord);

    /// The first syntax problem (an unterminated quote, text after a closing quote), if any.
    const std::optional<CsvIssue>& error() const { return error_; }

private:
    void endRecord(const RecordHandler& onRecord);
    void closeQuote();

    QChar separator_;
    CsvRecord record_;
    QString field_;
    int row_ = 1;  // the row the current record started on
    int line_ = 1; // the physical line being read
    bool inQuotes_ = false;
    bool quoteInQuotes_ = false;       // a quote inside a quoted field, the next character not seen yet ("" or the end)
    bool afterQuote_ = false;          // a quoted field just closed: only a separator or line end may follow
    bool afterCarriageReturn_ = false; // a line just ended with CR: a LF right after it belongs to it
    bool recordHasContent_ = false;
    std::optional<CsvIssue> error_;
};

} // namespace gputco
