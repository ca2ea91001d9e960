#include "../performance/CardFixtures.h"

#include "recommend/Recommender.h"
#include "scenario/RecommendInputsFor.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// Two cards and two facilities; the H100 is quoted in USD, the L4 in CNY (figures made up for the arithmetic).
CatalogueSnapshot catalogue()
{
    CatalogueSnapshot c;
    Accelerator h100 = fixtures::h100();
    h100.price = PriceQuote{Money::amount(25000), "USD", "2026-01-01", "test"};
    Accelerator l4 = fixtures::l4();
    l4.price = PriceQuote{Money::amount(18000), "CNY", "2026-01-01", "test"};
    c.cards = {h100, l4};
    Facility east;
    east.id = "east";
    Facility west;
    west.id = "west";
    west.currency = "USD";
    west.electricityPricePerKwh = 0.10;
    c.facilities = {east, west};
    return c;
}

ScenarioState inference70b()
{
    ScenarioState s; // Llama-3.1-70B inference: 8,192-token context, 512 output tokens, 2,000 tokens/s at 50 ms
    s.workload.weights = Precision::FP8;
    s.workload.kvCache = Precision::FP8;
    s.workload.utilisation = 0.6;
    s.economics.facilityId = "west";
    s.selectedCardIds = {"l4", "h100-sxm-80gb"};
    return s;
}

} // namespace

TEST_CASE("A saved scenario becomes the recommender's inputs, figure for figure", "[scenario][recommend]")
{
    const auto in = recommendInputsFor(inference70b(), catalogue());
    REQUIRE(in);
    CHECK(in->arch.id == "llama-3.1-70b");
    CHECK_FALSE(in->training);
    // The context holds prompt and output: 8,192 - 512 = 7,680 prompt tokens.
    CHECK(in->inference.inputTokens == 7680);
    CHECK(in->inference.outputTokens == 512);
    CHECK(in->inference.kvCache == Precision::FP8);
    // The workload's targets are the limits: 2,000 tokens/s, 50 ms per output token.
    REQUIRE(in->constraints.outputTokensPerSecond);
    CHECK(*in->constraints.outputTokensPerSecond == 2000.0);
    REQUIRE(in->constraints.maxTpot);
    CHECK(in->constraints.maxTpot->inSeconds() == Approx(0.050));
    CHECK_FALSE(in->constraints.budget);
    // "Which card, in which facility?": every catalogue card and facility, whatever the selection, as the window's
    // Recommend view searches them.
    REQUIRE(in->cards.size() == 2);
    CHECK(in->cards[0].id == "h100-sxm-80gb");
    CHECK(in->cards[1].id == "l4");
    REQUIRE(in->facilities.size() == 2);
    // Prices in the scenario's CNY as the evaluation converts them: the scenario's 7.2 CNY per USD, and 7.8 / 7.2
    // = 1.0833 USD per EUR seen from CNY is not asked for; a USD facility's 0.10/kWh becomes 0.72 CNY/kWh.
    CHECK(in->economics.currency == "CNY");
    CHECK(in->economics.exchangeRates.at("USD") == Approx(7.2));
    CHECK(in->economics.exchangeRates.at("EUR") == Approx(7.8));
    CHECK(in->economics.cardPrices.empty()); // the catalogue's quotes are the basis
    CHECK(in->facilities[1].currency == "CNY");
    CHECK(in->facilities[1].electricityPricePerKwh == Approx(0.72));
    CHECK(in->economics.years == 4);
    CHECK(in->economics.pricePerKwh == Approx(0.70));
    CHECK(in->economics.utilisation == Approx(0.6));
    CHECK(in->search.precisions.empty()); // the recommender's own list
    CHECK(in->rankBy == RankMetric::TotalCost);
}

