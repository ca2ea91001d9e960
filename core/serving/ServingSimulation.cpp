#include "serving/ServingSimulation.h"

#include "performance/RangeCheck.h"
#include "serving/DecodePassTime.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <queue>
#include <string>

namespace gputco {
namespace {

enum class Phase { Waiting, Prefilling, Decoding, Done };

struct Sequence {
    Phase phase = Phase::Waiting;
    int target = 0;          ///< tokens its (next) prefill computes: the prompt, or prompt + output after a preemption
    int prefilled = 0;       ///< of `target`, computed so far
    int generated = 0;       ///< output tokens produced
    std::int64_t base = 0;   ///< decoding: tokens cached = base + decode rounds done
    std::int64_t joined = 0; ///< decoding: the decode rounds done when it joined (generated counts from there)
    std::int64_t admitted = -1; ///< admission serial while running, to find the last admitted
    std::int64_t version = 0;   ///< bumped on preemption, so finish events of an earlier run are ignored
    bool started = false;
};

struct FinishEvent {
    std::int64_t round = 0;
    int id = 0;
    std::int64_t version = 0;
    bool operator>(const FinishEvent& o) const { return round != o.round ? round > o.round : id > o.id; }
};

struct PlannedChunk {
    int id = 0;
    int tokens = 0;
};

std::int64_t blocksFor(std::int64_t tokens, int blockTokens) { return (tokens + blockTokens - 1) / blockTokens; }
int residue(std::int64_t value, int modulus) { return static_cast<int>(((value % modulus) + modulus) % modulus); }

// The server's state between passes; one object per simulation, nothing shared.
class Server {
public:
    Server(const ServingReplica& replica, const std::vector<ServingRequest>& requests, const ServingRunOptions& options)
        : replica_(replica)
        , requests_(requests)
        , options_(options)
        , block_(replica.scheduler.blockTokens)
        , sequences_(requests.size())
        , crossing_(static_cast<std::size_t>(block_), 0)
        , freeBlocks_(replica.kvBlocks)
        , lastToken_(requests.size(), 0.0)
    {
        trace_.requests.resize(requests.size());
        if (options.recordTallies)
            trace_.atArrival.resize(requests.size());
        trace_.kvBlocks = replica.kvBlocks;
        for (std::size_t i = 0; i < requests.size(); ++i) {
            sequences_[i].target = requests[i].inputTokens;
            ServedRequest& r = trace_.requests[i];
            r.arrival = requests[i].arrival;
            r.inputTokens = requests[i].inputTokens;
            r.outputTokens = requests[i].outputTokens;
        }
    }

    Expected<ServingTrace> run()
    {
        const std::size_t n = requests_.size();
        while (completed_ < n) {
            while (nextArrival_ < n && requests_[nextArrival_].arrival <= now_) {
                if (options_.recordTallies)
                    trace_.atArrival[nextArrival_] = {now_, outputEmitted_, promptDone_};
                waiting_.push_back(static_cast<int>(nextArrival_++));
            }
            if (running_ == 0 && waiting_.empty()) {
                now_ = requests_[nextArrival_].arrival;
                continue;
            }
            if (decodeRounds())
                continue;
            if (!pass())
                return Error{"kv-blocks", "a request needs more KV-cache blocks than the replica's "
                                              + std::to_string(replica_.kvBlocks)};
            if (lateFirstTokens_ >= options_.stopCount && options_.stopTtftAbove) {
                trace_.stoppedEarly = true;
                break;
            }
        }
        return std::move(trace_);
    }

private:
    // Plans and runs one pass; false when nothing could be scheduled with nothing running (a request too large).
    bool pass()
    {
        const bool chunked = replica_.scheduler.chunkedPrefill;
        planned_.clear();
        bool decode = false;
        if (chunked) {
            const std::int64_t preemptedBefore = trace_.preemptions;
            decode = reserveDecodeBlocks();
            int budget = replica_.scheduler.maxBatchedTokens - static_cast<int>(decoding_);
            continuePrefills(budget);
            // As vLLM: no admissions in a pass that had to preempt, or the victim would come straight back.
            if (trace_.preemptions == preemptedBefore)
                admit(budget, true);
        } else {
            int budget = replica_.scheduler.maxBatchedTokens;
            admit(budget, false);
            if (planned_.empty())
                decode = reserveDecodeBlocks();
        }
        if (!decode && planned_.empty()) {
            if (running_ == 0)
                return false;
            preemptLastAdmitted(); // partial prefills hold every block: free some and plan again
            return true;
        }

        StepWork work;
        if (decode) {
            work.decodeSequences = decoding_;
            work.decodeKeys = static_cast<double>(sumBase_ + decoding_ * rounds_ + decoding_);
        }
        for (const PlannedChunk& c : planned_) {
            const double offset = sequences_[static_cast<std::size_t>(c.id)].prefilled;
            const double tokens = c.tokens;
            work.prefillTokens += tokens;
            work.prefillKeys += tokens * offset + tokens * (tokens + 1.0) / 2.0;
        }
        advance(planned_.empty() ? decodeSeconds() : inferenceStepTime(replica_.costs, work).total().inSeconds());

        if (decode)
            finishDecodeRound();
        for (const PlannedChunk& c : planned_)
            finishChunk(c);
        prefilling_.erase(std::remove_if(prefilling_.begin(), prefilling_.end(),
                                         [this](int id) {
                                             return sequences_[static_cast<std::size_t>(id)].phase != Phase::Prefilling;
                                         }),
                          prefilling_.end());
        return true;
    }

