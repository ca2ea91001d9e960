// Hosting is not free: a facility's rack or per-kW rent flows into every view's TCO, and a scenario saved with an
// old example facility id is costed at the profile that replaced it.
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Accelerator oamCard()
{
    Accelerator c;
    c.id = "oam";
    c.model = "oam";
    c.formFactor = "OAM";
    c.memory = Bytes::gigabytes(192);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(5300);
    c.tdp = Watts::of(750);
    c.peak.bf16Tflops = 1300;
    PriceQuote quote;
    quote.amount = Money::amount(15000);
    quote.currency = "CNY";
    c.price = quote;
    return c;
}

Facility site(const char* id)
{
    Facility f;
    f.id = id;
    f.name = id;
    f.currency = "CNY";
    f.rack.voltage = 380.0;
    f.rack.phases = 3;
    f.rack.breakerAmps = 63.0;
    f.cooling = {CoolingOffer{CoolingMethod::ContainedAir, Watts::kilowatts(25)}};
    return f;
}

ScenarioState serving(const char* facilityId)
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-2-7b";
    s.workload.mode = TaskMode::Inference;
    s.workload.contextTokens = 2048;
    s.workload.concurrency = 1;
    s.workload.targetTokensPerSecond = 1.0;
    s.workload.targetLatencyMs = 1000.0;
    s.economics.electricityPricePerKwh = 0.0;
    s.economics.residual = ResidualCurve{};
    s.economics.years = 1;
    s.economics.facilityId = facilityId;
    s.selectedCardIds = {"oam"};
    return s;
}

} // namespace

TEST_CASE("A facility's rack rent is in the TCO of Power & cost", "[scenario][facility]")
{
    // One generic 8-GPU baseboard server (10.8 kW) in one rack at CNY 6,840 a month: 12 x 6,840 = 82,080 a year on
    // top of the capex 15,000 + 8 x 15,000 x 0.37 = 59,400. Before, only a per-kW price reached the views: hosting
    // was free.
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {oamCard()};
    Facility rented = site("rented");
    rented.rackPricePerMonth = Money::amount(6840);
    catalogue->facilities = {rented};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(serving("rented"), catalogue);
    const CardEconomics& c = e->find("oam")->economics;
    REQUIRE(c.tco);
    CHECK(c.tco->monthlyOpex.inCurrencyUnits() == Approx(6840.0));
    CHECK(c.tco->lifetimeTotal.inCurrencyUnits() == Approx(59400.0 + 82080.0));
    CHECK(e->find("oam")->rack.plan->racks == 1);
}

TEST_CASE("A scenario on an old example facility id is costed at its replacement", "[scenario][facility]")
{
    // example-west-hub-liquid-campus became cn-horinger-hub-liquid (core/facility/FacilityAliases.h), priced at
    // CNY 570 per kW-month of IT peak: one card in an 8-GPU baseboard server draws the whole host, 0.8 x 8 x 750 W,
    // and its card, 750 W: 5.55 kW x 570 = 3,163.50 a month.
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {oamCard()};
    Facility horinger = site("cn-horinger-hub-liquid");
    horinger.pricePerKwMonth = Money::amount(570);
    catalogue->facilities = {horinger};
    REQUIRE(catalogue->findFacility("example-west-hub-liquid-campus"));
    CHECK(catalogue->findFacility("example-west-hub-liquid-campus")->id == "cn-horinger-hub-liquid");
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(serving("example-west-hub-liquid-campus"), catalogue);
    const CardEvaluation* c = e->find("oam");
    CHECK(c->economics.tco->monthlyOpex.inCurrencyUnits() == Approx(5.55 * 570.0));
    REQUIRE(c->rack.chosenFit);
    CHECK(c->rack.chosenFit->facilityId == "cn-horinger-hub-liquid");
    CHECK_FALSE(c->rack.genericRack);
}