TEST_CASE("The constraints section widens and limits the search", "[scenario][recommend]")
{
    ScenarioState s = inference70b();
    ScenarioConstraints& c = s.constraints;
    c.budget = 5e6;
    c.maxTpotMs = 20.0;
    c.maxTtftMs = 800.0;
    c.outputTokensPerSecond = 500.0;
    c.precisions = {Precision::FP8, Precision::INT4};
    c.maxGpus = 16;
    c.maxTensorParallel = 4;
    c.maxRacks = 3;
    c.maxItPowerKw = 40.0;
    c.cardIds = {"l4"};
    c.facilityIds = {"east"};
    c.minGbGrade = Gb50174Grade::A;
    c.rankBy = RankMetric::CostPerMillionTokens;
    s.economics.requirements.dualFeeds = true;
    const auto in = recommendInputsFor(s, catalogue());
    REQUIRE(in);
    CHECK(in->constraints.budget->inCurrencyUnits() == 5e6);
    CHECK(in->constraints.maxTpot->inSeconds() == Approx(0.020));
    CHECK(in->constraints.maxTtft->inSeconds() == Approx(0.800));
    CHECK(*in->constraints.outputTokensPerSecond == 500.0);
    CHECK(in->search.precisions == std::vector<Precision>{Precision::FP8, Precision::INT4});
    CHECK(in->search.maxGpus == 16);
    CHECK(in->search.maxTensorParallel == 4);
    CHECK(in->constraints.maxRacks == 3);
    CHECK(in->constraints.maxItPower->inWatts() == 40000.0);
    CHECK(in->search.ownership == Ownership::Owned); // unset: buy
    CHECK(in->rentals.empty());                      // no rates looked up for an owned search
    REQUIRE(in->cards.size() == 1);                  // the constraints' candidates only
    CHECK(in->cards[0].id == "l4");
    REQUIRE(in->facilities.size() == 1);
    CHECK(in->facilities[0].id == "east");
    CHECK(in->requirements.dualFeeds);                     // the window's box
    CHECK(in->requirements.minGbGrade == Gb50174Grade::A); // the constraint added to it
    CHECK(in->rankBy == RankMetric::CostPerMillionTokens);
}

TEST_CASE("Training scenarios get the run's shape and the deadline", "[scenario][recommend]")
{
    ScenarioState s;
    s.workload.mode = TaskMode::PreTraining;
    s.workload.trainingTokens = 2e12;
    s.workload.contextTokens = 4096;
    s.workload.microBatch = 2;
    s.constraints.trainingDeadlineHours = 720.0;
    s.constraints.rankBy = RankMetric::CostPerRun;
    const auto in = recommendInputsFor(s, catalogue());
    REQUIRE(in);
    CHECK(in->training);
    CHECK(in->trainingRun.tokens == 2e12);
    CHECK(in->trainingRun.sequence == 4096);
    CHECK(in->trainingRun.microBatch == 2);
    CHECK(in->constraints.maxTrainingTime->inHours() == Approx(720.0));
    CHECK_FALSE(in->constraints.maxTpot); // latency targets are inference's
    CHECK(in->trainingMode == WorkloadMode::Training);

    // LoRA / QLoRA: the adapters' memory on a frozen base (QLoRA's base in its 4-bit format).
    s.workload.mode = TaskMode::Qlora;
    s.workload.weights = Precision::NF4;
    const auto qlora = recommendInputsFor(s, catalogue());
    REQUIRE(qlora);
    CHECK(qlora->training);
    CHECK(qlora->trainingMode == WorkloadMode::Qlora);
    CHECK(qlora->qloraBase == Precision::NF4);
}

TEST_CASE("Recommend inputs name the key of a bad scenario", "[scenario][recommend]")
{
    ScenarioState s = inference70b();
    auto in = recommendInputsFor(s, CatalogueSnapshot{});
    REQUIRE_FALSE(in);
    CHECK(in.error().field == "cards");

    s = inference70b();
    s.constraints.facilityIds = {"nowhere"};
    in = recommendInputsFor(s, catalogue());
    REQUIRE_FALSE(in);
    CHECK(in.error().field == "constraints.facilities");

    s = inference70b();
    s.constraints.cardIds = {"h900"};
    in = recommendInputsFor(s, catalogue());
    REQUIRE_FALSE(in);
    CHECK(in.error().field == "constraints.cards");

    s = inference70b();
    s.constraints.rankBy = RankMetric::CostPerRun;
    in = recommendInputsFor(s, catalogue());
    REQUIRE_FALSE(in);
    CHECK(in.error().field == "constraints.rank_by");
}