    // Decode-only passes while nothing else can happen: no prompt waiting or being prefilled, no sequence that just
    // joined, no arrival due, and blocks enough for the sequences that fill one. Exactly what pass() does then (its
    // admission and prefill steps find nothing to do), without the planning: in a lightly loaded run nearly every
    // pass is one of these. Whether any ran.
    bool decodeRounds()
    {
        const std::size_t n = requests_.size();
        bool ran = false;
        while (decoding_ > 0 && waiting_.empty() && prefilling_.empty() && joiners_.empty()
               && (nextArrival_ >= n || requests_[nextArrival_].arrival > now_)
               && crossing_[static_cast<std::size_t>(roundsBehind_)] <= freeBlocks_) {
            decodeStretch();
            ran = true;
        }
        return ran;
    }

    // The state a stretch of decode rounds moves, in locals (registers) while it runs.
    struct Stretch {
        std::int64_t rounds = 0;
        std::int64_t keys = 0; ///< read by the next round's pass
        std::int64_t freeBlocks = 0;
        std::int64_t peak = 0;
        int behind = 0;
        double now = 0.0;
        double busy = 0.0;
        double kvSeconds = 0.0;
        double last = 0.0;
    };

    // Decode rounds of the same sequences until one of them finishes, an arrival is due or the free blocks run
    // short (at least one round): what advance() and finishDecodeRound() do round by round, with the state in
    // locals, so a round costs a few additions instead of two calls and a dozen loads and stores (a whole-catalogue
    // sizing runs about 110 million of these rounds). The clock, busy time and KV use take the same additions in
    // the same order, so every time is the same to the last bit.
    void decodeStretch()
    {
        const std::int64_t d = decoding_;
        // The next finish (an event of a preempted run stops the stretch early too, and is then dropped).
        const std::int64_t until = finishes_.top().round;
        const double arrival =
            nextArrival_ < requests_.size() ? requests_[nextArrival_].arrival : std::numeric_limits<double>::infinity();
        const DecodePassTime& priced = decodePass(d);
        const std::int64_t most = until - rounds_;
        if (most >= kClosedFormRounds && freeBlocks_ >= (most / block_ + 1) * d) {
            closedFormStretch(d, most, arrival, priced);
            return;
        }
        Stretch st{rounds_, sumBase_ + d * rounds_ + d, freeBlocks_,           trace_.peakKvBlocks, roundsBehind_,
                   now_,    trace_.busySeconds,         trace_.kvBlockSeconds, lastRound_};
        const std::int64_t firstRound = rounds_;
        // A lone sequence's passes come from the table of its keys, filled as they are first met.
        double* lone = d == 1 ? loneTable(st.keys + (until - rounds_)) : nullptr;
        if (options_.recordGaps)
            lone ? rounds<true, true>(st, d, until, arrival, priced, lone)
                 : rounds<false, true>(st, d, until, arrival, priced, lone);
        else
            lone ? rounds<true, false>(st, d, until, arrival, priced, lone)
                 : rounds<false, false>(st, d, until, arrival, priced, lone);
        trace_.passes += st.rounds - firstRound;
        outputEmitted_ += d * (st.rounds - firstRound);
        rounds_ = st.rounds;
        freeBlocks_ = st.freeBlocks;
        trace_.peakKvBlocks = st.peak;
        roundsBehind_ = st.behind;
        now_ = st.now;
        trace_.busySeconds = st.busy;
        trace_.kvBlockSeconds = st.kvSeconds;
        lastRound_ = st.last;
        finishDue();
    }

