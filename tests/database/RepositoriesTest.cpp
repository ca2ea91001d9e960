#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "model/ModelPresets.h"

using namespace gputco;

TEST_CASE("A server round-trips: it must name a card of the catalogue", "[repository][servers]")
{
    auto db = openMemoryCatalogue();
    Server s;
    s.id = "our-l40s-box";
    s.name = "Our 4U L40S box";
    s.cardId = "l40s";
    s.gpusPerServer = 8;
    s.hostOverhead = Watts::of(2100);
    s.rackUnits = 4;
    s.psuCount = 4;
    s.psuRating = Watts::of(2700);
    s.psuRedundant = 2;
    s.cooling = CoolingKind::Air;
    s.price = PriceQuote{.amount = Money::amount(310000),
                         .currency = "CNY",
                         .date = "2026-09-30",
                         .source = "integrator quote",
                         .low = std::nullopt,
                         .high = std::nullopt,
                         .confidence = std::nullopt};
    s.source = "integrator quote";
    s.builtIn = false;
    REQUIRE(db.servers().upsert(s));
    const auto read = db.servers().find("our-l40s-box");
    REQUIRE(read);
    CHECK(read->cardId == "l40s");
    CHECK(read->hostOverhead.inWatts() == 2100.0);
    CHECK_FALSE(read->systemMaxPower);
    CHECK(read->psuCount == 4);
    CHECK(read->psuRedundant == 2);
    CHECK(read->price->amount.inCurrencyUnits() == 310000.0);

    s.cardId = "l40x";
    const auto refused = db.servers().upsert(s);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "card_id");
    CHECK(refused.error().message.find("l40x") != std::string::npos);

    s.cardId = "l40s";
    s.psuRedundant = 4; // 4+0? no: redundant must be fewer than the count
    const auto psu = db.servers().upsert(s);
    REQUIRE_FALSE(psu);
    CHECK(psu.error().field == "psu_redundant");

    REQUIRE(db.servers().remove("our-l40s-box"));
    CHECK_FALSE(db.servers().find("our-l40s-box"));
}

TEST_CASE("A facility round-trips with its rack offer, cooling options and lists", "[repository][facilities]")
{
    auto db = openMemoryCatalogue();
    Facility f;
    f.id = "our-idc";
    f.name = "Our IDC, hall 3";
    f.operatorName = "Operator Co";
    f.region = "China, Sichuan";
    f.city = "成都";
    f.electricityPricePerKwh = 0.52;
    f.currency = "CNY";
    f.priceDate = "2026-07";
    f.pue = 1.28;
    f.carbonKgPerKwh = 0.1404;
    f.rack = RackOffer{47, 380.0, 3, 32.0, 0.8, true, 0.95};
    f.cooling = {CoolingOffer{CoolingMethod::ContainedAir, Watts::kilowatts(20)},
                 CoolingOffer{CoolingMethod::DirectLiquid, Watts::kilowatts(80)}};
    f.availableRacks = 120;
    f.contractedPower = Watts::kilowatts(1500);
    f.rackPricePerMonth = Money::amount(6800);
    f.bandwidthPricePerMbpsMonth = Money::amount(45);
    f.tier = "GB 50174 A";
    f.certifications = {"ISO 9001", "ISO/IEC 27001"};
    f.licences = {"IDC (B11)", "ISP (B14)"};
    f.icpFilingRequired = true;
    f.selfOperated = false;
    f.bgpLines = 3;
    f.ddosProtectionGbps = 300.0;
    f.source = "site visit 2026-07";
    f.builtIn = false;
    REQUIRE(db.facilities().upsert(f));
    const auto read = db.facilities().find("our-idc");
    REQUIRE(read);
    CHECK(read->city == "成都");
    CHECK(read->rack.usableUnits == 47);
    CHECK(read->rack.phases == 3);
    REQUIRE(read->cooling.size() == 2);
    CHECK(read->cooling[0].method == CoolingMethod::ContainedAir);
    CHECK(read->cooling[1].maxPerRack.inKilowatts() == 80.0);
    CHECK(read->certifications == std::vector<std::string>{"ISO 9001", "ISO/IEC 27001"});
    CHECK(read->licences.size() == 2);
    CHECK_FALSE(read->selfOperated);
    CHECK(*read->ddosProtectionGbps == 300.0);
    CHECK_FALSE(read->pricePerKwMonth);

    f.pue = 0.95; // PUE below 1 is impossible
    const auto refused = db.facilities().upsert(f);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "pue");
    f.pue = 1.28;
    f.rack.phases = 2;
    const auto phases = db.facilities().upsert(f);
    REQUIRE_FALSE(phases);
    CHECK(phases.error().field == "phases");
}

TEST_CASE("A cloud offer round-trips and needs at least one price", "[repository][clouds]")
{
    auto db = openMemoryCatalogue();
    CloudOffer o;
    o.id = "our-broker-h20";
    o.provider = "Broker";
    o.cardId = "h20";
    o.onDemandPerGpuHour = Money::amount(9.5);
    o.currency = "CNY";
    o.region = "cn-east";
    o.date = "2026-11-20";
    o.source = "broker email";
    o.notes = "monthly commitment";
    REQUIRE(db.cloudOffers().upsert(o));
    const auto read = db.cloudOffers().find("our-broker-h20");
    REQUIRE(read);
    CHECK(read->onDemandPerGpuHour->inCurrencyUnits() == 9.5);
    CHECK_FALSE(read->reservedPerGpuHour);
    CHECK(read->notes == "monthly commitment");

    o.onDemandPerGpuHour.reset();
    const auto refused = db.cloudOffers().upsert(o);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "on_demand_per_gpu_hour");
}

TEST_CASE("Model presets are in the catalogue and the user's architectures round-trip", "[repository][models]")
{
    auto db = openMemoryCatalogue();
    const auto preset = findModelPreset("deepseek-v3");
    REQUIRE(preset);
    const auto stored = db.models().find("deepseek-v3");
    REQUIRE(stored);
    // Every field survives, so the estimators see the same architecture from either place.
    CHECK(ModelRepository::toRow(*stored) == ModelRepository::toRow(*preset));
    CHECK(stored->mla.kvLoraRank == 512); // DeepSeek-V3 config_671B.json
    CHECK(stored->moe.routedExperts == 256);

    ModelArchitecture mine = *findModelPreset("llama-3.1-8b");
    mine.id = "our-8b-long";
    mine.displayName = "Our 8B, 256K context";
    mine.maxContext = 262144;
    REQUIRE(db.models().upsert(mine));
    CHECK(db.models().find("our-8b-long")->maxContext == 262144);

    mine.kvHeads = mine.attentionHeads + 1;
    const auto refused = db.models().upsert(mine);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "kv_heads");
}
