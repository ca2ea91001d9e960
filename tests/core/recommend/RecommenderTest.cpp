#include "recommend/Recommender.h"

#include "model/ModelPresets.h"
#include "performance/TrainingEstimator.h"
#include "performance/TrainingLayoutSearch.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gputco;

namespace {

// Two made-up cards with round figures: "big" is H100-like, "small" L4-like (gpu_specs.csv), priced by hand.
Accelerator big()
{
    Accelerator c;
    c.id = "big";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(20000), "CNY", "2026-01-01", "test"};
    return c;
}

Accelerator small()
{
    Accelerator c;
    c.id = "small";
    c.memory = Bytes::gigabytes(24);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(300);
    c.tdp = Watts::of(72);
    c.peak.bf16Tflops = 121;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    c.price = PriceQuote{Money::amount(3000), "CNY", "2026-01-01", "test"};
    return c;
}

// Serve Llama-2-7B in BF16 with free electricity: the total cost is then GPUs x card price, exactly.
RecommendInputs serving()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {big(), small()};
    in.search.precisions = {Precision::BF16};
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    return in;
}

// A hall with 415 V x 125 A x 3 phases per rack: about 70 kW, seven 8-GPU "big" servers of about 10 kW.
Facility threePhaseHall()
{
    Facility hall;
    hall.id = "hall";
    hall.currency = "CNY";
    hall.rack.voltage = 415;
    hall.rack.phases = 3;
    hall.rack.breakerAmps = 125;
    return hall;
}

const RecommendOption* optionFor(const RecommendResult& r, const char* card, int tp)
{
    for (const RecommendOption& o : r.ranked)
        if (o.cardId == card && o.parallel.tensor == tp)
            return &o;
    return nullptr;
}

} // namespace

TEST_CASE("Serving ranks by total cost: one small card for 3,000", "[recommend]")
{
    const auto result = recommend(serving());
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    const RecommendOption& first = result->ranked.front();
    CHECK(first.cardId == "small");
    CHECK(first.gpus == 1);
    CHECK(first.totalCost->inCurrencyUnits() == Approx(3000.0));
    // Every option costs GPUs x price: small TP2 = 6,000, big TP1 = 20,000, big TP2 = 40,000.
    for (const RecommendOption& o : result->ranked)
        CHECK(o.totalCost->inCurrencyUnits() == Approx(o.gpus * (o.cardId == "big" ? 20000.0 : 3000.0)));
    REQUIRE(optionFor(*result, "small", 2));
    CHECK(optionFor(*result, "small", 2)->totalCost->inCurrencyUnits() == Approx(6000.0));
    REQUIRE(optionFor(*result, "big", 1));
    // The big card reads its 13.5 GB of weights 11x faster (3,350 against 300 GB/s): lower TPOT at the same TP.
    CHECK(optionFor(*result, "big", 1)->latencySeconds < optionFor(*result, "small", 1)->latencySeconds);
}

TEST_CASE("The Pareto front: cheapest first, each step faster and dearer, the rest dominated", "[recommend]")
{
    const auto result = recommend(serving());
    REQUIRE(result);
    REQUIRE(result->front.size() >= 2);
    CHECK(result->front.front().cardId == "small");
    CHECK(result->front.front().gpus == 1);
    for (std::size_t i = 1; i < result->front.size(); ++i) {
        CHECK(result->front[i].rankValue > result->front[i - 1].rankValue);
        CHECK(result->front[i].latencySeconds < result->front[i - 1].latencySeconds);
    }
    for (const RecommendOption& o : result->ranked) {
        if (o.onParetoFront)
            continue;
        const bool dominated = std::any_of(result->front.begin(), result->front.end(), [&](const RecommendOption& f) {
            return f.rankValue <= o.rankValue && f.latencySeconds <= o.latencySeconds;
        });
        CHECK(dominated);
    }
}

