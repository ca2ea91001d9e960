#include <catch2/catch.hpp>

#include "database/Csv.h"

using namespace gputco;

TEST_CASE("RFC 4180: quoted fields keep commas, doubled quotes and line breaks", "[csv]")
{
    const auto parsed =
        parseCsv(QStringLiteral("id,notes\r\na,\"one, two\"\r\nb,\"say \"\"hi\"\"\"\r\nc,\"line 1\r\nline 2\"\r\n"));
    REQUIRE_FALSE(parsed.error);
    REQUIRE(parsed.records.size() == 4);
    CHECK(parsed.records[1].fields == QStringList{QStringLiteral("a"), QStringLiteral("one, two")});
    CHECK(parsed.records[2].fields.at(1) == QStringLiteral("say \"hi\""));
    CHECK(parsed.records[3].fields.at(1) == QStringLiteral("line 1\r\nline 2"));
    // Rows are numbered as a spreadsheet shows them: header row 1, then one per record.
    CHECK(parsed.records[3].row == 4);
}

TEST_CASE("RFC 4180: LF line ends, empty fields, a missing final line break and blank lines", "[csv]")
{
    const auto parsed = parseCsv(QStringLiteral("a,b,c\n1,,3\n\n4,5,"));
    REQUIRE_FALSE(parsed.error);
    REQUIRE(parsed.records.size() == 3);
    CHECK(parsed.records[1].fields == QStringList{QStringLiteral("1"), QString(), QStringLiteral("3")});
    // The blank line 3 is skipped but still counted, so the last record is row 4.
    CHECK(parsed.records[2].row == 4);
    CHECK(parsed.records[2].fields == QStringList{QStringLiteral("4"), QStringLiteral("5"), QString()});
}

TEST_CASE("RFC 4180 syntax errors name the row", "[csv]")
{
    const auto unterminated = parseCsv(QStringLiteral("id,notes\na,ok\nb,\"never closed\n"));
    REQUIRE(unterminated.error);
    CHECK(unterminated.error->row == 3);
    CHECK(unterminated.error->reason.contains(QStringLiteral("never closed")));

    const auto stray = parseCsv(QStringLiteral("id,notes\na,12\"x\n"));
    REQUIRE(stray.error);
    CHECK(stray.error->row == 2);

    const auto trailing = parseCsv(QStringLiteral("id,notes\na,\"quoted\"x\n"));
    REQUIRE(trailing.error);
    CHECK(trailing.error->reason.contains(QStringLiteral("after a closing quote")));
}

TEST_CASE("Formatting quotes only what needs it and round-trips through the parser", "[csv]")
{
    const QStringList fields{QStringLiteral("plain"),      QStringLiteral("a,b"),    QStringLiteral("say \"x\""),
                             QStringLiteral("two\nlines"), QStringLiteral(" edge "), QString()};
    const QString line = formatCsvLine(fields);
    CHECK(line == QStringLiteral("plain,\"a,b\",\"say \"\"x\"\"\",\"two\nlines\",\" edge \",\r\n"));
    const auto parsed = parseCsv(line);
    REQUIRE_FALSE(parsed.error);
    REQUIRE(parsed.records.size() == 1);
    CHECK(parsed.records[0].fields == fields);
}

TEST_CASE("UTF-8 is decoded, a byte-order mark dropped, invalid bytes refused", "[csv]")
{
    const auto text =
        decodeUtf8(QByteArray("\xEF\xBB\xBFid,city\nx,\xE5\x91\xBC\xE5\x92\x8C\xE6\xB5\xA9\xE7\x89\xB9\n"));
    REQUIRE(text);
    CHECK(text->startsWith(QStringLiteral("id,city")));
    CHECK(text->contains(QStringLiteral("呼和浩特")));
    const auto bad = decodeUtf8(QByteArray("id\n\xFF\xFE\x41\n"));
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message.find("UTF-8") != std::string::npos);
}

TEST_CASE("An issue describes itself with row and column", "[csv]")
{
    CHECK(CsvIssue{4, QStringLiteral("tdp_w"), QStringLiteral("must be a number")}.describe()
          == QStringLiteral("row 4, column tdp_w: must be a number"));
    CHECK(CsvIssue{0, {}, QStringLiteral("is not valid UTF-8")}.describe()
          == QStringLiteral("file: is not valid UTF-8"));
}