TEST_CASE("Renting looks up each card's rate at the scenario's term, in its currency", "[scenario][recommend]")
{
    CatalogueSnapshot c = catalogue();
    CloudOffer offer; // made-up rates: USD 2.50 on demand, 1.80 with a 1-year commitment
    offer.id = "cloud-h100";
    offer.provider = "Cloud";
    offer.cardId = "h100-sxm-80gb";
    offer.onDemandPerGpuHour = Money::amount(2.50);
    offer.oneYearPerGpuHour = Money::amount(1.80);
    offer.currency = "USD";
    c.cloudOffers = {offer};
    ScenarioState s = inference70b();
    s.constraints.ownership = Ownership::Either;
    s.economics.cloud.term = CloudTerm::OneYear;
    const auto in = recommendInputsFor(s, c);
    REQUIRE(in);
    CHECK(in->search.ownership == Ownership::Either);
    REQUIRE(in->rentals.size() == 1); // the L4 has no offer, so it is not rented
    CHECK(in->rentals[0].cardId == "h100-sxm-80gb");
    CHECK(in->rentals[0].offerId == "cloud-h100");
    CHECK(in->rentals[0].term == CloudTerm::OneYear);
    CHECK(in->rentals[0].pricePerGpuHour.inCurrencyUnits() == Approx(1.80 * 7.2)); // 12.96 CNY at 7.2 CNY/USD
}

TEST_CASE("Without a P99 target the traffic keys change no recommendation: with one the peak is sized",
          "[scenario][recommend][serving]")
{
    // An old file (no serving keys) and the same file with a peak, spreads and burstiness but no P99 target: the
    // recommender's inputs carry no serving sizing, so every option's GPUs, replicas and cost are the same.
    const ScenarioState old = inference70b();
    ScenarioState traffic = old;
    traffic.constraints.peakRequestsPerSecond = 9.0;
    traffic.constraints.burstiness = 2.0;
    traffic.constraints.inputTokensSpread = 0.5;
    const auto a = recommendInputsFor(old, catalogue());
    const auto b = recommendInputsFor(traffic, catalogue());
    REQUIRE(a);
    REQUIRE(b);
    CHECK_FALSE(a->constraints.serving);
    CHECK_FALSE(b->constraints.serving);
    const auto ra = recommend(*a);
    const auto rb = recommend(*b);
    REQUIRE(ra);
    REQUIRE(rb);
    REQUIRE(ra->ranked.size() == rb->ranked.size());
    for (std::size_t i = 0; i < ra->ranked.size(); ++i) {
        CHECK(ra->ranked[i].gpus == rb->ranked[i].gpus);
        CHECK(ra->ranked[i].replicas == rb->ranked[i].replicas);
        CHECK(ra->ranked[i].totalCost == rb->ranked[i].totalCost);
        CHECK_FALSE(rb->ranked[i].serving);
    }

    // A P99 target turns the sizing on: the peak of 9 requests/s, the larger of it and 2,000 / 512 = 3.9 from the
    // output-token peak; spreads and burstiness as given, the rest at their defaults.
    traffic.constraints.tpotP99Ms = 80.0;
    traffic.constraints.peakOutputTokensPerSecond = 2000.0;
    const auto c = recommendInputsFor(traffic, catalogue());
    REQUIRE(c);
    REQUIRE(c->constraints.serving);
    CHECK(c->constraints.serving->peakRequestsPerSecond == Approx(9.0));
    CHECK(c->constraints.serving->tpotP99->inSeconds() == Approx(0.08));
    CHECK_FALSE(c->constraints.serving->ttftP99);
    CHECK(c->constraints.serving->burstiness == 2.0);
    CHECK(c->constraints.serving->inputSpread == 0.5);
    CHECK(c->constraints.serving->outputSpread == 0.0);
}

