#include "recommend/Recommender.h"

#include "cost/Capex.h"
#include "cost/Discounting.h"
#include "cost/ResidualCurve.h"
#include "recommend/CandidateCosting.h"
#include "recommend/FirstInOrder.h"
#include "recommend/PerformanceCandidate.h"
#include "recommend/RunningParetoFront.h"
#include "util/ThreadCount.h"
#include "util/VectorRegisterState.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <deque>
#include <exception>
#include <string_view>
#include <thread>
#include <unordered_set>
#include <vector>

namespace gputco {
namespace {

std::optional<Error> validate(const RecommendInputs& in)
{
    if (in.cards.empty())
        return Error{"cards", "give at least one card to search"};
    if (in.economics.years < 1 || in.economics.years > 30)
        return Error{"years", "must be between 1 and 30"};
    if (!(in.economics.utilisation > 0.0 && in.economics.utilisation <= 1.0))
        return Error{"utilisation", "must be above 0 and at most 1"};
    if (!(in.economics.pricePerKwh >= 0.0) || !(in.economics.pue >= 1.0 && in.economics.pue <= 5.0))
        return Error{"price", "electricity price must not be negative and PUE must be between 1 and 5"};
    if (auto error = validateResidualCurve(in.economics.residual))
        return error;
    if (auto error = validateDiscountRate(in.economics.discountRate))
        return error;
    if (!(in.economics.hostShare >= 0.0 && in.economics.hostShare <= kMaxHostShare))
        return Error{"host share", "must be from 0 to 3 (0 to 300 % of the GPUs' price)"};
    for (const auto& [currency, rate] : in.economics.exchangeRates)
        if (!(rate > 0.0) || !std::isfinite(rate))
            return Error{"exchange rates", currency + ": the rate must be a positive number"};
    if (in.search.maxGpus < 1 || in.search.maxGpus > 1'000'000)
        return Error{"max gpus", "must be between 1 and 1,000,000"};
    if (in.search.maxTensorParallel < 1 || in.search.maxTensorParallel > 64)
        return Error{"max tp", "must be between 1 and 64"};
    if (in.constraints.maxRacks && *in.constraints.maxRacks < 1)
        return Error{"max racks", "must be at least 1"};
    if (in.constraints.maxItPower && !(in.constraints.maxItPower->inWatts() > 0.0))
        return Error{"max IT power", "must be above 0 kW"};
    for (const RentalRate& r : in.rentals)
        if (!(r.pricePerGpuHour.inCurrencyUnits() > 0.0) || !std::isfinite(r.pricePerGpuHour.inCurrencyUnits()))
            return Error{"rentals", r.cardId + ": the rate per GPU-hour must be a positive number"};
    if (in.search.rackUnitsWithoutModel < 1)
        return Error{"rack units", "must be at least 1"};
    if (in.training && !(in.trainingRun.tokens > 0.0))
        return Error{"tokens", "training needs a positive number of tokens"};
    if (in.training && in.rankBy == RankMetric::CostPerMillionTokens)
        return Error{"rank", "cost per million tokens ranks inference options; use total-cost or cost-per-run"};
    if (!in.training && in.rankBy == RankMetric::CostPerRun)
        return Error{"rank", "cost per run ranks training options; use total-cost or cost-per-million-tokens"};
    if (!in.training)
        if (auto error = validateInferenceInputs(in.arch, in.inference))
            return error;
    if (!in.training && in.constraints.serving)
        if (auto error = validateServingSlo(*in.constraints.serving))
            return error;
    return std::nullopt;
}

std::optional<double> rankValue(const RecommendOption& o, RankMetric metric)
{
    switch (metric) {
    case RankMetric::TotalCost: return o.totalCost ? std::optional(o.totalCost->inCurrencyUnits()) : std::nullopt;
    case RankMetric::CostPerMillionTokens:
        return o.costPerMillionTokens ? std::optional(o.costPerMillionTokens->inCurrencyUnits()) : std::nullopt;
    case RankMetric::CostPerRun: return o.costPerRun ? std::optional(o.costPerRun->inCurrencyUnits()) : std::nullopt;
    }
    return std::nullopt;
}

const RentalRate* rentalFor(const RecommendInputs& in, const std::string& cardId)
{
    for (const RentalRate& r : in.rentals)
        if (r.cardId == cardId)
            return &r;
    return nullptr;
}

// An option whose capex leaves out the host never wins silently: it ranks after every like-for-like one and stays
// off the cost-latency front (docs/MODEL.md, Capex understated). Equal to the minor unit, the smaller commitment
// first (the lower total: an owned run costs the same share of GPU-hours on 8 or 256 GPUs, and buying 256 for it is
// no answer), then the faster; then the order they were found in (FirstInOrder).
bool rankedBefore(const RecommendOption& a, const RecommendOption& b)
{
    if (a.capexUnderstated != b.capexUnderstated)
        return b.capexUnderstated;
    const long long ra = std::llround(a.rankValue * 100.0);
    const long long rb = std::llround(b.rankValue * 100.0);
    if (ra != rb)
        return ra < rb;
    const double ta = a.totalCost ? a.totalCost->inCurrencyUnits() : 0.0;
    const double tb = b.totalCost ? b.totalCost->inCurrencyUnits() : 0.0;
    return ta != tb ? ta < tb : a.latencySeconds < b.latencySeconds;
}

bool unpricedBefore(const RecommendOption& a, const RecommendOption& b) { return a.latencySeconds < b.latencySeconds; }

using RankedKeeper = FirstInOrder<RecommendOption, decltype(&rankedBefore)>;
using UnpricedKeeper = FirstInOrder<RecommendOption, decltype(&unpricedBefore)>;

// What the search keeps as it prices: the first ranked and unpriced options, the two cost-latency fronts (the
// like-for-like options', and the understated ones' for when no other is ranked) and the cards with a ranked option.
struct Keepers {
    RankedKeeper ranked;
    UnpricedKeeper unpriced;
    RunningParetoFront likeForLike;
    RunningParetoFront understated;
    std::unordered_set<std::string_view> rankedCards; ///< views of the inputs' card ids
    std::size_t likeForLikeCount = 0;

