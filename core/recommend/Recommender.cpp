#include "recommend/Recommender.h"

#include "cost/Capex.h"
#include "cost/Discounting.h"
#include "cost/ResidualCurve.h"
#include "recommend/CandidateCosting.h"
#include "recommend/ParetoFront.h"
#include "recommend/PerformanceCandidate.h"
#include "util/VectorRegisterState.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string_view>
#include <unordered_set>

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

void keep(const RecommendInputs& in, RecommendOption option, RecommendResult& out, ExclusionLog& log)
{
    if (!option.totalCost) {
        log.reached(option.cardId, LeftOutReason::NoPrice, "no card price in a currency the scenario converts");
        out.unpriced.push_back(std::move(option));
        return;
    }
    if (in.constraints.budget && *option.totalCost > *in.constraints.budget) {
        log.add(option.cardId + ": options over the budget dropped");
        log.reached(option.cardId, LeftOutReason::Budget, "every option costs more than the budget");
        return;
    }
    const auto value = rankValue(option, in.rankBy);
    if (!value)
        return;
    option.rankValue = *value;
    out.ranked.push_back(std::move(option));
}

// Rearranges `items` so that position k holds what was at order[k] (a permutation), following each cycle of the
// permutation with one item held aside: no second copy of the items. `order` is used up.
template <class T>
void placeInOrder(std::vector<T>& items, std::vector<std::size_t>& order)
{
    for (std::size_t start = 0; start < order.size(); ++start) {
        if (order[start] == start)
            continue;
        T held = std::move(items[start]);
        std::size_t k = start;
        while (true) {
            const std::size_t from = order[k];
            order[k] = k; // placed
            if (from == start) {
                items[k] = std::move(held);
                break;
            }
            items[k] = std::move(items[from]);
            k = from;
        }
    }
}

} // namespace

Expected<RecommendResult> recommend(const RecommendInputs& in)
{
    if (auto error = validate(in))
        return *error;
    clearUpperVectorState(); // the search's maths at full speed on whichever thread runs it
    ExclusionLog log;
    std::vector<PerformanceCandidate> candidates =
        in.training ? trainingCandidates(in, log) : inferenceCandidates(in, log);

    RecommendResult out;
    out.evaluated = static_cast<int>(candidates.size());
    const bool owned = in.search.ownership != Ownership::Rented;
    const bool rented = in.search.ownership != Ownership::Owned;
    // The server each card is bought in, chosen once per card: a card's candidates come one after another.
    const Accelerator* serverCard = nullptr;
    std::optional<Server> server;
    for (const PerformanceCandidate& c : candidates) {
        if (owned && c.card != serverCard) {
            serverCard = c.card;
            server = recommendServerFor(in, *c.card);
        }
        if (rented) {
            if (const RentalRate* rate = rentalFor(in, c.card->id)) {
                if (auto option = rentCandidate(in, c, *rate, log))
                    keep(in, std::move(*option), out, log);
            } else if (!owned) {
                log.reached(c.card->id, LeftOutReason::NoOffer, "no cloud offer to rent it at the scenario's term");
            }
        }
        if (!owned)
            continue;
        if (in.facilities.empty()) {
            if (auto option = priceCandidate(in, c, nullptr, server, log))
                keep(in, std::move(*option), out, log);
            continue;
        }
        for (const Facility& f : in.facilities)
            if (auto option = priceCandidate(in, c, &f, server, log))
                keep(in, std::move(*option), out, log);
    }

    // Priced: the candidates are not needed any more (848,000 of them on a 100,065-card catalogue, 250 MB).
    std::vector<PerformanceCandidate>().swap(candidates);

    // An option whose capex leaves out the host never wins silently: it ranks after every like-for-like one and
    // stays off the cost-latency front (docs/MODEL.md, Capex understated). Equal to the minor unit, the smaller
    // commitment first (the lower total: an owned run costs the same share of GPU-hours on 8 or 256 GPUs, and buying
    // 256 for it is no answer), then the faster.
    // The options' positions are sorted, then each option is moved once to its place: a stable sort of the options
    // themselves moved each of them some log2(n) times and held half of them again in its buffer (on 100,065 cards,
    // 770,000 options of 608 bytes each). The same comparison and the same stability give the same order.
    std::vector<std::size_t> order(out.ranked.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&ranked = out.ranked](std::size_t i, std::size_t j) {
        const RecommendOption& a = ranked[i];
        const RecommendOption& b = ranked[j];
        if (a.capexUnderstated != b.capexUnderstated)
            return b.capexUnderstated;
        const long long ra = std::llround(a.rankValue * 100.0);
        const long long rb = std::llround(b.rankValue * 100.0);
        if (ra != rb)
            return ra < rb;
        const double ta = a.totalCost ? a.totalCost->inCurrencyUnits() : 0.0;
        const double tb = b.totalCost ? b.totalCost->inCurrencyUnits() : 0.0;
        return ta != tb ? ta < tb : a.latencySeconds < b.latencySeconds;
    });
    placeInOrder(out.ranked, order);
    // The front compares like with like: understated options only when no other is ranked.
    const bool anyLikeForLike =
        std::any_of(out.ranked.begin(), out.ranked.end(), [](const RecommendOption& o) { return !o.capexUnderstated; });
    std::vector<CostLatency> points;
    points.reserve(out.ranked.size());
    for (const RecommendOption& o : out.ranked)
        if (!o.capexUnderstated || !anyLikeForLike)
            points.push_back(CostLatency{o.rankValue, o.latencySeconds});
    for (std::size_t i : paretoFront(points)) {
        out.ranked[i].onParetoFront = true; // like-for-like options come first, so the indices agree
        out.front.push_back(out.ranked[i]);
    }
    // By position too (hundreds of thousands of unpriced options on a large catalogue of cards without prices).
    std::vector<std::size_t> unpricedOrder(out.unpriced.size());
    std::iota(unpricedOrder.begin(), unpricedOrder.end(), std::size_t{0});
    std::stable_sort(unpricedOrder.begin(), unpricedOrder.end(),
                     [&unpriced = out.unpriced](std::size_t i, std::size_t j) {
                         return unpriced[i].latencySeconds < unpriced[j].latencySeconds;
                     });
    placeInOrder(out.unpriced, unpricedOrder);
    out.excluded = log.lines();
    // A set, not a scan of the ranked options per card: with 100,000 cards that scan was 10^10 comparisons.
    std::unordered_set<std::string_view> rankedCards;
    rankedCards.reserve(out.ranked.size());
    for (const RecommendOption& o : out.ranked)
        rankedCards.insert(o.cardId);
    for (const Accelerator& card : in.cards) {
        if (rankedCards.count(card.id) != 0)
            continue;
        // A card no stage recorded produced no candidate at all: no split was even tried (heads, max GPUs).
        out.leftOut.push_back(
            log.furthest(card.id).value_or(CardLeftOut{card.id, LeftOutReason::Memory, "no split could be tried"}));
    }
    return out;
}

} // namespace gputco