    template <bool Lone, bool Gaps>
    [[gnu::noinline]] void rounds(Stretch& st, std::int64_t d, std::int64_t until, double arrival,
                                  const DecodePassTime& priced, double* lone)
    {
        const std::int64_t kvBlocks = replica_.kvBlocks;
        const std::int64_t* crossing = crossing_.data();
        const int lastResidue = block_ - 1;
        // Plain locals, not the struct: the compiler keeps them in registers.
        std::int64_t rounds = st.rounds;
        std::int64_t keys = st.keys;
        std::int64_t freeBlocks = st.freeBlocks;
        int behind = st.behind;
        double now = st.now;
        double busy = st.busy;
        double kvSeconds = st.kvSeconds;
        double last = st.last;
        double used = static_cast<double>(kvBlocks - freeBlocks);
        std::int64_t peak = std::max(st.peak, kvBlocks - freeBlocks); // what a first round taking no block records
        do {
            const std::int64_t need = crossing[behind];
            if (need != 0) {
                if (need > freeBlocks)
                    break; // pass() preempts
                freeBlocks -= need;
                used = static_cast<double>(kvBlocks - freeBlocks);
                peak = std::max(peak, kvBlocks - freeBlocks);
            }
            double dt;
            if constexpr (Lone) {
                dt = lone[keys];
                if (dt < 0.0)
                    dt = firstLonePass(lone, keys, priced);
            } else {
                dt = priced.seconds(static_cast<double>(keys));
            }
            now += dt;
            busy += dt;
            kvSeconds += used * dt;
            if constexpr (Gaps)
                trace_.gaps.push_back({now - last, d});
            last = now;
            ++rounds;
            keys += d;
            behind = behind == 0 ? lastResidue : behind - 1; // residue(-rounds, block_) without a division
        } while (rounds < until && arrival > now);
        st = Stretch{rounds, keys, freeBlocks, peak, behind, now, busy, kvSeconds, last};
    }

    // A lone sequence's pass at keys not met before, remembered. Out of line: the rounds' loop keeps its state in
    // registers only when it calls nothing on its common path.
    [[gnu::noinline]] static double firstLonePass(double* lone, std::int64_t keys, const DecodePassTime& priced)
    {
        return lone[keys] = priced.seconds(static_cast<double>(keys));
    }

    // The lone-sequence table covering keys up to `highest`, or nullptr past what it keeps.
    double* loneTable(std::int64_t highest)
    {
        if (highest >= kRememberedKeys)
            return nullptr;
        const auto size = static_cast<std::size_t>(highest) + 1;
        if (size > loneDecode_.size())
            loneDecode_.resize(std::max(size, 2 * loneDecode_.size()), -1.0);
        return loneDecode_.data();
    }