    explicit Keepers(const RecommendRetention& keepOnly)
        : ranked(keepOnly.ranked, &rankedBefore)
        , unpriced(keepOnly.unpriced, &unpricedBefore)
    {
    }

    // Takes in a later chunk's keepers, as if its options had been offered here after this chunk's own.
    void append(Keepers& later)
    {
        const std::size_t offset = ranked.offered();
        likeForLike.append(later.likeForLike, offset);
        understated.append(later.understated, offset);
        ranked.append(later.ranked);
        unpriced.append(later.unpriced);
        rankedCards.merge(later.rankedCards);
        likeForLikeCount += later.likeForLikeCount;
    }
};

void keep(const RecommendInputs& in, const Accelerator& card, RecommendOption option, Keepers& keepers,
          ExclusionLog& log)
{
    if (!option.totalCost) {
        log.reached(option.cardId, LeftOutReason::NoPrice, "no card price in a currency the scenario converts");
        keepers.unpriced.offer(std::move(option));
        return;
    }
    if (in.constraints.budget && *option.totalCost > *in.constraints.budget) {
        log.add([&] { return option.cardId + ": options over the budget dropped"; });
        log.reached(option.cardId, LeftOutReason::Budget, "every option costs more than the budget");
        return;
    }
    const auto value = rankValue(option, in.rankBy);
    if (!value)
        return;
    option.rankValue = *value;
    keepers.rankedCards.insert(card.id);
    // The front's order among equal cost and latency is the ranking's: the total, then the arrival.
    const FrontKey key{option.rankValue, option.latencySeconds, option.totalCost->inCurrencyUnits(),
                       keepers.ranked.offered()};
    if (option.capexUnderstated) {
        keepers.understated.offer(option, key);
    } else {
        keepers.likeForLike.offer(option, key);
        ++keepers.likeForLikeCount;
    }
    keepers.ranked.offer(std::move(option));
}

// The search of a run of cards, in their order: what a thread searching them keeps. The candidates' own lines and
// reasons (`found`) and the pricing's (`priced`) are logged apart: the log of the whole search had every card's
// candidate lines before any pricing line (all candidates were made before any was priced), and joining the
// chunks' `found` logs, then their `priced` logs, keeps that order.
struct ChunkSearch {
    ExclusionLog found;
    ExclusionLog priced;
    Keepers keepers;
    std::size_t evaluated = 0;

