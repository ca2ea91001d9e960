#pragma once

#include "util/Expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gputco {

/// One problem in a CSV file: the row as a spreadsheet numbers it (the header is row 1; 0 for the whole
/// file), the column (empty when the whole row is at fault) and the reason.
struct CsvIssue {
    int row = 0;
    QString column;
    QString reason;

    /// "row 4, column tdp_w: must be a number greater than 0 W ..."
    QString describe() const;
};

/// One record of a CSV file and the spreadsheet row it starts on.
struct CsvRecord {
    int row = 0;
    QStringList fields;
};

/// The records of a file, or the first syntax problem (an unterminated quote, text after a closing quote).
struct CsvParseResult {
    std::vector<CsvRecord> records;
    std::optional<CsvIssue> error;
};

/// Decodes UTF-8 (a leading byte-order mark is dropped); an Error when the bytes are not valid UTF-8.
Expected<QString> decodeUtf8(const QByteArray& bytes);

/// Parses RFC 4180 CSV: fields separated by `separator` (comma; semicolon or tab as European Excel and its
/// "Unicode text" write), double-quoted fields may hold separators, line breaks and doubled quotes; CRLF or LF
/// line ends. Blank lines are skipped but still counted as rows.
CsvParseResult parseCsv(const QString& text, QChar separator = u',');

/// One RFC 4180 line (ending in CRLF); fields with commas, quotes, line breaks or edge spaces are quoted.
QString formatCsvLine(const QStringList& fields);

} // namespace gputco
