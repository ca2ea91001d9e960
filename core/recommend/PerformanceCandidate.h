#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "performance/InferenceEstimator.h"
#include "performance/ServingLayoutChoice.h"
#include "recommend/LeftOutReason.h"
#include "recommend/RecommendInputs.h"
#include "serving/ServingSizing.h"
#include "units/Duration.h"

#include <concepts>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gputco {

/// One card x precision x split that runs the workload and meets the performance targets; priced later,
/// once per facility, so the performance model runs once per candidate.
struct PerformanceCandidate {
    const Accelerator* card = nullptr;
    Precision precision = Precision::BF16;
    Parallelism parallel;
    int gpus = 0;
    int concurrencyPerReplica = 0;
    int replicas = 0;
    std::optional<Duration> ttft;
    std::optional<Duration> tpot;
    std::optional<double> outputTokensPerSecond; ///< whole deployment
    std::optional<Duration> runTime;
    std::optional<DecodeBound> decodeBound; ///< inference: what sets the decode step's time
    double gpuHours = 0.0;                  ///< training: the run's GPU-hours
    double latencySeconds = 0.0;
    /// Inference of a mixture-of-experts model: the serving layout search's layout of one replica (expert
    /// parallelism, DP attention, separate pools); nullopt for tensor parallelism alone.
    std::optional<ServingLayout> servingLayout;
    bool emulatedPrecision = false;       ///< the card runs `precision` at another's figure (precisionSupport)
    std::optional<ServingSizing> serving; ///< inference sized at P99 targets: capacity and P99 at the peak
};

/// Why options were dropped, each line once, and per card the furthest reason the search met.
class ExclusionLog {
public:
    /// `keepLines` false: the per-card reasons only, no lines (add() does nothing; the window shows no lines, and a
    /// 100,065-card search made, stored and joined 682,000 of them).
    explicit ExclusionLog(bool keepLines = true)
        : keepLines_(keepLines)
    {
    }
    // One search's log: copying 682,000 lines by accident would cost more than the search.
    ExclusionLog(const ExclusionLog&) = delete;
    ExclusionLog& operator=(const ExclusionLog&) = delete;

    void add(std::string line);
    /// The same with the line made only when the log keeps lines: most refused options' lines are made for nothing
    /// otherwise.
    template <std::invocable MakeLine>
    void add(MakeLine&& makeLine)
    {
        if (keepLines_)
            add(std::string(std::forward<MakeLine>(makeLine)()));
    }
    const std::vector<std::string>& lines() const { return lines_; }
    /// The lines, moved out: the log holds no lines afterwards.
    std::vector<std::string> takeLines();

    /// Records that an option of `cardId` got as far as `reason`; a later stage replaces an earlier one.
    void reached(const std::string& cardId, LeftOutReason reason, std::string detail = {});
    /// The furthest reason recorded for the card; nullopt when none was.
    std::optional<CardLeftOut> furthest(const std::string& cardId) const;

    /// Takes in what `later` logged as if it had been logged here after this log's own: its new lines (in its
    /// order, each once) and its reasons per card (a later stage replaces an earlier one). `later` is left empty.
    /// The search of a chunk of the cards keeps its own logs; they are joined in card order.
    void append(ExclusionLog& later);
    /// Room for `lines` lines in all, so joining logs grows the table once.
    void reserve(std::size_t lines);

private:
    // Each line is stored once (a 100,065-card search logs 682,000 of them; a scan per line was quadratic in cards):
    // an open-addressing table of positions in lines_, with each line's hash kept beside it, so joining a log to
    // another hashes no text again and no line is a node of its own.
    bool addHashed(std::string& line, std::size_t hash);
    void rehash(std::size_t slots);
    std::vector<std::string> lines_;
    std::vector<std::size_t> hashes_; ///< hashes_[i]: the hash of lines_[i]
    /// 0: empty; else a position in lines_ + 1, with the top half of its hash above. A power of two, at most half full.
    std::vector<std::uint64_t> slots_;
    std::vector<CardLeftOut> cards_;
    std::unordered_map<std::string, std::size_t> cardIndex_; ///< card id -> its entry in cards_
    std::size_t lastCard_ = 0; ///< the entry of the card last reached: a card's reasons come one after another
    bool keepLines_ = true;
};

/// The precisions searched: the user's list, or the defaults for the mode.
std::vector<Precision> searchedPrecisions(const RecommendInputs& inputs);

/// Whether `card` may be offered at `precision` (core precisionSupport): an unsupported one is logged as a line and
/// skipped; `emulated` says how a supported one runs.
bool offerablePrecision(const Accelerator& card, Precision precision, ExclusionLog& log, bool& emulated);
/// The card's reason when none of the precisions searched is supported ("unknown figure"); a card with one supported
/// keeps the reason its search reaches (memory, latency, ...), not the precision it lacks.
void noteNoSupportedPrecision(const Accelerator& card, ExclusionLog& log);

/// Inference: the whole deployment's output tokens per second the targets ask for (the larger of the rate and
/// requests per second x output tokens); 0 without a target.
double neededOutputTokensPerSecond(const RecommendInputs& inputs);

/// The candidate search one card at a time, so the recommender prices a card's candidates and drops them before the
/// next card's are made (all of a 100,065-card catalogue's at once were 250 MB). What it remembers from card to card
/// (the inference memory limit per capacity, precision and split) is its own: each thread searching a chunk of the
/// cards holds one.
///
/// Inference: for each precision and tensor-parallel degree, the largest concurrency per replica that fits memory
/// and meets the latency targets, then the replicas the throughput target needs (the same rule as
/// performance/DeploymentSizer.cpp, kept per TP here so each split is its own option).
/// Training: for each precision and GPU count (powers of two up to maxGpus), the least model parallelism that fits
/// (performance/TrainingLayout.cpp) and the run's time; counts past the first that meets the deadline are kept too
/// (faster, dearer: the Pareto front needs them).
class CandidateSearch {
public:
    explicit CandidateSearch(const RecommendInputs& inputs);

    /// Appends `card`'s candidates to `out`, logging why splits were dropped; the card must outlive them.
    void addCandidates(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out);

private:
    void addInference(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out);
    void addTraining(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out);
    std::optional<int> memoryLimit(const Accelerator& card, Precision precision, int tp, const InferenceInputs& run);

    const RecommendInputs& in_;
    std::vector<Precision> precisions_;
    double needed_ = 0.0; ///< inference: neededOutputTokensPerSecond
    /// Inference: maxConcurrency reads nothing of the card but its memory capacity, and the rest of its inputs are
    /// the precision and the split: cards of one capacity share the answer. A large catalogue has hundreds of cards
    /// per capacity (80, 141, 192 GB...), and this search (some 20 memory estimates) was most of a card's cost.
    std::map<std::tuple<double, Precision, int>, std::optional<int>> limits_;
};

} // namespace gputco
