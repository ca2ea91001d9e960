// Like-for-like capex: every purchasable card is costed in a server (catalogue or generic), the views and the
// recommender use the same one, and a card whose host cost is unknown is marked and never wins silently.
#include "scenario/ApplyOption.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// Made-up cards with round figures that hold Llama-2-7B in BF16 on one GPU.
Accelerator card(const char* id, const char* form, double price)
{
    Accelerator c;
    c.id = id;
    c.model = id;
    c.formFactor = form;
    c.memory = Bytes::gigabytes(192);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(5300);
    c.tdp = Watts::of(750);
    c.peak.bf16Tflops = 1300;
    c.interconnect = InterconnectKind::InfinityFabric;
    PriceQuote quote;
    quote.amount = Money::amount(price);
    quote.currency = "CNY";
    c.price = quote;
    return c;
}

// Serving on one GPU, free electricity, one year, no resale: an option's total is its capex.
ScenarioState serving(std::vector<std::string> cards)
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
    s.selectedCardIds = std::move(cards);
    s.constraints.precisions = {Precision::BF16};
    s.constraints.maxTensorParallel = 1;
    return s;
}

} // namespace

TEST_CASE("An OAM card with no catalogue server is costed, powered and racked in the 8-GPU baseboard server",
          "[scenario][server]")
{
    // Before: an MI300X-like OAM card was costed as bare cards x (1 + 0 %) while Rack & cooling said "no server
    // model: not placed". Now: the card 15,000 plus the host of its 8-GPU server, 8 x 15,000 x 0.37 = 44,400 (the
    // DGX H100's host share, prices.md 2): 59,400 CNY.
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {card("oam", "OAM", 15000)};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(serving({"oam"}), catalogue);
    const CardEvaluation* c = e->find("oam");
    REQUIRE(c);
    REQUIRE(c->economics.server);
    CHECK(c->economics.server->id == "generic-sxm-oam-8");
    REQUIRE(c->economics.capex);
    CHECK(c->economics.gpus == 1);
    CHECK(c->economics.capex->total().inCurrencyUnits() == Approx(59400.0));
    CHECK_FALSE(c->economics.capexUnderstated);
    // Rack & cooling places the same server: 8U, 1.8 x 8 x 750 W = 10.8 kW at its maximum.
    REQUIRE(c->rack.server);
    CHECK(c->rack.server->id == "generic-sxm-oam-8");
    REQUIRE(c->rack.plan);
    CHECK(c->rack.load->serverMaxPower.inWatts() == Approx(10800.0));
    // The recommendation buys the same server at the same capex.
    const RecommendOption* best = e->recommendation->get().recommended();
    REQUIRE(best);
    CHECK(best->serverId == std::optional<std::string>("generic-sxm-oam-8"));
    CHECK(best->capex->inCurrencyUnits() == Approx(59400.0));
    CHECK_FALSE(best->capexUnderstated);

    // A server the scenario names for the card is the one every view uses: the 8-card PCIe server would not hold
    // an OAM module, so it is ignored; a catalogue system at CNY 200,000 is taken and so is its price.
    Server platform;
    platform.id = "oam-platform";
    platform.cardId = "oam";
    platform.gpusPerServer = 8;
    platform.rackUnits = 8;
    platform.price = PriceQuote{Money::amount(200000), "CNY", "", "", {}, {}, {}};
    catalogue->servers = {platform};
    ScenarioState named = serving({"oam"});
    named.economics.serverByCard["oam"] = "generic-sxm-oam-8";
    const EvaluationPtr generic = evaluator.evaluate(named, catalogue);
    CHECK(generic->find("oam")->economics.capex->total().inCurrencyUnits() == Approx(59400.0));
    CHECK(generic->recommendation->get().recommended()->capex->inCurrencyUnits() == Approx(59400.0));
    const EvaluationPtr system = evaluator.evaluate(serving({"oam"}), catalogue);
    CHECK(system->find("oam")->economics.server->id == "oam-platform");
    CHECK(system->find("oam")->economics.capex->total().inCurrencyUnits() == Approx(200000.0));
    CHECK(system->recommendation->get().recommended()->capex->inCurrencyUnits() == Approx(200000.0));
}

TEST_CASE("A card whose host cost is unknown is marked capex understated and never wins silently", "[scenario][server]")
{
    // "module" fits no server (a dual-die module): its 1 x 1,000 CNY counts the card alone, cheaper than
    // "oam" at 3,000 + 8 x 3,000 x 0.37 = 11,880. It is marked, and ranks after the like-for-like option.
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {card("module", "dual-die module", 1000), card("oam", "OAM", 3000)};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(serving({"module", "oam"}), catalogue);
    const CardEconomics& module = e->find("module")->economics;
    CHECK_FALSE(module.server);
    CHECK(module.capex->total().inCurrencyUnits() == Approx(1000.0));
    CHECK(module.capexUnderstated);
    CHECK(std::any_of(module.codedNotes.begin(), module.codedNotes.end(),
                      [](const EconomicsNote& n) { return n.code == EconomicsNoteCode::CapexUnderstated; }));
    const ScenarioRecommendation& r = e->recommendation->get();
    REQUIRE(r.recommended());
    CHECK(r.recommended()->cardId == "oam");
    CHECK(r.recommended()->totalCost->inCurrencyUnits() == Approx(11880.0));
    REQUIRE(r.runnerUp());
    CHECK(r.runnerUp()->cardId == "module");
    CHECK(r.runnerUp()->capexUnderstated);
    CHECK_FALSE(r.runnerUp()->onParetoFront);

    // A host share of the user's own makes the host cost known: 1,000 + 8 x 1,000 x 0.5 = 5,000 (8 GPUs per server
    // where no server is known, as the power model), like for like, and it wins.
    ScenarioState withShare = serving({"module", "oam"});
    withShare.economics.hostShare = 0.5;
    const EvaluationPtr shared = evaluator.evaluate(withShare, catalogue);
    CHECK_FALSE(shared->find("module")->economics.capexUnderstated);
    CHECK(shared->recommendation->get().recommended()->cardId == "module");
    CHECK(shared->recommendation->get().recommended()->totalCost->inCurrencyUnits() == Approx(5000.0));
}

TEST_CASE("Using an option names its server for the card and lays the card out first", "[scenario][server]")
{
    ScenarioState s = serving({"a", "b"});
    RecommendOption option;
    option.cardId = "b";
    option.serverId = "generic-pcie-4";
    const ScenarioState next = withOption(s, option, CatalogueSnapshot{});
    CHECK(next.selectedCardIds == std::vector<std::string>{"b", "a"});
    CHECK(next.economics.serverByCard.at("b") == "generic-pcie-4");
}