TEST_CASE("Renting an export-controlled card passes over an offer located in China for one elsewhere",
          "[scenario][recommend][export]")
{
    CatalogueSnapshot c = catalogue();
    c.cards[0].exportControl = "US EAR ECCN 3A090"; // the H100 (docs/DATABASE.md, "cards")
    c.cards[0].exportRestrictedIn = {"CN", "HK", "MO"};
    CloudOffer china; // made-up rates: CNY 8 in China, USD 2.50 (CNY 18 at 7.2) in the US
    china.id = "china-h100";
    china.provider = "Cloud";
    china.cardId = "h100-sxm-80gb";
    china.onDemandPerGpuHour = Money::amount(8.0);
    china.currency = "CNY";
    china.country = "CN";
    CloudOffer us = china;
    us.id = "us-h100";
    us.onDemandPerGpuHour = Money::amount(2.50);
    us.currency = "USD";
    us.country = "US";
    c.cloudOffers = {china, us};
    ScenarioState s = inference70b();
    s.constraints.ownership = Ownership::Rented;
    auto in = recommendInputsFor(s, c);
    REQUIRE(in);
    REQUIRE(in->rentals.size() == 1);
    CHECK(in->rentals[0].offerId == "us-h100");
    CHECK(in->rentals[0].country == "US");
    CHECK(in->rentals[0].pricePerGpuHour.inCurrencyUnits() == Approx(2.50 * 7.2));

    // Allowed: the cheapest offer, the Chinese one at CNY 8.
    s.constraints.allowExportControlled = true;
    in = recommendInputsFor(s, c);
    REQUIRE(in);
    REQUIRE(in->rentals.size() == 1);
    CHECK(in->rentals[0].offerId == "china-h100");
    CHECK(in->constraints.allowExportControlled);

    // Only the Chinese offer: it stays, and the recommender leaves the card out saying why.
    s.constraints.allowExportControlled = false;
    c.cloudOffers = {china};
    in = recommendInputsFor(s, c);
    REQUIRE(in);
    REQUIRE(in->rentals.size() == 1);
    CHECK(in->rentals[0].country == "CN");
}

TEST_CASE("The server a scenario names for a card brings its network to the recommender", "[scenario][network]")
{
    // Two H100 servers: the catalogue's choice (a host share) at 400 Gb/s per GPU and an OEM box at 100 Gb/s.
    CatalogueSnapshot c = catalogue();
    Server dgx;
    dgx.id = "dgx";
    dgx.cardId = "h100-sxm-80gb";
    dgx.hostShare = 0.37;
    dgx.networkGbpsPerGpu = 400.0;
    Server oem = dgx;
    oem.id = "oem";
    oem.hostShare.reset();
    oem.networkGbpsPerGpu = 100.0;
    c.servers = {dgx, oem};
    // The snapshot's cards carry the catalogue's choice, as the repository attaches it.
    c.cards[0].scaleOut = ScaleOutNetwork{400.0, "dgx", ""};
    ScenarioState s = inference70b();
    s.economics.serverByCard = {{"h100-sxm-80gb", "oem"}};
    const auto in = recommendInputsFor(s, c);
    REQUIRE(in);
    const auto h100 = std::find_if(in->cards.begin(), in->cards.end(),
                                   [](const Accelerator& card) { return card.id == "h100-sxm-80gb"; });
    REQUIRE(h100 != in->cards.end());
    REQUIRE(h100->scaleOut);
    CHECK(h100->scaleOut->serverId == "oem");
    CHECK(h100->scaleOut->gbpsPerGpu == 100.0);
    // Without a named server the catalogue's choice stays.
    const auto plain = recommendInputsFor(inference70b(), c);
    REQUIRE(plain);
    for (const Accelerator& card : plain->cards)
        if (card.id == "h100-sxm-80gb")
            CHECK(card.scaleOut->serverId == "dgx");
}