    // A long stretch (up to `most` rounds, blocks enough for all of them) in closed form: its passes' times are an
    // arithmetic series of keys (DecodePassTime::sum), so the clock moves once, to the end of the round that
    // reaches the next arrival or of the last round before the next finish. In a lightly loaded run a request
    // decodes alone for hundreds of rounds between arrivals: most of a whole-catalogue sizing's rounds. The clock
    // differs from adding the passes one at a time by rounding alone (docs/MODEL.md, "Serving under load").
    void closedFormStretch(std::int64_t d, std::int64_t most, double arrival, const DecodePassTime& priced)
    {
        const std::int64_t firstKeys = sumBase_ + d * rounds_ + d;
        const auto elapsedAfter = [&](std::int64_t rounds) {
            return priced.sum(static_cast<double>(firstKeys), static_cast<double>(d), rounds);
        };
        std::int64_t rounds = most;
        double elapsed = elapsedAfter(most);
        if (now_ + elapsed >= arrival) {
            // The first round that ends at or after the arrival. Passes only grow with the keys, so it lies between
            // the arrival's distance over the last pass and over the first; bisected between them.
            const double distance = arrival - now_;
            const double firstPass = priced.seconds(static_cast<double>(firstKeys));
            const double lastPass = priced.seconds(static_cast<double>(firstKeys + d * (most - 1)));
            // Clamped as doubles first: a pass of no time would make a bound infinite (or not a number).
            const auto roundsWithin = [most](double x) {
                return x >= static_cast<double>(most) ? most : x >= 1.0 ? static_cast<std::int64_t>(x) : 1;
            };
            std::int64_t low = roundsWithin(distance / lastPass);
            std::int64_t high = std::max(low, roundsWithin(std::ceil(distance / firstPass)));
            if (low > 1 && now_ + elapsedAfter(low - 1) >= arrival)
                low = 1; // rounding put the bound past the answer: search all
            if (now_ + elapsedAfter(high) < arrival)
                high = most;
            while (low < high) {
                const std::int64_t mid = low + (high - low) / 2;
                if (now_ + elapsedAfter(mid) >= arrival)
                    high = mid;
                else
                    low = mid + 1;
            }
            rounds = low;
            elapsed = elapsedAfter(rounds);
        }
        std::int64_t used = replica_.kvBlocks - freeBlocks_;
        if (options_.recordGaps) {
            // A summary reads each round's gap and the blocks held through it: round by round, off the clock.
            double* lone = d == 1 ? loneTable(firstKeys + rounds) : nullptr;
            double kvSeconds = trace_.kvBlockSeconds;
            std::int64_t keys = firstKeys;
            int behind = roundsBehind_;
            for (std::int64_t r = 0; r < rounds; ++r, keys += d) {
                used += crossing_[static_cast<std::size_t>(behind)];
                behind = behind == 0 ? block_ - 1 : behind - 1;
                double dt = lone ? lone[keys] : priced.seconds(static_cast<double>(keys));
                if (lone && dt < 0.0)
                    dt = firstLonePass(lone, keys, priced);
                kvSeconds += static_cast<double>(used) * dt;
                // The first round's tokens also waited for any pass since the last decode round (a prompt's).
                trace_.gaps.push_back({r == 0 ? (now_ - lastRound_) + dt : dt, d});
            }
            trace_.kvBlockSeconds = kvSeconds;
        } else {
            // Every residue comes round once in block_ rounds, and the decoding sequences are spread over them.
            used += (rounds / block_) * d;
            int behind = roundsBehind_;
            for (std::int64_t r = 0; r < rounds % block_; ++r) {
                used += crossing_[static_cast<std::size_t>(behind)];
                behind = behind == 0 ? block_ - 1 : behind - 1;
            }
            // kvBlockSeconds is a summary's (meanKvUse): a run that keeps no gaps is a probe, read for its tails.
        }
        freeBlocks_ = replica_.kvBlocks - used;
        trace_.peakKvBlocks = std::max(trace_.peakKvBlocks, used);
        roundsBehind_ = residue(roundsBehind_ - rounds, block_);
        rounds_ += rounds;
        trace_.passes += rounds;
        outputEmitted_ += d * rounds;
        now_ += elapsed;
        trace_.busySeconds += elapsed;
        lastRound_ = now_;
        finishDue();
    }

    // The pass time of `sequences` decoding alone, prepared once per count.
    const DecodePassTime& decodePass(std::int64_t sequences)
    {
        const auto at = static_cast<std::size_t>(sequences);
        if (at >= decodePasses_.size())
            decodePasses_.resize(at + 1);
        if (!decodePasses_[at])
            decodePasses_[at] = DecodePassTime(replica_.costs, static_cast<int>(sequences));
        return *decodePasses_[at];
    }