    explicit ChunkSearch(const RecommendRetention& keepOnly)
        : found(keepOnly.exclusionLines)
        , priced(keepOnly.exclusionLines)
        , keepers(keepOnly)
    {
    }
};

// Makes each card's candidates, prices them and offers the options to the keepers, then drops them before the next
// card: the candidates of one card at a time are held, never the whole catalogue's.
void searchCards(const RecommendInputs& in, std::size_t first, std::size_t last, ChunkSearch& out)
{
    clearUpperVectorState(); // the search's maths at full speed on whichever thread runs it
    const bool owned = in.search.ownership != Ownership::Rented;
    const bool rented = in.search.ownership != Ownership::Owned;
    const std::size_t sites = in.facilities.empty() ? 1 : in.facilities.size();
    CandidateSearch search(in);
    std::vector<PerformanceCandidate> candidates;
    // The checks that are the same for all of a card's splits (licence, export rules, TDP, the facility's currency):
    // each card and facility's is asked when its first candidate is priced there, in the order the log had them
    // when every candidate asked (a second ask logs nothing new).
    std::vector<std::optional<std::optional<ServerPowerProfile>>> gates(sites); // per site: unasked, refused, profile
    for (std::size_t index = first; index < last; ++index) {
        const Accelerator& card = in.cards[index];
        candidates.clear();
        search.addCandidates(card, out.found, candidates);
        out.evaluated += candidates.size();
        if (candidates.empty())
            continue;
        // The server the card is bought in, chosen once per card.
        const std::optional<Server> server = owned ? recommendServerFor(in, card) : std::nullopt;
        const RentalRate* rate = rented ? rentalFor(in, card.id) : nullptr;
        std::fill(gates.begin(), gates.end(), std::nullopt);
        for (const PerformanceCandidate& c : candidates) {
            if (rented) {
                if (rate) {
                    if (auto option = rentCandidate(in, c, *rate, out.priced))
                        keep(in, card, std::move(*option), out.keepers, out.priced);
                } else if (!owned) {
                    out.priced.reached(card.id, LeftOutReason::NoOffer,
                                       "no cloud offer to rent it at the scenario's term");
                }
            }
            if (!owned)
                continue;
            for (std::size_t site = 0; site < sites; ++site) {
                const Facility* facility = in.facilities.empty() ? nullptr : &in.facilities[site];
                auto& gate = gates[site];
                if (!gate)
                    gate = ownedCardGate(in, card, facility, server, out.priced);
                if (!*gate)
                    continue;
                if (auto option = priceOwnedCandidate(in, c, facility, server, **gate, out.priced))
                    keep(in, card, std::move(*option), out.keepers, out.priced);
            }
        }
    }
}

// The cards a thread must have of its own to be worth its start: a catalogue under 256 cards is searched on the
// calling thread.
constexpr std::size_t kCardsPerThreadAtLeast = 128;
// Runs of cards per thread: enough that the threads finish together, few enough that joining them costs nothing.
constexpr std::size_t kRunsPerThread = 8;

} // namespace

Expected<RecommendResult> recommend(const RecommendInputs& in) { return recommend(in, RecommendRetention{}); }

Expected<RecommendResult> recommend(const RecommendInputs& in, const RecommendRetention& keepOnly)
{
    return recommendOnThreads(in, keepOnly, threadsForWork(in.cards.size(), kCardsPerThreadAtLeast));
}

Expected<RecommendResult> recommendOnThreads(const RecommendInputs& in, const RecommendRetention& keepOnly,
                                             std::size_t threads)
{
    if (auto error = validate(in))
        return *error;

    // Contiguous runs of cards, several per thread, each taken by the next thread free: runs of equal length do not
    // cost the same (a card refused early costs little), and one run per thread left a core idle at the end. The
    // calling thread searches runs too (its caches, e.g. the serving sizings remembered across searches, see them).
    const std::size_t threadCount = std::clamp<std::size_t>(threads, 1, in.cards.size());
    const std::size_t chunkCount = threadCount == 1 ? 1 : std::min(in.cards.size(), threadCount * kRunsPerThread);
    std::deque<ChunkSearch> chunks; // each holds logs that stay where they are made
    for (std::size_t k = 0; k < chunkCount; ++k)
        chunks.emplace_back(keepOnly);
    const auto bound = [&](std::size_t k) { return in.cards.size() * k / chunkCount; };
    {
        std::atomic<std::size_t> next{0};
        std::vector<std::exception_ptr> failures(threadCount);
        const auto work = [&](std::size_t thread) {
            try {
                for (std::size_t k = next++; k < chunkCount; k = next++)
                    searchCards(in, bound(k), bound(k + 1), chunks[k]);
            } catch (...) {
                failures[thread] = std::current_exception();
                next = chunkCount; // the others stop after their run
            }
        };
        std::vector<std::jthread> workers;
        workers.reserve(threadCount - 1);
        for (std::size_t t = 1; t < threadCount; ++t)
            workers.emplace_back(work, t);
        work(0);
        for (std::jthread& w : workers)
            w.join();
        for (const std::exception_ptr& failure : failures)
            if (failure)
                std::rethrow_exception(failure);
    }

    // Joined in card order: the answer is the one search of every card in order gives, byte for byte.
    ExclusionLog log(keepOnly.exclusionLines);
    std::size_t lines = 0;
    for (const ChunkSearch& chunk : chunks)
        lines += chunk.found.lines().size() + chunk.priced.lines().size();
    log.reserve(lines);
    for (ChunkSearch& chunk : chunks)
        log.append(chunk.found);
    for (ChunkSearch& chunk : chunks)
        log.append(chunk.priced);
    Keepers& keepers = chunks.front().keepers;
    std::size_t evaluated = chunks.front().evaluated;
    for (std::size_t k = 1; k < chunkCount; ++k) {
        keepers.append(chunks[k].keepers);
        evaluated += chunks[k].evaluated;
    }

    RecommendResult out;
    out.evaluated = static_cast<int>(evaluated);
    out.rankedCount = keepers.ranked.offered();
    out.unpricedCount = keepers.unpriced.offered();
    // The front compares like with like: understated options only when no other is ranked.
    RunningParetoFront& front = keepers.likeForLikeCount > 0 ? keepers.likeForLike : keepers.understated;
    const std::vector<std::size_t> frontArrivals = front.arrivals();
    const std::unordered_set<std::size_t> onFront(frontArrivals.begin(), frontArrivals.end());
    out.front = front.take();
    for (RecommendOption& o : out.front)
        o.onParetoFront = true;
    std::vector<RankedKeeper::Kept> ranked = keepers.ranked.take();
    out.ranked.reserve(ranked.size());
    for (RankedKeeper::Kept& k : ranked) {
        k.item.onParetoFront = onFront.count(k.arrival) != 0;
        out.ranked.push_back(std::move(k.item));
    }
    std::vector<RankedKeeper::Kept>().swap(ranked);
    std::vector<UnpricedKeeper::Kept> unpriced = keepers.unpriced.take();
    out.unpriced.reserve(unpriced.size());
    for (UnpricedKeeper::Kept& k : unpriced)
        out.unpriced.push_back(std::move(k.item));
    out.excluded = log.takeLines();
    // A set, not a scan of the ranked options per card: with 100,000 cards that scan was 10^10 comparisons.
    for (const Accelerator& card : in.cards) {
        if (keepers.rankedCards.count(card.id) != 0)
            continue;
        // A card no stage recorded produced no candidate at all: no split was even tried (heads, max GPUs).
        out.leftOut.push_back(
            log.furthest(card.id).value_or(CardLeftOut{card.id, LeftOutReason::Memory, "no split could be tried"}));
    }
    return out;
}

} // namespace gputco
