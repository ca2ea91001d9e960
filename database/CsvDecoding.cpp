#include "database/CsvDecoding.h"

#include <QStringDecoder>

#include <iconv.h>

#include <array>
#include <cstdint>
#include <cstring>

namespace gputco {
namespace {

constexpr qsizetype kUtf16Probe = 512; // bytes looked at for the zero bytes of BOM-less UTF-16

bool inRange(unsigned char c, unsigned char low, unsigned char high) { return c >= low && c <= high; }

/// Row as a spreadsheet counts it (line breaks before the offset, plus one) in an ASCII-compatible encoding.
int rowOfByte(const QByteArray& bytes, qsizetype offset)
{
    return 1 + static_cast<int>(bytes.left(offset).count('\n'));
}

/// UTF-16 from `bytes`, which start at byte `offset` of the file (after a byte-order mark).
Expected<QString> decodeWith(QStringConverter::Encoding encoding, const QByteArray& bytes, qsizetype offset,
                             const char* name)
{
    // The decoder drops a lone last byte and passes unpaired surrogates through without an error: check both.
    if (bytes.size() % 2 != 0)
        return Error{"file", std::string("is not valid ") + name
                                 + ": an odd number of bytes (the last one, at byte offset "
                                 + std::to_string(offset + bytes.size() - 1) + ", is half a character)"};
    QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool paired = c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        if (paired)
            ++i;
        else if (c.isSurrogate() || decoder.hasError())
            return Error{"file", QStringLiteral("row %1, byte offset %2: not valid %3 (an unpaired surrogate)")
                                     .arg(1 + text.left(i).count(u'\n'))
                                     .arg(offset + 2 * i)
                                     .arg(QLatin1String(name))
                                     .toStdString()};
    }
    return text;
}

/// GB18030 through Qt (ICU); through glibc's iconv when this Qt has no ICU codec for it.
std::optional<QString> decodeGb18030(const QByteArray& bytes)
{
    QStringDecoder qt("GB18030", QStringDecoder::Flag::Stateless);
    if (qt.isValid()) {
        QString text = qt.decode(bytes);
        return qt.hasError() ? std::nullopt : std::optional<QString>(text);
    }
    iconv_t cd = iconv_open("UTF-8", "GB18030");
    if (cd == reinterpret_cast<iconv_t>(-1))
        return std::nullopt;
    QByteArray in = bytes;
    QByteArray out(bytes.size() * 2 + 16, '\0'); // a GB18030 character of 2 or 4 bytes is at most 4 in UTF-8
    char* inPtr = in.data();
    size_t inLeft = static_cast<size_t>(in.size());
    char* outPtr = out.data();
    size_t outLeft = static_cast<size_t>(out.size());
    const size_t done = iconv(cd, &inPtr, &inLeft, &outPtr, &outLeft);
    iconv_close(cd);
    if (done == static_cast<size_t>(-1) || inLeft != 0)
        return std::nullopt;
    out.truncate(out.size() - static_cast<qsizetype>(outLeft));
    return QString::fromUtf8(out);
}

} // namespace

QString DecodedCsv::describe() const
{
    QString name;
    switch (encoding) {
    case CsvEncoding::Utf8: name = QStringLiteral("UTF-8"); break;
    case CsvEncoding::Utf8WithBom: name = QStringLiteral("UTF-8 with byte-order mark"); break;
    case CsvEncoding::Utf16LE: name = QStringLiteral("UTF-16 LE"); break;
    case CsvEncoding::Utf16BE: name = QStringLiteral("UTF-16 BE"); break;
    case CsvEncoding::Gb18030: name = QStringLiteral("GB18030 (GBK)"); break;
    }
    const QString sep = separator == u';'    ? QStringLiteral("semicolon")
                        : separator == u'\t' ? QStringLiteral("tab")
                                             : QStringLiteral("comma");
    return name + QStringLiteral(", ") + sep + QStringLiteral("-separated");
}