    // A lone sequence's pass depends only on its keys, so those are remembered by keys: a lightly loaded run
    // repeats the same few hundred.
    double loneDecodeSeconds(std::int64_t keys, const DecodePassTime& priced)
    {
        if (keys < 0 || keys >= kRememberedKeys)
            return priced.seconds(static_cast<double>(keys));
        const auto at = static_cast<std::size_t>(keys);
        if (at >= loneDecode_.size())
            loneDecode_.resize(std::max<std::size_t>(at + 1, 2 * loneDecode_.size()), -1.0);
        if (loneDecode_[at] < 0.0)
            loneDecode_[at] = priced.seconds(static_cast<double>(keys));
        return loneDecode_[at];
    }

    // The time of a pass of the decoding sequences alone (DecodePassTime: inferenceStepTime's figure).
    double decodeSeconds()
    {
        const std::int64_t keys = sumBase_ + decoding_ * rounds_ + decoding_;
        const DecodePassTime& priced = decodePass(decoding_);
        return decoding_ == 1 ? loneDecodeSeconds(keys, priced) : priced.seconds(static_cast<double>(keys));
    }

    // The clock and the busy time and KV use summed over passes, after a pass of `dt` seconds.
    void advance(double dt)
    {
        now_ += dt;
        ++trace_.passes;
        trace_.busySeconds += dt;
        const std::int64_t used = replica_.kvBlocks - freeBlocks_;
        trace_.kvBlockSeconds += static_cast<double>(used) * dt;
        trace_.peakKvBlocks = std::max(trace_.peakKvBlocks, used);
    }

    // Blocks for the decoding sequences that fill their last block this round, preempting while too few are free.
    bool reserveDecodeBlocks()
    {
        for (;;) {
            if (decoding_ == 0)
                return false;
            const std::int64_t need = crossing_[static_cast<std::size_t>(roundsBehind_)];
            if (need <= freeBlocks_) {
                freeBlocks_ -= need;
                return true;
            }
            preemptLastAdmitted();
        }
    }

    void continuePrefills(int& budget)
    {
        for (int id : prefilling_) {
            if (budget <= 0)
                return;
            const Sequence& s = sequences_[static_cast<std::size_t>(id)];
            if (s.phase != Phase::Prefilling)
                continue; // preempted earlier in this pass
            const int tokens = std::min(s.target - s.prefilled, budget);
            const int fits = grantable(s.prefilled, tokens);
            if (fits <= 0)
                continue;
            planned_.push_back({id, fits});
            budget -= fits;
        }
    }

    void admit(int& budget, bool chunked)
    {
        while (!waiting_.empty() && running_ < replica_.scheduler.maxRunningSequences && budget > 0) {
            const int id = waiting_.front();
            Sequence& s = sequences_[static_cast<std::size_t>(id)];
            // Without chunking a prompt goes whole; the first of a pass may pass the budget (a long recomputation).
            int tokens = chunked ? std::min(s.target, budget) : s.target;
            if (!chunked && tokens > budget && !planned_.empty())
                return;
            if (chunked) {
                tokens = grantable(0, tokens);
                if (tokens <= 0)
                    return;
            } else if (blocksFor(tokens, block_) > freeBlocks_) {
                return;
            } else {
                freeBlocks_ -= blocksFor(tokens, block_);
            }
            waiting_.pop_front();
            s.phase = Phase::Prefilling;
            s.prefilled = 0;
            s.admitted = admissions_++;
            admittedOrder_.push_back(id);
            prefilling_.push_back(id);
            ++running_;
            if (!s.started) {
                s.started = true;
                trace_.requests[static_cast<std::size_t>(id)].scheduled = now_;
            }
            planned_.push_back({id, tokens});
            budget -= tokens;
        }
    }

    // The tokens of a chunk from `offset` that the free blocks allow (taking them), up to `wanted`.
    int grantable(int offset, int wanted)
    {
        const std::int64_t held = blocksFor(offset, block_);
        const std::int64_t limit = (held + freeBlocks_) * block_ - offset;
        const int tokens = static_cast<int>(std::min<std::int64_t>(wanted, limit));
        if (tokens > 0)
            freeBlocks_ -= blocksFor(offset + tokens, block_) - held;
        return tokens;
    }

