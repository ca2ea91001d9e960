#include <catch2/catch.hpp>

#include "database/CatalogueTables.h"
#include "database/TableSpec.h"

using namespace gputco;

namespace {
const ColumnSpec& columnOf(const TableSpec& table, const char* name)
{
    const ColumnSpec* column = table.column(QString::fromLatin1(name));
    REQUIRE(column != nullptr);
    return *column;
}
} // namespace

TEST_CASE("Cells parse into typed values: empty numbers are NULL, not zero", "[tablespec]")
{
    const auto& tdp = columnOf(cardsTable(), "tdp_w");
    auto v = parseCell(tdp, QStringLiteral(" 700 "));
    REQUIRE(v);
    CHECK(v->toDouble() == 700.0);
    auto empty = parseCell(tdp, QString());
    REQUIRE(empty);
    CHECK(empty->isNull());

    auto year = parseCell(columnOf(cardsTable(), "launch_year"), QStringLiteral("2022"));
    REQUIRE(year);
    CHECK(year->toLongLong() == 2022);

    auto feeds = parseCell(columnOf(facilitiesTable(), "dual_feeds"), QStringLiteral("yes"));
    REQUIRE(feeds);
    CHECK(feeds->toInt() == 1);
}

TEST_CASE("Out-of-range and malformed cells are refused with the column and the allowed range", "[tablespec]")
{
    const auto negative = parseCell(columnOf(cardsTable(), "memory_gb"), QStringLiteral("-80"));
    REQUIRE_FALSE(negative);
    CHECK(negative.error().field == "memory_gb");
    CHECK(negative.error().message.find("greater than 0 GB") != std::string::npos);

    const auto pue = parseCell(columnOf(facilitiesTable(), "pue"), QStringLiteral("0.9"));
    REQUIRE_FALSE(pue);
    CHECK(pue.error().field == "pue");
    CHECK(pue.error().message.find("from 1 to 4") != std::string::npos);

    const auto words = parseCell(columnOf(cardsTable(), "tdp_w"), QStringLiteral("about 700"));
    REQUIRE_FALSE(words);
    CHECK(words.error().message.find("not a number") != std::string::npos);

    const auto fraction = parseCell(columnOf(serversTable(), "rack_units"), QStringLiteral("2.5"));
    REQUIRE_FALSE(fraction);
    CHECK(fraction.error().message.find("whole number") != std::string::npos);

    const auto segment = parseCell(columnOf(cardsTable(), "segment"), QStringLiteral("gaming"));
    REQUIRE_FALSE(segment);
    CHECK(segment.error().message.find("training, inference, both, edge") != std::string::npos);

    const auto slug = parseCell(columnOf(cardsTable(), "id"), QStringLiteral("H100 SXM"));
    REQUIRE_FALSE(slug);
    CHECK(slug.error().field == "id");

    const auto date = parseCell(columnOf(cardsTable(), "price_date"), QStringLiteral("2024-13-01"));
    REQUIRE_FALSE(date);
    CHECK(date.error().field == "price_date");

    const auto code = parseCell(columnOf(cloudOffersTable(), "currency"), QStringLiteral("usd"));
    REQUIRE_FALSE(code);
    CHECK(code.error().field == "currency");
}

TEST_CASE("Row rules: idle below TDP, a price needs its currency, PSU redundancy below the count", "[tablespec]")
{
    SqlRow card = defaultRow(cardsTable());
    card.insert(QStringLiteral("id"), QStringLiteral("x"));
    card.insert(QStringLiteral("vendor"), QStringLiteral("V"));
    card.insert(QStringLiteral("model"), QStringLiteral("M"));
    card.insert(QStringLiteral("source"), QStringLiteral("test"));
    REQUIRE_FALSE(validateRow(cardsTable(), card));

    card.insert(QStringLiteral("tdp_w"), 300.0);
    card.insert(QStringLiteral("idle_w"), 301.0);
    auto idle = validateRow(cardsTable(), card);
    REQUIRE(idle);
    CHECK(idle->field == "idle_w");

    card.insert(QStringLiteral("idle_w"), QVariant());
    card.insert(QStringLiteral("price"), 1000.0);
    auto price = validateRow(cardsTable(), card);
    REQUIRE(price);
    CHECK(price->field == "price_currency");

    SqlRow server = defaultRow(serversTable());
    server.insert(QStringLiteral("id"), QStringLiteral("s"));
    server.insert(QStringLiteral("name"), QStringLiteral("S"));
    server.insert(QStringLiteral("card_id"), QStringLiteral("x"));
    server.insert(QStringLiteral("source"), QStringLiteral("test"));
    server.insert(QStringLiteral("psu_count"), 6);
    server.insert(QStringLiteral("psu_redundant"), 6);
    auto psu = validateRow(serversTable(), server);
    REQUIRE(psu);
    CHECK(psu->field == "psu_redundant");
}

TEST_CASE("Numbers are written in their shortest exact form", "[tablespec]")
{
    const auto& price = columnOf(facilitiesTable(), "electricity_price_per_kwh");
    CHECK(formatCell(price, 0.38) == QStringLiteral("0.38"));
    CHECK(formatCell(price, 1.0 / 3.0).toDouble() == 1.0 / 3.0);
    CHECK(formatCell(price, QVariant()).isEmpty());
}