void CsvSeparatorVote::see(char16_t c)
{
    if (decided_)
        return;
    if (c == u'"')
        inQuotes_ = !inQuotes_;
    else if (!inQuotes_ && (c == u'\n' || c == u'\r'))
        decided_ = true;
    else if (!inQuotes_ && c == u',')
        ++commas_;
    else if (!inQuotes_ && c == u';')
        ++semicolons_;
    else if (!inQuotes_ && c == u'\t')
        ++tabs_;
}

QChar CsvSeparatorVote::separator() const
{
    if (semicolons_ > commas_ && semicolons_ >= tabs_)
        return u';';
    if (tabs_ > commas_ && tabs_ > semicolons_)
        return u'\t';
    return u',';
}

QChar detectCsvSeparator(const QString& text)
{
    CsvSeparatorVote vote;
    for (qsizetype i = 0; i < text.size() && !vote.decided(); ++i)
        vote.see(text.at(i).unicode());
    return vote.separator();
}

std::optional<CsvEncoding> utf16WithoutByteOrderMark(const QByteArray& bytes)
{
    // ASCII text in UTF-16 has a zero in every other byte: odd positions for LE, even for BE.
    const qsizetype n = std::min(bytes.size() - bytes.size() % 2, kUtf16Probe);
    if (n < 4)
        return std::nullopt;
    int zeroEven = 0;
    int zeroOdd = 0;
    for (qsizetype i = 0; i < n; ++i)
        if (bytes.at(i) == '\0')
            ++(i % 2 == 0 ? zeroEven : zeroOdd);
    const int pairs = static_cast<int>(n / 2);
    if (zeroOdd * 2 > pairs && zeroEven == 0)
        return CsvEncoding::Utf16LE;
    if (zeroEven * 2 > pairs && zeroOdd == 0)
        return CsvEncoding::Utf16BE;
    return std::nullopt;
}

