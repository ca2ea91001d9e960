#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CardRepository.h"
#include "database/CatalogueTables.h"
#include "database/RowStore.h"

#include <algorithm>

#include <QSqlQuery>

using namespace gputco;

namespace {

Accelerator quotedCard()
{
    Accelerator card;
    card.id = "acme-x1";
    card.vendor = "Acme";
    card.model = "X1 96GB";
    card.memory = Bytes::gigabytes(96);
    card.memoryType = "HBM3";
    card.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(4000);
    card.tdp = Watts::of(500);
    card.idlePower = Watts::of(60);
    card.peak.bf16Tflops = 400.0;
    card.peak.int8Tops = 800.0;
    card.interconnect = InterconnectKind::Ethernet;
    card.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(400);
    card.pcieGeneration = 5;
    card.formFactor = "OAM";
    card.launchYear = 2026;
    card.segment = Segment::Inference;
    card.price = PriceQuote{.amount = Money::amount(12000),
                            .currency = "CNY",
                            .date = "2026-10-15",
                            .source = "supplier quote #42",
                            .low = Money::amount(11500),
                            .high = Money::amount(13800.5),
                            .confidence = PriceConfidence::Weak};
    card.source = "Acme X1 datasheet v2";
    card.sourceDate = "2026-10-01";
    card.notes = "sample; 较早批次";
    card.builtIn = false;
    return card;
}

} // namespace

TEST_CASE("A card round-trips through the repository with every field", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    REQUIRE(db.cards().upsert(quotedCard()));
    const auto read = db.cards().find("acme-x1");
    REQUIRE(read);
    CHECK(read->model == "X1 96GB");
    CHECK(read->memory->inGB() == 96.0);
    CHECK(read->memoryBandwidth->inGBPerSecond() == 4000.0);
    CHECK(read->idlePower->inWatts() == 60.0);
    CHECK(*read->peak.bf16Tflops == 400.0);
    CHECK_FALSE(read->peak.fp8Tflops); // unknown stays unknown
    CHECK(read->interconnect == InterconnectKind::Ethernet);
    CHECK(*read->pcieGeneration == 5);
    CHECK(read->segment == Segment::Inference);
    REQUIRE(read->price);
    CHECK(read->price->amount.inCurrencyUnits() == 12000.0);
    CHECK(read->price->currency == "CNY");
    CHECK(read->price->source == "supplier quote #42");
    CHECK(read->price->low->inCurrencyUnits() == 11500.0);
    CHECK(read->price->high->inCurrencyUnits() == 13800.5);
    CHECK(read->price->confidence == PriceConfidence::Weak);
    CHECK(read->sourceDate == "2026-10-01");
    CHECK(read->notes == "sample; 较早批次");
    CHECK_FALSE(read->builtIn);
    CHECK(CardRepository::toRow(*read) == CardRepository::toRow(quotedCard()));
}

TEST_CASE("Editing a built-in card makes it the user's row", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    auto a10 = db.cards().find("a10");
    REQUIRE(a10);
    REQUIRE(a10->builtIn);
    a10->price = PriceQuote{.amount = Money::amount(2500),
                            .currency = "USD",
                            .date = "2026-11-01",
                            .source = "reseller quote",
                            .low = std::nullopt,
                            .high = std::nullopt,
                            .confidence = std::nullopt};
    REQUIRE(db.cards().upsert(*a10));
    const auto edited = db.cards().find("a10");
    CHECK_FALSE(edited->builtIn);
    CHECK(edited->price->amount.inCurrencyUnits() == 2500.0);
}

TEST_CASE("Out-of-range values are refused with the column named, and nothing is written", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    auto card = quotedCard();
    card.tdp = Watts::of(-5);
    auto refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "tdp_w");
    CHECK(refused.error().message.find("greater than 0 W") != std::string::npos);
    CHECK_FALSE(db.cards().find("acme-x1"));

    card = quotedCard();
    card.idlePower = Watts::of(900); // above the 500 W TDP
    refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "idle_w");

    card = quotedCard();
    card.id = "Acme X1";
    refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "id");

    card = quotedCard();
    card.source.clear();
    refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "source");
}

TEST_CASE("A card still named by servers or cloud offers cannot be removed", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    const auto refused = db.cards().remove("h100-sxm-80gb");
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message.find("dgx-h100") != std::string::npos);
    CHECK(db.cards().find("h100-sxm-80gb"));

    REQUIRE(db.cards().upsert(quotedCard()));
    REQUIRE(db.cards().remove("acme-x1"));
    CHECK_FALSE(db.cards().find("acme-x1"));

    const auto missing = db.cards().remove("no-such-card");
    REQUIRE_FALSE(missing);
    CHECK(missing.error().field == "id");
}