TEST_CASE("A budget keeps only what it pays for", "[recommend]")
{
    RecommendInputs in = serving();
    in.constraints.budget = Money::amount(3000); // the single small card, nothing else
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 1);
    CHECK(result->ranked.front().cardId == "small");
    in.constraints.budget = Money::amount(2999);
    result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    CHECK(std::find(result->excluded.begin(), result->excluded.end(), "small: options over the budget dropped")
          != result->excluded.end());
}

TEST_CASE("A latency target only the fast card meets", "[recommend]")
{
    // At TP 1 a decode step reads at least the 13.48 GB of weights: on the small card 13.48 / (300 x 0.7 efficiency)
    // = 64 ms > 10 ms, on the big one 13.48 / (3,350 x 0.7) = 5.7 ms, leaving room for some KV cache.
    RecommendInputs in = serving();
    in.search.maxTensorParallel = 1;
    in.constraints.maxTpot = Duration::seconds(0.010);
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 1);
    CHECK(result->ranked.front().cardId == "big");
    CHECK(result->ranked.front().tpot->inSeconds() <= 0.010);
    CHECK(result->excluded.size() == 1); // the small card, with the reason
    CHECK(result->excluded.front().rfind("small:", 0) == 0);
}

TEST_CASE("A throughput target sets the replicas", "[recommend]")
{
    RecommendInputs in = serving();
    in.constraints.outputTokensPerSecond = 20000;
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    for (const RecommendOption& o : result->ranked) {
        const double perReplica = *o.outputTokensPerSecond / o.replicas;
        CHECK(*o.outputTokensPerSecond >= 20000.0);
        CHECK((o.replicas - 1) * perReplica < 20000.0); // one replica fewer would not do
        CHECK(o.gpus == o.replicas * o.parallel.tensor);
    }
}

TEST_CASE("Energy, host and amortisation over the period by hand", "[recommend]")
{
    // One small card in a catalogue server of 1 GPU with a 100 W system maximum, 1.0 per kWh, PUE 1, 1 year,
    // utilisation 0.5. power/: card = idle + (TDP - idle) x 0.5 = 10.8 + 61.2 x 0.5 = 41.4 W (idle 0.15 x TDP);
    // host maximum = 100 - 72 = 28 W at 0.3 + 0.4 x 0.5 = 0.5 of it = 14 W; 55.4 W x 8,760 h = 485.30 kWh = 485.30.
    RecommendInputs in = serving();
    in.cards = {small()};
    in.search.maxTensorParallel = 1;
    Server box;
    box.id = "one-small";
    box.cardId = "small";
    box.gpusPerServer = 1;
    box.systemMaxPower = Watts::of(100);
    in.servers = {box};
    in.economics.pricePerKwh = 1.0;
    in.economics.pue = 1.0;
    in.economics.years = 1;
    in.economics.utilisation = 0.5;
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 1);
    const RecommendOption& o = result->ranked.front();
    CHECK(o.itAverage.inWatts() == Approx(55.4));
    CHECK(o.itPeak.inWatts() == Approx(100.0));
    CHECK(o.monthlyOpex.inCurrencyUnits() * 12 == Approx(485.304));
    CHECK(o.totalCost->inCurrencyUnits() == Approx(3000.0 + 485.304));
}