std::optional<qsizetype> firstInvalidUtf8Byte(const QByteArray& bytes)
{
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        // Eight ASCII bytes at a time (no high bit set): nearly all of a catalogue file, read before every import.
        std::uint64_t eight = 0;
        while (i + 8 <= n && (std::memcpy(&eight, b + i, 8), (eight & 0x8080808080808080ULL) == 0))
            i += 8;
        if (i >= n)
            break;
        const unsigned char c = b[i];
        int length = 0;
        unsigned char low = 0x80; // the allowed range of the second byte (RFC 3629 table)
        unsigned char high = 0xBF;
        if (c < 0x80)
            length = 1;
        else if (inRange(c, 0xC2, 0xDF))
            length = 2;
        else if (c == 0xE0)
            length = 3, low = 0xA0;
        else if (inRange(c, 0xE1, 0xEC) || c == 0xEE || c == 0xEF)
            length = 3;
        else if (c == 0xED)
            length = 3, high = 0x9F; // no surrogates
        else if (c == 0xF0)
            length = 4, low = 0x90;
        else if (inRange(c, 0xF1, 0xF3))
            length = 4;
        else if (c == 0xF4)
            length = 4, high = 0x8F;
        else
            return i;
        if (i + length > n)
            return i;
        for (int k = 1; k < length; ++k) {
            const unsigned char lo = k == 1 ? low : 0x80;
            const unsigned char hi = k == 1 ? high : 0xBF;
            if (!inRange(b[i + k], lo, hi))
                return i;
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<qsizetype> firstInvalidGb18030Byte(const QByteArray& bytes)
{
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = b[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (!inRange(c, 0x81, 0xFE) || i + 1 >= n)
            return i;
        const unsigned char second = b[i + 1];
        if (inRange(second, 0x40, 0x7E) || inRange(second, 0x80, 0xFE)) {
            i += 2;
            continue;
        }
        if (inRange(second, 0x30, 0x39) && i + 3 < n && inRange(b[i + 2], 0x81, 0xFE)
            && inRange(b[i + 3], 0x30, 0x39)) {
            i += 4;
            continue;
        }
        return i;
    }
    return std::nullopt;
}

/// The first line that is valid UTF-8 and holds a character of three or more bytes (CJK text in UTF-8), as
/// the offset of its first byte: a file that also holds bytes UTF-8 refuses then mixes two encodings, such as a
/// UTF-8 file with one row pasted from a GBK one. GBK text is almost never valid UTF-8 with such a character.
std::optional<qsizetype> firstUtf8LineWithWideCharacter(const QByteArray& bytes)
{
    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        const QByteArray line = bytes.mid(start, end - start);
        bool wide = false;
        for (const char c : line)
            wide = wide || static_cast<unsigned char>(c) >= 0xE0;
        if (wide && !firstInvalidUtf8Byte(line))
            return start;
        start = end + 1;
    }
    return std::nullopt;
}

Expected<DecodedCsv> decodeCsvBytes(const QByteArray& bytes)
{
    DecodedCsv out;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        const QByteArray body = bytes.mid(3);
        if (auto bad = firstInvalidUtf8Byte(body))
            return Error{"file", QStringLiteral("row %1, byte offset %2: not valid UTF-8 although the file starts "
                                                "with a UTF-8 byte-order mark")
                                     .arg(rowOfByte(bytes, *bad + 3))
                                     .arg(*bad + 3)
                                     .toStdString()};
        out.text = QString::fromUtf8(body);
        out.encoding = CsvEncoding::Utf8WithBom;
    } else if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        const bool le = bytes.startsWith("\xFF\xFE");
        auto text = decodeWith(le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE, bytes.mid(2), 2,
                               le ? "UTF-16 LE" : "UTF-16 BE");
        if (!text)
            return text.error();
        out.text = *text;
        out.encoding = le ? CsvEncoding::Utf16LE : CsvEncoding::Utf16BE;
    } else if (auto utf16 = utf16WithoutByteOrderMark(bytes)) {
        const bool le = *utf16 == CsvEncoding::Utf16LE;
        auto text = decodeWith(le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE, bytes, 0,
                               le ? "UTF-16 LE" : "UTF-16 BE");
        if (!text)
            return text.error();
        out.text = *text;
        out.encoding = *utf16;
    } else if (const auto badUtf8 = firstInvalidUtf8Byte(bytes); !badUtf8) {
        out.text = QString::fromUtf8(bytes);
        out.encoding = CsvEncoding::Utf8;
    } else if (const auto utf8Line = firstUtf8LineWithWideCharacter(bytes)) {
        // Decoded whole as GB18030 (which it may well pass), the UTF-8 rows would be stored garbled.
        return Error{"file", QStringLiteral("row %1, byte offset %2: not valid UTF-8, while row %3 is UTF-8: the file "
                                            "mixes encodings (a row pasted from a GBK file?), so it is not read at "
                                            "all; save the whole file as \"CSV UTF-8\"")
                                 .arg(rowOfByte(bytes, *badUtf8))
                                 .arg(*badUtf8)
                                 .arg(rowOfByte(bytes, *utf8Line))
                                 .toStdString()};
    } else if (const auto badGb = firstInvalidGb18030Byte(bytes); !badGb) {
        auto text = decodeGb18030(bytes);
        if (!text)
            return Error{"file", "looks like GB18030 (GBK) but could not be decoded; save it as \"CSV UTF-8\""};
        out.text = *text;
        out.encoding = CsvEncoding::Gb18030;
    } else {
        // Neither: name the first byte UTF-8 refuses (the likelier intent) and where GB18030 gave up.
        return Error{"file", QStringLiteral("row %1, byte offset %2: not valid UTF-8 (nor GB18030/GBK, which fails at "
                                            "byte offset %3); save it as \"CSV UTF-8\"")
                                 .arg(rowOfByte(bytes, *badUtf8))
                                 .arg(*badUtf8)
                                 .arg(*badGb)
                                 .toStdString()};
    }
    out.separator = detectCsvSeparator(out.text);
    return out;
}

QByteArray utf8WithBom(const QString& text) { return QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8(); }

} // namespace gputco
