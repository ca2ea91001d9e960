#include "database/Csv.h"

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
    CsvParseResult result;
    QStringList fields;
    QString field;
    int row = 1;  // the row the current record started on
    int line = 1; // the physical line being read
    bool inQuotes = false;
    bool afterQuote = false; // a quoted field just closed: only a separator or line end may follow
    bool recordHasContent = false;

    const auto endRecord = [&] {
        fields << field;
        field.clear();
        if (recordHasContent || fields.size() > 1)
            result.records.push_back({row, fields});
        fields.clear();
        recordHasContent = false;
        afterQuote = false;
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == separator) {
            fields << field;
            field.clear();
            afterQuote = false;
            recordHasContent = true;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            row = line;
        } else if (afterQuote) {
            result.error = CsvIssue{row,
                                    {},
                                    QStringLiteral("text after a closing quote; a quoted field must end at a "
                                                   "separator or the end of the line")};
            return result;
        } else if (c == u'"') {
            if (!field.isEmpty()) {
                result.error = CsvIssue{row,
                                        {},
                                        QStringLiteral("a quote inside an unquoted field; quote the whole field "
                                                       "and double the inner quote (\"\")")};
                return result;
            }
            inQuotes = true;
            recordHasContent = true;
        } else {
            field += c;
            recordHasContent = true;
        }
    }
    if (inQuotes) {
        result.error = CsvIssue{row, {}, QStringLiteral("a quoted field is never closed")};
        return result;
    }
    if (recordHasContent || !field.isEmpty() || !fields.isEmpty())
        endRecord();
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
