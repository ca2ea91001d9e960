#include "serving/ServingSizingCache.h"

#include <deque>
#include <sstream>
#include <string>
#include <unordered_map>

namespace gputco {
namespace {

// A whole built-in catalogue's sizings (about 400 card x precision x split) several times over; each about 1 KB.
constexpr std::size_t kKept = 4096;

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

struct Remembered {
    std::unordered_map<std::string, Expected<ServingSizing>> byKey;
    std::deque<std::string> order; ///< oldest first, to forget beyond kKept
};

Remembered& remembered()
{
    // Per thread: the window searches on a worker, and no lock is needed.
    thread_local Remembered r;
    return r;
}

} // namespace

Expected<ServingSizing> cachedSizeServing(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                          int outputTokens)
{
    Remembered& r = remembered();
    std::string key = sizingKey(replica, slo, inputTokens, outputTokens);
    if (const auto found = r.byKey.find(key); found != r.byKey.end())
        return found->second;
    auto sized = sizeServing(replica, slo, inputTokens, outputTokens);
    r.byKey.emplace(key, sized);
    r.order.push_back(std::move(key));
    if (r.order.size() > kKept) {
        r.byKey.erase(r.order.front());
        r.order.pop_front();
    }
    return sized;
}

void forgetServingSizings()
{
    Remembered& r = remembered();
    r.byKey.clear();
    r.order.clear();
}

} // namespace gputco