    void finishDecodeRound()
    {
        // Gaps: sequences that joined since the last round waited from their own last token, the rest a round.
        std::int64_t joined = 0;
        for (const auto& [id, since] : joiners_) {
            if (sequences_[static_cast<std::size_t>(id)].phase != Phase::Decoding)
                continue;
            gap(now_ - since, 1);
            ++joined;
        }
        joiners_.clear();
        if (decoding_ - joined > 0)
            gap(now_ - lastRound_, decoding_ - joined);
        lastRound_ = now_;
        outputEmitted_ += decoding_;
        ++rounds_;
        roundsBehind_ =
            roundsBehind_ == 0 ? block_ - 1 : roundsBehind_ - 1; // residue(-rounds_, block_) without a division
        finishDue();
    }

    // The sequences whose last token came in the round just done leave.
    void finishDue()
    {
        while (!finishes_.empty() && finishes_.top().round <= rounds_) {
            const FinishEvent e = finishes_.top();
            finishes_.pop();
            Sequence& s = sequences_[static_cast<std::size_t>(e.id)];
            if (s.phase != Phase::Decoding || s.version != e.version)
                continue;
            leaveDecoding(e.id);
            complete(e.id);
        }
    }

    void finishChunk(const PlannedChunk& c)
    {
        Sequence& s = sequences_[static_cast<std::size_t>(c.id)];
        if (s.phase != Phase::Prefilling)
            return;
        s.prefilled += c.tokens;
        if (s.generated == 0)
            promptDone_ += c.tokens;
        if (s.prefilled < s.target)
            return;
        ++outputEmitted_;
        ServedRequest& r = trace_.requests[static_cast<std::size_t>(c.id)];
        if (s.generated == 0) {
            r.firstToken = now_;
            // The TTFT as servingTails computes it, so the early stop agrees with the P99 it would find.
            if (options_.stopTtftAbove && c.id >= options_.stopFromRequest
                && r.firstToken - r.arrival > *options_.stopTtftAbove)
                ++lateFirstTokens_;
        } else {
            gap(now_ - lastToken_[static_cast<std::size_t>(c.id)], 1); // the token after a recomputation
        }
        ++s.generated;
        if (s.generated >= r.outputTokens) {
            freeBlocks_ += blocksFor(s.prefilled, block_);
            complete(c.id);
            return;
        }
        s.phase = Phase::Decoding;
        s.base = s.target - rounds_;
        s.joined = rounds_;
        ++decoding_;
        sumBase_ += s.base;
        ++crossing_[static_cast<std::size_t>(residue(s.base, block_))];
        finishes_.push({rounds_ + (r.outputTokens - s.generated), c.id, s.version});
        joiners_.push_back({c.id, now_});
    }

    void gap(double seconds, std::int64_t tokens)
    {
        if (options_.recordGaps)
            trace_.gaps.push_back({seconds, tokens});
    }

    void leaveDecoding(int id)
    {
        Sequence& s = sequences_[static_cast<std::size_t>(id)];
        const std::int64_t cached = s.base + rounds_;
        freeBlocks_ += blocksFor(cached, block_);
        s.generated += static_cast<int>(rounds_ - s.joined);
        --decoding_;
        sumBase_ -= s.base;
        --crossing_[static_cast<std::size_t>(residue(s.base, block_))];
        lastToken_[static_cast<std::size_t>(id)] = now_;
    }

    void complete(int id)
    {
        sequences_[static_cast<std::size_t>(id)].phase = Phase::Done;
        trace_.requests[static_cast<std::size_t>(id)].finished = now_;
        --running_;
        ++completed_;
    }

