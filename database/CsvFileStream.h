#pragma once

#include "database/CsvDecoding.h"
#include "util/Expected.h"

#include <QString>
#include <QStringView>

#include <functional>
#include <optional>

namespace gputco {

/// A large CSV file is read in two passes of a few MiB at a time rather than whole: its bytes, their UTF-16 text
/// and the parsed fields of a 100 MB file would take more than half a gigabyte at once.

/// First pass: whether the file is UTF-8 (with or without a byte-order mark) throughout, and its separator (from
/// the header row, as decodeCsvBytes finds it). nullopt when it is not (UTF-16, GB18030, bytes that are not UTF-8):
/// such a file is read whole by decodeCsvBytes, which names its encoding or its first bad byte. An Error when the
/// file cannot be read (the checks of checkInputFile: not a regular file, past `maxBytes`).
Expected<std::optional<DecodedCsv>> scanUtf8CsvFile(const QString& path, qint64 maxBytes, const char* what);

/// Second pass: decodes the file scanned as `scanned` piece by piece, handing each piece of text to `onText` (a
/// piece may end anywhere, even inside a field). An Error when the file changed since the scan (grew past
/// `maxBytes`, or holds bytes that are not UTF-8 any more).
std::optional<Error> readUtf8CsvFile(const QString& path, const DecodedCsv& scanned, qint64 maxBytes,
                                     const std::function<void(QStringView)>& onText);

} // namespace gputco
