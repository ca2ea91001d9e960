#include "database/CsvRecordReader.h"

namespace gputco {

CsvRecordReader::CsvRecordReader(QChar separator)
    : separator_(separator)
{
}

void CsvRecordReader::endRecord(const RecordHandler& onRecord)
{
    record_.fields << field_;
    field_.clear();
    if (recordHasContent_ || record_.fields.size() > 1) {
        record_.row = row_;
        onRecord(record_);
    }
    record_.fields.clear();
    recordHasContent_ = false;
    afterQuote_ = false;
}

void CsvRecordReader::closeQuote()
{
    inQuotes_ = false;
    afterQuote_ = true;
}

void CsvRecordReader::feed(QStringView text, const RecordHandler& onRecord)
{
    if (error_)
        return;
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = text[i];
        if (afterCarriageReturn_) {
            afterCarriageReturn_ = false;
            if (c == u'\n')
                continue; // CRLF: one line end
        }
        if (quoteInQuotes_) {
            quoteInQuotes_ = false;
            if (c == u'"') {
                field_ += u'"'; // "" inside quotes is one quote
                continue;
            }
            closeQuote(); // and read c outside the quotes
        }
        if (inQuotes_) {
            if (c == u'"') {
                quoteInQuotes_ = true;
                continue;
            }
            if (c == u'\n') {
                ++line_;
                field_ += c;
                continue;
            }
            // The quoted text up to the next quote or line end, appended at once: one append per character was a
            // tenth of a large import.
            qsizetype end = i + 1;
            while (end < size && text[end] != u'"' && text[end] != u'\n')
                ++end;
            field_ += text.sliced(i, end - i);
            i = end - 1;
            continue;
        }
        if (c == separator_) {
            record_.fields << field_;
            field_.clear();
            afterQuote_ = false;
            recordHasContent_ = true;
        } else if (c == u'\r' || c == u'\n') {
            afterCarriageReturn_ = c == u'\r';
            endRecord(onRecord);
            ++line_;
            row_ = line_;
        } else if (afterQuote_) {
            error_ = CsvIssue{row_,
                              {},
                              QStringLiteral("text after a closing quote; a quoted field must end at a separator or "
                                             "the end of the line")};
            return;
        } else if (c == u'"') {
            if (!field_.isEmpty()) {
                error_ = CsvIssue{row_,
                                  {},
                                  QStringLiteral("a quote inside an unquoted field; quote the whole field and double "
                                                 "the inner quote (\"\")")};
                return;
            }
            inQuotes_ = true;
            recordHasContent_ = true;
        } else {
            // The plain text up to the next character that means something, appended at once.
            qsizetype end = i + 1;
            while (end < size && text[end] != separator_ && text[end] != u'\r' && text[end] != u'\n'
                   && text[end] != u'"')
                ++end;
            field_ += text.sliced(i, end - i);
            i = end - 1;
            recordHasContent_ = true;
        }
    }
}

void CsvRecordReader::finish(const RecordHandler& onRecord)
{
    if (error_)
        return;
    if (quoteInQuotes_) {
        quoteInQuotes_ = false;
        closeQuote(); // the file ends right after a closing quote
    }
    if (inQuotes_) {
        error_ = CsvIssue{row_, {}, QStringLiteral("a quoted field is never closed")};
        return;
    }
    if (recordHasContent_ || !field_.isEmpty() || !record_.fields.isEmpty())
        endRecord(onRecord);
}

} // namespace gputco