TEST_CASE("Facilities: a refusal, a currency mismatch, and the fit that is kept", "[recommend][facility]")
{
    RecommendInputs in = serving();
    in.cards = {big()};
    in.search.maxTensorParallel = 8;
    Facility tiny;
    tiny.id = "tiny";
    tiny.currency = "CNY";
    tiny.rack.voltage = 220;
    tiny.rack.breakerAmps = 4; // 220 x 4 x 0.8 x 0.95 = 669 W per feed: not one 8-GPU big server (10 kW class)
    Facility abroad = tiny;
    abroad.id = "abroad";
    abroad.currency = "USD";
    Facility hall = threePhaseHall();
    hall.rackPricePerMonth = Money::amount(1000);
    in.facilities = {tiny, abroad, hall};
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    for (const RecommendOption& o : result->ranked) {
        CHECK(o.facilityId == std::optional<std::string>("hall"));
        CHECK(o.racks == 1);
        // Free electricity: cards + 1 rack x 1,000 x 36 months.
        CHECK(o.totalCost->inCurrencyUnits() == Approx(o.gpus * 20000.0 + 36000.0));
    }
    const auto mentions = [&](const std::string& text) {
        return std::any_of(result->excluded.begin(), result->excluded.end(),
                           [&](const std::string& line) { return line.find(text) != std::string::npos; });
    };
    CHECK(mentions("at tiny: "));
    CHECK(mentions("abroad: prices in USD"));
}

TEST_CASE("A card without a price is feasible but not ranked", "[recommend]")
{
    RecommendInputs in = serving();
    in.cards[1].price.reset();
    auto result = recommend(in);
    REQUIRE(result);
    CHECK(std::none_of(result->ranked.begin(), result->ranked.end(),
                       [](const RecommendOption& o) { return o.cardId == "small"; }));
    REQUIRE_FALSE(result->unpriced.empty());
    CHECK(result->unpriced.front().cardId == "small");
    CHECK_FALSE(result->unpriced.front().totalCost.has_value());
    // The user's quote fills the gap.
    in.economics.cardPrices["small"] = Money::amount(2500);
    result = recommend(in);
    CHECK(result->ranked.front().cardId == "small");
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(2500.0));
}

TEST_CASE("Training: the deadline sets the GPU count: cost per run by hand", "[recommend][training]")
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.training = true;
    in.trainingRun.tokens = 2e9;
    in.trainingRun.recompute = Recompute::Selective;
    in.cards = {big()};
    in.search.precisions = {Precision::BF16};
    in.search.maxGpus = 64;
    in.constraints.maxTrainingTime = Duration::hours(4);
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    const RecommendOption& cheapest = result->ranked.front();
    CHECK(cheapest.runTime->inHours() <= 4.0);
    // Half the GPUs would miss the deadline (or not hold the model).
    TrainingSearchInputs half;
    half.gpus = cheapest.gpus / 2;
    half.run = in.trainingRun;
    half.microBatch = in.trainingRun.microBatch;
    half.recompute = Recompute::Selective;
    half.zeroStage = in.zeroStage;
    const auto plan = searchTrainingLayout(in.arch, big(), half);
    if (plan)
        CHECK(plan->performance.wallTime->inHours() > 4.0);
    // Free electricity, 3 years: owned cost per GPU-hour = GPUs x 20,000 / 36 / (GPUs x 730 h);
    // cost per run = GPU-hours x that = run hours x GPUs x 20,000 / 26,280.
    const double gpuHours = cheapest.runTime->inHours() * cheapest.gpus;
    CHECK(cheapest.costPerRun->inCurrencyUnits() == Approx(gpuHours * 20000.0 / 26280.0));
    // More GPUs finish sooner and cost more: the front has more than one point.
    CHECK(result->front.size() >= 2);
}

TEST_CASE("Inputs that make the search meaningless name the input", "[recommend]")
{
    RecommendInputs in = serving();
    in.cards.clear();
    CHECK(recommend(in).error().field == "cards");
    in = serving();
    in.rankBy = RankMetric::CostPerRun;
    CHECK(recommend(in).error().field == "rank");
    in = serving();
    in.training = true;
    CHECK(recommend(in).error().field == "tokens");
    in = serving();
    in.economics.years = 0;
    CHECK(recommend(in).error().field == "years");
    CHECK(parseRankMetric("cost-per-million-tokens") == RankMetric::CostPerMillionTokens);
}

