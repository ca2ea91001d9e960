#include "database/Csv.h"

#include "database/CsvRecordReader.h"

#include <QStringDecoder>

namespace gputco {

QString CsvIssue::describe() const
{
    QString where = row > 0 ? QStringLiteral("row %1").arg(row) : QStringLiteral("file");
    if (!column.isEmpty())
        where += QStringLiteral(", column ") + column;
    return where + QStringLiteral(": ") + reason;
}

Expected<QString> decodeUtf8(const QByteArray& bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return Error{"file", "is not valid UTF-8; save it as \"CSV UTF-8\""};
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

CsvParseResult parseCsv(const QString& text, QChar separator)
{
    // The same reader as an import's, which reads a large file piece by piece.
    CsvParseResult result;
    CsvRecordReader reader(separator);
    const auto keep = [&](CsvRecord& record) { result.records.push_back(std::move(record)); };
    reader.feed(text, keep);
    reader.finish(keep);
    result.error = reader.error();
    return result;
}

QString formatCsvLine(const QStringList& fields)
{
    QStringList out;
    for (const QString& f : fields) {
        const bool quote = f.contains(u',') || f.contains(u'"') || f.contains(u'\n') || f.contains(u'\r')
                           || (!f.isEmpty() && (f.front().isSpace() || f.back().isSpace()));
        if (quote)
            out << u'"' + QString(f).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        else
            out << f;
    }
    return out.join(u',') + QStringLiteral("\r\n");
}

} // namespace gputco
