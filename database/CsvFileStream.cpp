#include "database/CsvFileStream.h"

#include "database/FileTargets.h"

#include <QDir>
#include <QFile>
#include <QStringDecoder>

namespace gputco {
namespace {

constexpr qint64 kChunkBytes = qint64{4} * 1024 * 1024; // a few MiB: far fewer reads than rows, little memory

/// How many bytes at the end of `bytes` begin a UTF-8 sequence whose last bytes are in the next chunk.
qsizetype incompleteTail(const QByteArray& bytes)
{
    const qsizetype n = bytes.size();
    qsizetype i = n - 1;
    while (i >= 0 && n - i <= 3 && (static_cast<unsigned char>(bytes.at(i)) & 0xC0) == 0x80)
        --i;
    if (i < 0)
        return 0;
    const auto lead = static_cast<unsigned char>(bytes.at(i));
    const qsizetype length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return i + length > n ? n - i : 0; // a bad lead byte is left for the check, which refuses it
}

} // namespace

Expected<std::optional<DecodedCsv>> scanUtf8CsvFile(const QString& path, qint64 maxBytes, const char* what)
{
    if (auto checked = checkInputFile(path, maxBytes, what); !checked)
        return checked.error();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::optional<DecodedCsv>(); // read whole, which says why
    DecodedCsv out;
    CsvSeparatorVote vote;
    QByteArray carry;
    qint64 total = 0;
    for (bool first = true;; first = false) {
        QByteArray chunk = file.read(kChunkBytes);
        total += chunk.size();
        if (file.error() != QFileDevice::NoError || total > maxBytes)
            return std::optional<DecodedCsv>(); // read whole, which says why
        if (first) {
            // The order of decodeCsvBytes: a UTF-8 byte-order mark, UTF-16's marks, UTF-16 by its zero bytes.
            if (chunk.startsWith("\xEF\xBB\xBF")) {
                out.encoding = CsvEncoding::Utf8WithBom;
                chunk.remove(0, 3);
            } else if (chunk.startsWith("\xFF\xFE") || chunk.startsWith("\xFE\xFF")
                       || utf16WithoutByteOrderMark(chunk)) {
                return std::optional<DecodedCsv>();
            }
        }
        if (chunk.isEmpty()) {
            if (!carry.isEmpty())
                return std::optional<DecodedCsv>(); // ends inside a character
            break;
        }
        QByteArray data = carry.isEmpty() ? std::move(chunk) : carry + chunk;
        const qsizetype tail = incompleteTail(data);
        carry = data.right(tail);
        data.chop(tail);
        if (firstInvalidUtf8Byte(data))
            return std::optional<DecodedCsv>();
        // The separator characters, quotes and line ends are single bytes in UTF-8 and never part of a longer
        // sequence, so the header row's vote is the same over the bytes as over the decoded text.
        for (qsizetype i = 0; i < data.size() && !vote.decided(); ++i)
            vote.see(static_cast<unsigned char>(data.at(i)) < 0x80 ? char16_t(data.at(i)) : char16_t(0xFFFD));
    }
    out.separator = vote.separator();
    return std::optional<DecodedCsv>(std::move(out));
}

std::optional<Error> readUtf8CsvFile(const QString& path, const DecodedCsv& scanned, qint64 maxBytes,
                                     const std::function<void(QStringView)>& onText)
{
    const std::string shown = QDir::toNativeSeparators(path).toStdString();
    const auto changed = [&] {
        return Error{"", shown
                             + " changed while it was read (it is not what was checked a moment ago); import it "
                               "again"};
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"", "cannot open " + shown + ": " + file.errorString().toStdString()};
    if (scanned.encoding == CsvEncoding::Utf8WithBom && file.read(3) != QByteArray("\xEF\xBB\xBF"))
        return changed();
    QStringDecoder decoder(QStringDecoder::Utf8); // keeps a character split between two chunks
    qint64 total = 0;
    for (;;) {
        const QByteArray chunk = file.read(kChunkBytes);
        if (file.error() != QFileDevice::NoError)
            return Error{"", "cannot read " + shown + ": " + file.errorString().toStdString()};
        if (chunk.isEmpty())
            break;
        total += chunk.size();
        if (total > maxBytes)
            return changed();
        const QString text = decoder.decode(chunk);
        if (decoder.hasError())
            return changed();
        onText(text);
    }
    return std::nullopt;
}

} // namespace gputco