TEST_CASE("Prices in another currency count at the scenario's rate: a system price wins", "[recommend][price]")
{
    RecommendInputs in = serving();
    in.cards[1].price = PriceQuote{Money::amount(500), "USD", "2026-01-01", "test"};
    // Without a USD rate the small card is not ranked (as before issue 13).
    auto unconverted = recommend(in);
    REQUIRE(unconverted);
    CHECK_FALSE(optionFor(*unconverted, "small", 1));
    // At 7.2 CNY per USD: 500 USD = 3,600 CNY a card.
    in.economics.exchangeRates["USD"] = 7.2;
    auto converted = recommend(in);
    REQUIRE(converted);
    REQUIRE(optionFor(*converted, "small", 1));
    CHECK(optionFor(*converted, "small", 1)->totalCost->inCurrencyUnits() == Approx(3'600.0));

    // A server with a system price: one 8-GPU system at 100,000 CNY holds the 2-GPU option's cards too.
    Server box;
    box.id = "big-box";
    box.cardId = "big";
    box.gpusPerServer = 8;
    box.price = PriceQuote{Money::amount(100'000), "CNY", "2026-01-01", "test"};
    in.servers = {box};
    auto system = recommend(in);
    REQUIRE(system);
    REQUIRE(optionFor(*system, "big", 1));
    CHECK(optionFor(*system, "big", 1)->totalCost->inCurrencyUnits() == Approx(100'000.0));

    // No system price: GPUs x card price plus the host share of a whole server (no server is known for the card:
    // 8 GPUs, as the power model), 20,000 + 8 x 20,000 x 0.25 = 60,000 for one GPU.
    in.servers.clear();
    in.economics.hostShare = 0.25;
    auto shared = recommend(in);
    REQUIRE(shared);
    CHECK(optionFor(*shared, "big", 1)->totalCost->inCurrencyUnits() == Approx(60'000.0));
    CHECK_FALSE(optionFor(*shared, "big", 1)->capexUnderstated);
}

TEST_CASE("The residual curve and discount rate reach the ranking: bad ones are refused", "[recommend][price]")
{
    RecommendInputs in = serving();
    // 3 years (the default period) on the default curve leave 27.5 %: one small card costs 3,000 x 0.725 = 2,175.
    in.economics.residual = ResidualCurve::dataCentreDefault();
    auto result = recommend(in);
    REQUIRE(result);
    CHECK(optionFor(*result, "small", 1)->totalCost->inCurrencyUnits() == Approx(2'175.0));
    CHECK_FALSE(optionFor(*result, "small", 1)->presentValue); // no discount rate: the total is its own value
    // At 10 % a year the resale of 825 after three years is worth 825 / 1.1^3 = 619.83 today: 3,000 - 619.83.
    in.economics.discountRate = 0.10;
    result = recommend(in);
    REQUIRE(result);
    CHECK(optionFor(*result, "small", 1)->totalCost->inCurrencyUnits() == Approx(2'175.0));
    REQUIRE(optionFor(*result, "small", 1)->presentValue);
    CHECK(optionFor(*result, "small", 1)->presentValue->inCurrencyUnits() == Approx(3000.0 - 825.0 / 1.331));
    // Rented at 0.5 a GPU-hour: 255.5 a month, the 36 payments discounted monthly at 10 % a year.
    in.rentals = {RentalRate{"small", "cloud-small", CloudTerm::OnDemand, Money::amount(0.5), "CNY"}};
    in.search.ownership = Ownership::Rented;
    result = recommend(in);
    REQUIRE(result);
    double annuity = 0.0;
    for (int m = 1; m <= 36; ++m)
        annuity += std::pow(1.1, -m / 12.0);
    CHECK(result->ranked.front().presentValue->inCurrencyUnits() == Approx(255.5 * annuity));
    in.search.ownership = Ownership::Owned;
    in.economics.discountRate = 0.6;
    CHECK(recommend(in).error().field == "discount-rate");
    in.economics.discountRate = 0.0;
    in.economics.residual = ResidualCurve{{0.5, 0.7}};
    CHECK(recommend(in).error().field == "residual-curve");
}

TEST_CASE("Renting: rate x GPUs x 730 h x utilisation a month: ownership decides what is ranked", "[recommend][rent]")
{
    RecommendInputs in = serving(); // 3 years, utilisation 0.7, free electricity
    in.rentals = {RentalRate{"small", "cloud-small", CloudTerm::OnDemand, Money::amount(0.5), "CNY"},
                  RentalRate{"big", "cloud-big", CloudTerm::OneYear, Money::amount(2.0), "CNY"}};
    in.search.ownership = Ownership::Rented;
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    const RecommendOption& first = result->ranked.front();
    CHECK(first.rented);
    CHECK(first.cardId == "small");
    CHECK(first.gpus == 1);
    CHECK(first.cloudOfferId == std::optional<std::string>("cloud-small"));
    CHECK_FALSE(first.facilityId);
    CHECK(first.capex->inCurrencyUnits() == 0.0);
    // 0.5 x 1 GPU x 730 h x 0.7 = 255.5 a month; x 36 months = 9,198.
    CHECK(first.monthlyOpex.inCurrencyUnits() == Approx(255.5));
    CHECK(first.totalCost->inCurrencyUnits() == Approx(9198.0));
    // Per million tokens at the rented rate: 0.5 / (tokens/s x 3,600) x 1e6, utilisation cancels.
    REQUIRE(first.outputTokensPerSecond);
    CHECK(first.costPerMillionTokens->inCurrencyUnits() == Approx(0.5 / (*first.outputTokensPerSecond * 3600) * 1e6));
    for (const RecommendOption& o : result->ranked)
        CHECK(o.rented);
    const auto big1 = std::find_if(result->ranked.begin(), result->ranked.end(),
                                   [](const RecommendOption& o) { return o.cardId == "big" && o.gpus == 1; });
    REQUIRE(big1 != result->ranked.end());
    CHECK(big1->cloudTerm == CloudTerm::OneYear);
    CHECK(big1->totalCost->inCurrencyUnits() == Approx(2.0 * 730 * 0.7 * 36)); // 36,792

    // Either: the small card bought for 3,000 with no host cost known is understated, so renting it ranks first;
    // bought in a 1-GPU box at 4,000 (a system price: host included) it beats renting for 9,198.
    in.search.ownership = Ownership::Either;
    result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.front().rented);
    const auto understated =
        std::find_if(result->ranked.begin(), result->ranked.end(), [](const RecommendOption& o) { return !o.rented; });
    REQUIRE(understated != result->ranked.end());
    CHECK(understated->capexUnderstated);
    Server box;
    box.id = "small-box";
    box.cardId = "small";
    box.gpusPerServer = 1;
    box.price = PriceQuote{Money::amount(4000), "CNY", "2026-01-01", "test"};
    in.servers = {box};
    result = recommend(in);
    REQUIRE(result);
    CHECK_FALSE(result->ranked.front().rented);
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(4000.0));
    CHECK(std::any_of(result->ranked.begin(), result->ranked.end(), [](const RecommendOption& o) { return o.rented; }));

    // Rented, and no offer for the big card: it is left out for want of one.
    in.search.ownership = Ownership::Rented;
    in.rentals.pop_back();
    result = recommend(in);
    REQUIRE(result);
    const auto bigOut = std::find_if(result->leftOut.begin(), result->leftOut.end(),
                                     [](const CardLeftOut& l) { return l.cardId == "big"; });
    REQUIRE(bigOut != result->leftOut.end());
    CHECK(bigOut->reason == LeftOutReason::NoOffer);
    CHECK(bigOut->detail.find("no cloud offer") != std::string::npos);
}

TEST_CASE("Site limits: an IT power cap and a rack cap leave out what needs more", "[recommend][facility]")
{
    // IT power: the cap between the small card's one-GPU peak and the big one's keeps only the small card.
    RecommendInputs in = serving();
    auto free = recommend(in);
    REQUIRE(free);
    const RecommendOption* small1 = optionFor(*free, "small", 1);
    const RecommendOption* big1 = optionFor(*free, "big", 1);
    REQUIRE(small1);
    REQUIRE(big1);
    REQUIRE(small1->itPeak < big1->itPeak);
    in.constraints.maxItPower = Watts::of((small1->itPeak.inWatts() + big1->itPeak.inWatts()) / 2);
    auto capped = recommend(in);
    REQUIRE(capped);
    for (const RecommendOption& o : capped->ranked)
        CHECK(o.itPeak <= *in.constraints.maxItPower);
    const auto bigOut = std::find_if(capped->leftOut.begin(), capped->leftOut.end(),
                                     [](const CardLeftOut& l) { return l.cardId == "big"; });
    REQUIRE(bigOut != capped->leftOut.end());
    CHECK(bigOut->reason == LeftOutReason::Footprint);
    CHECK(bigOut->detail.find("kW allowed") != std::string::npos);

    // Racks: a throughput only dozens of big cards serve fills more than one 70 kW rack (8-GPU servers of about
    // 10 kW, 415 V x 125 A x 3 phases); a cap of one rack leaves the big card out.
    in = serving();
    in.cards = {big()};
    in.search.maxTensorParallel = 8;
    in.constraints.outputTokensPerSecond = 400000;
    Facility hall = threePhaseHall();
    in.facilities = {hall};
    free = recommend(in);
    REQUIRE(free);
    REQUIRE(
        std::any_of(free->ranked.begin(), free->ranked.end(), [](const RecommendOption& o) { return o.racks > 1; }));
    CHECK(
        std::none_of(free->ranked.begin(), free->ranked.end(), [](const RecommendOption& o) { return o.racks <= 1; }));
    in.constraints.maxRacks = 1;
    capped = recommend(in);
    REQUIRE(capped);
    CHECK(capped->ranked.empty()); // every option the free search ranked needs two racks or more
    REQUIRE(capped->leftOut.size() == 1);
    CHECK(capped->leftOut[0].reason == LeftOutReason::Footprint);
    CHECK(capped->leftOut[0].detail.find("more than the 1 allowed") != std::string::npos);
}

TEST_CASE("A consumer card is owned only where the scenario allows it: renting it stays", "[recommend][licence]")
{
    // The small card as a GeForce: its licence (GeForce licence 2.1.3) does not permit datacentre deployment.
    RecommendInputs in = serving();
    in.cards[1].consumerLicence = true;
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    for (const RecommendOption& o : result->ranked)
        CHECK(o.cardId == "big");
    // Without it the big card at 20,000 a GPU is the cheapest owned option.
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(20000.0));
    const auto out = std::find_if(result->leftOut.begin(), result->leftOut.end(),
                                  [](const CardLeftOut& l) { return l.cardId == "small"; });
    REQUIRE(out != result->leftOut.end());
    CHECK(out->reason == LeftOutReason::Licence);

    // Allowed: the 3,000 card is back first, as in "Serving ranks by total cost".
    in.constraints.allowConsumerCards = true;
    result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.front().cardId == "small");
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(3000.0));

    // Rented, the provider's licence: 0.5 x 1 GPU x 730 h x 0.7 x 36 months = 9,198, as in "Renting".
    in.constraints.allowConsumerCards = false;
    in.rentals = {RentalRate{"small", "cloud-small", CloudTerm::OnDemand, Money::amount(0.5), "CNY"}};
    in.search.ownership = Ownership::Either;
    result = recommend(in);
    REQUIRE(result);
    const auto rented = std::find_if(result->ranked.begin(), result->ranked.end(),
                                     [](const RecommendOption& o) { return o.cardId == "small"; });
    REQUIRE(rented != result->ranked.end());
    CHECK(rented->rented);
    CHECK(rented->totalCost->inCurrencyUnits() == Approx(9198.0));
}