    void preemptLastAdmitted()
    {
        while (!admittedOrder_.empty()) {
            const int id = admittedOrder_.back();
            admittedOrder_.pop_back();
            Sequence& s = sequences_[static_cast<std::size_t>(id)];
            if (s.phase != Phase::Prefilling && s.phase != Phase::Decoding)
                continue;
            if (s.phase == Phase::Decoding) {
                leaveDecoding(id);
            } else {
                freeBlocks_ += blocksFor(s.prefilled, block_);
                lastToken_[static_cast<std::size_t>(id)] = now_;
            }
            // The victim's prompt and every token it generated are computed again when it is admitted next.
            s.target = trace_.requests[static_cast<std::size_t>(id)].inputTokens + s.generated;
            s.prefilled = 0;
            s.phase = Phase::Waiting;
            ++s.version;
            --running_;
            waiting_.push_front(id);
            ++trace_.preemptions;
            ++trace_.requests[static_cast<std::size_t>(id)].preemptions;
            return;
        }
    }

    const ServingReplica& replica_;
    const std::vector<ServingRequest>& requests_;
    const ServingRunOptions options_;
    const int block_;
    std::vector<Sequence> sequences_;
    ServingTrace trace_;
    double now_ = 0.0;
    double lastRound_ = 0.0;
    std::size_t nextArrival_ = 0;
    std::size_t completed_ = 0;
    int running_ = 0;
    std::int64_t decoding_ = 0;
    std::int64_t rounds_ = 0;
    int roundsBehind_ = 0; ///< residue(-rounds_, block_): the sequences of that base residue fill a block this round
    std::int64_t sumBase_ = 0;
    std::int64_t admissions_ = 0;
    std::int64_t outputEmitted_ = 0;
    std::int64_t promptDone_ = 0;
    int lateFirstTokens_ = 0;            ///< first tokens later than options_.stopTtftAbove
    std::vector<std::int64_t> crossing_; ///< decoding sequences by (base mod block): who needs a block when
    std::int64_t freeBlocks_ = 0;
    std::deque<int> waiting_;
    std::vector<int> prefilling_;
    std::vector<int> admittedOrder_;
    std::vector<std::pair<int, double>> joiners_;
    std::vector<double> lastToken_; ///< by request: when it produced its latest token, for the gap after a preemption
    std::priority_queue<FinishEvent, std::vector<FinishEvent>, std::greater<>> finishes_;
    std::vector<PlannedChunk> planned_;
    static constexpr std::int64_t kRememberedKeys = 1 << 20; ///< 8 MB at most
    /// Stretches of at least this many rounds run in closed form: below it, adding passes one by one costs less
    /// than the bisection for the arrival.
    static constexpr std::int64_t kClosedFormRounds = 32;
    std::vector<double> loneDecode_; ///< by keys: a lone sequence's decode pass, seconds (-1: not yet worked out)
    std::vector<std::optional<DecodePassTime>> decodePasses_; ///< by the number of sequences decoding
};

} // namespace

std::optional<Error> validateServingReplica(const ServingReplica& r, int longestRequestTokens)
{
    const ServingScheduler& s = r.scheduler;
    if (auto e = rangeError("max-running", s.maxRunningSequences, 1, 1'000'000))
        return e;
    if (auto e = rangeError("max-batched-tokens", s.maxBatchedTokens, 1, 16.0 * 1024 * 1024))
        return e;
    if (s.chunkedPrefill && s.maxBatchedTokens < s.maxRunningSequences)
        return Error{"max-batched-tokens", std::to_string(s.maxBatchedTokens) + " is below --max-running "
                                               + std::to_string(s.maxRunningSequences)
                                               + ": every running sequence must fit a pass with chunked prefill"};
    if (auto e = rangeError("block-tokens", s.blockTokens, 1, 1024))
        return e;
    if (r.kvBlocks < blocksFor(longestRequestTokens, s.blockTokens))
        return Error{"kv-blocks", "the replica's KV cache holds " + std::to_string(r.kvBlocks * s.blockTokens)
                                      + " tokens, fewer than one request of " + std::to_string(longestRequestTokens)};
    return std::nullopt;
}

Expected<ServingTrace> simulateServing(const ServingReplica& replica, const std::vector<ServingRequest>& requests,
                                       const ServingRunOptions& options)
{
    int longest = 1;
    for (const ServingRequest& r : requests)
        longest = std::max(longest, r.inputTokens + r.outputTokens);
    if (auto error = validateServingReplica(replica, longest))
        return *error;
    return Server(replica, requests, options).run();
}

} // namespace gputco
