#include "serving/ServingSizingCache.h"

#include <deque>
#include <sstream>
#include <string>
#include <unordered_map>

namespace gputco {
namespace {

// A whole built-in catalogue's sizings (about 400 card x precision x split) several times over; each about 1 KB.
constexpr std::size_t kKeptSizings = 4096;
// Curves: about 6 KB each, one per card the Serving view shows; a few hundred cover many settings of the workload.
constexpr std::size_t kKeptCurves = 256;

#if defined(__x86_64__) && defined(__GLIBCXX__)
// The key below names every field sizeServing reads; a new field in these structs must join it (or two different
// replicas would share a sizing). Their sizes on this platform catch an addition.
static_assert(sizeof(InferenceStepCosts) == 232, "InferenceStepCosts changed: add the new field to sizingKey");
static_assert(sizeof(ServingScheduler) == 16, "ServingScheduler changed: add the new field to sizingKey");
static_assert(sizeof(ServingSlo) == 88, "ServingSlo changed: add the new field to sizingKey");
static_assert(sizeof(ServingReplica) == 256, "ServingReplica changed: add the new field to sizingKey");
#endif

std::string sizingKey(const ServingReplica& r, const ServingSlo& slo, int inputTokens, int outputTokens)
{
    std::ostringstream k;
    k.precision(17);
    const auto link = [&k](const LinkSpec& l) {
        k << l.perDirection.inBytesPerSecond() << ',' << l.latency.inSeconds() << '|';
    };
    const auto seconds = [&k](const std::optional<Duration>& d) { k << (d ? d->inSeconds() : -1.0) << '|'; };
    const InferenceStepCosts& c = r.costs;
    k << c.weightsRead.inBytes() << '|' << c.routedExperts.inBytes() << '|' << c.moe.routedExperts << ','
      << c.moe.expertsPerToken << '|' << c.kvBytesPerKey.inBytes() << '|' << c.bandwidth.inBytesPerSecond() << '|'
      << c.matmulFlopsPerToken.inFlops() << '|' << c.attentionFlopsPerKey.inFlops() << '|'
      << c.prefillRate.inFlopsPerSecond() << '|' << c.decodeRate.inFlopsPerSecond() << '|' << c.tensorParallel << '|';
    if (c.link)
        link(*c.link);
    else
        k << "no link|";
    k << c.allReduceBytesPerToken.inBytes() << '|' << c.allReducesPerPass << '|' << c.overheadPerPass.inSeconds() << '|'
      << c.expertParallel << '|' << c.expertLinks.perNode << '|';
    link(c.expertLinks.intraNode);
    link(c.expertLinks.interNode);
    k << c.allToAllBytesPerToken.inBytes() << '|' << c.allToAllsPerPass << '|' << c.overlapAllToAll << '|'
      << (c.decodeAttentionFlopsPerKey ? c.decodeAttentionFlopsPerKey->inFlops() : -1.0) << '|' << c.promptsArriveCached
      << '|';
    const ServingScheduler& s = r.scheduler;
    k << r.kvBlocks << '|' << s.maxBatchedTokens << ',' << s.maxRunningSequences << ',' << s.chunkedPrefill << ','
      << s.blockTokens << '|';
    seconds(slo.ttftP99);
    seconds(slo.tpotP99);
    k << slo.peakRequestsPerSecond << '|' << slo.inputSpread << '|' << slo.outputSpread << '|' << slo.burstiness << '|'
      << slo.requestsPerProbe << '|' << slo.rateTolerance << '|' << slo.seed << '|' << inputTokens << '|'
      << outputTokens;
    return k.str();
}

// The last `Kept` answers of one kind on this thread, oldest forgotten first.
template <class Answer, std::size_t Kept>
struct Remembered {
    std::unordered_map<std::string, Answer> byKey;
    std::deque<std::string> order; ///< oldest first, to forget beyond Kept

    template <class Compute>
    Answer find(std::string key, Compute compute)
    {
        if (const auto found = byKey.find(key); found != byKey.end())
            return found->second;
        Answer answer = compute();
        byKey.emplace(key, answer);
        order.push_back(std::move(key));
        if (order.size() > Kept) {
            byKey.erase(order.front());
            order.pop_front();
        }
        return answer;
    }
    void clear()
    {
        byKey.clear();
        order.clear();
    }
};

// Per thread: the window searches and draws its curves on workers, and no lock is needed.
Remembered<Expected<ServingSizing>, kKeptSizings>& sizings()
{
    thread_local Remembered<Expected<ServingSizing>, kKeptSizings> r;
    return r;
}

Remembered<Expected<ServingLoadCurve>, kKeptCurves>& curves()
{
    thread_local Remembered<Expected<ServingLoadCurve>, kKeptCurves> r;
    return r;
}

} // namespace

Expected<ServingSizing> cachedSizeServing(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                          int outputTokens)
{
    return sizings().find(sizingKey(replica, slo, inputTokens, outputTokens),
                          [&] { return sizeServing(replica, slo, inputTokens, outputTokens); });
}

Expected<ServingLoadCurve> cachedServingLoadCurve(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                                  int outputTokens)
{
    // The curve reads neither the peak nor the search's tolerance: a new peak (the throughput target) keeps it.
    ServingSlo read = slo;
    read.peakRequestsPerSecond = 0.0;
    read.rateTolerance = 0.0;
    return curves().find(sizingKey(replica, read, inputTokens, outputTokens), [&] {
        return servingLoadCurve(replica, servingTrafficFor(slo, inputTokens, outputTokens, 1.0),
                                ServingTargets{slo.ttftP99, slo.tpotP99});
    });
}

void forgetServingSizings()
{
    sizings().clear();
    curves().clear();
}

} // namespace gputco