TEST_CASE("A full disk refuses the write with a clear message and rolls it back", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    QSqlQuery query(db.connection().database());
    // SQLite reports SQLITE_FULL once the page limit is reached: the same path as a full disk.
    REQUIRE(query.exec(QStringLiteral("PRAGMA page_count")));
    REQUIRE(query.next());
    const int pages = query.value(0).toInt();
    REQUIRE(query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));

    auto card = quotedCard();
    card.notes = std::string(4000, 'x'); // the longest note allowed: more than the one 4 KiB page left
    const auto refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "database");
    CHECK(refused.error().message.find("disk is full") != std::string::npos);
    CHECK_FALSE(db.cards().find("acme-x1"));
    CHECK(db.cards().all().size() == 65);
}

TEST_CASE("Memory: the reported MiB is the capacity, memory_gb stays the vendor's figure", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    Accelerator card = quotedCard(); // 96 GB as marketed
    card.marketedMemory = card.memory;
    card.memory = Bytes::of(98304.0 * 1048576.0); // 96 GiB = 98,304 MiB as a vendor tool might report it
    REQUIRE(db.cards().upsert(card));
    const SqlRow row = CardRepository::toRow(*db.cards().find("acme-x1"));
    CHECK(row.value(QStringLiteral("memory_gb")).toDouble() == 96.0);
    CHECK(row.value(QStringLiteral("memory_reported_mib")).toLongLong() == 98304);
    CHECK(db.cards().find("acme-x1")->memory->inBytes() == 98304.0 * 1048576.0);

    // Only the marketed figure known: it is the capacity (96 x 10^9 bytes) and no MiB is stored.
    const SqlRow plain = CardRepository::toRow(quotedCard());
    CHECK(plain.value(QStringLiteral("memory_reported_mib")).isNull());
    CHECK(plain.value(QStringLiteral("memory_gb")).toDouble() == 96.0);
}

TEST_CASE("A typical price outside its own range is the user's to set: stored, and flagged", "[repository][cards]")
{
    auto db = openMemoryCatalogue();
    Accelerator card = quotedCard();
    card.price->amount = Money::amount(15000); // above the 13,800.5 high: a quote the user believes anyway
    REQUIRE(db.cards().upsert(card));
    const auto read = db.cards().find("acme-x1");
    REQUIRE(read);
    CHECK(read->price->amount.inCurrencyUnits() == 15000.0);
    CHECK(read->price->outsideRange());

    // A range needs its typical price: the cost model uses that one figure.
    card.price = std::nullopt;
    SqlRow row = CardRepository::toRow(card);
    row.insert(QStringLiteral("price_low"), 100.0);
    row.insert(QStringLiteral("price_currency"), QStringLiteral("USD"));
    const auto problem = validateRow(cardsTable(), row);
    REQUIRE(problem);
    CHECK(problem->field == "price");
}

TEST_CASE("Cards read by column position are the cards read through whole rows", "[repository][cards]")
{
    // CardRepository::all reads each column of the query's row by a position found once per query
    // (RowStore::visitAll); RowStore::all builds a whole row by name for each card. On the shipped catalogue plus a
    // user's card with every field set, the two give the same cards, column for column.
    auto db = openMemoryCatalogue();
    REQUIRE(db.cards().upsert(quotedCard()));
    const std::vector<Accelerator> cards = db.cards().all();
    const auto rows = RowStore(db.connection(), cardsTable()).all();
    REQUIRE(rows);
    REQUIRE(cards.size() == rows->size());
    REQUIRE(cards.size() > 60); // the shipped cards (65 in catalogue 2026-12) and the user's
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const Accelerator byRow = CardRepository::fromRow((*rows)[i]);
        INFO(byRow.id);
        CHECK(CardRepository::toRow(cards[i]) == CardRepository::toRow(byRow));
        CHECK(cards[i].marketedMemory.has_value() == byRow.marketedMemory.has_value());
    }
    const auto user = std::find_if(cards.begin(), cards.end(), [](const Accelerator& c) { return c.id == "acme-x1"; });
    REQUIRE(user != cards.end());
    CHECK(user->notes == "sample; 较早批次");
    CHECK(user->price->high->inCurrencyUnits() == 13800.5);
    CHECK_FALSE(user->peak.fp8Tflops);
}
