#pragma once

#include "database/Csv.h"
#include "util/Expected.h"

#include <QByteArray>
#include <QChar>
#include <QString>

#include <optional>

namespace gputco {

/// The text encodings a CSV import reads: what Excel writes as "CSV UTF-8" (with a byte-order mark), as
/// "Unicode text" (UTF-16 LE with a BOM, tab-separated), and as plain "CSV" on Chinese Windows (GBK, read as its
/// superset GB18030).
enum class CsvEncoding { Utf8, Utf8WithBom, Utf16LE, Utf16BE, Gb18030 };

/// A CSV file's bytes as text, with what was detected.
struct DecodedCsv {
    QString text; ///< without the byte-order mark
    CsvEncoding encoding = CsvEncoding::Utf8;
    QChar separator = u','; ///< ',', ';' or '\t', from the header row

    /// "UTF-8, comma-separated", "GB18030 (GBK), semicolon-separated", ...
    QString describe() const;
};

/// Detects the encoding (a byte-order mark; else UTF-16 by its zero bytes; else strict UTF-8; else strict
/// GB18030) and the separator, and decodes. Bytes that none of these decode are refused with the row and the
/// byte offset of the first bad byte.
Expected<DecodedCsv> decodeCsvBytes(const QByteArray& bytes);

/// The separator of the header row: the one of comma, semicolon and tab that occurs most outside quotes
/// (comma on a tie or when none occurs).
QChar detectCsvSeparator(const QString& text);

/// detectCsvSeparator a character at a time, for a file read in pieces.
class CsvSeparatorVote {
public:
    /// The next character of the file; ignored once the header row has ended.
    void see(char16_t c);
    /// True once the header row has ended (a line break outside quotes).
    bool decided() const { return decided_; }
    QChar separator() const;

private:
    int commas_ = 0;
    int semicolons_ = 0;
    int tabs_ = 0;
    bool inQuotes_ = false;
    bool decided_ = false;
};

/// UTF-16 without a byte-order mark, told by the zero bytes of its ASCII characters in the first 512 bytes of
/// `bytes` (the start of the file); nullopt when it does not look like UTF-16.
std::optional<CsvEncoding> utf16WithoutByteOrderMark(const QByteArray& bytes);

/// The offset of the first byte that is not part of valid UTF-8, nullopt when all are.
std::optional<qsizetype> firstInvalidUtf8Byte(const QByteArray& bytes);
/// The offset of the first byte that is not part of valid GB18030 (1, 2 or 4-byte forms), nullopt when all are.
std::optional<qsizetype> firstInvalidGb18030Byte(const QByteArray& bytes);

/// UTF-8 with a byte-order mark, so that Excel opens it as UTF-8 rather than the local code page.
QByteArray utf8WithBom(const QString& text);

} // namespace gputco
