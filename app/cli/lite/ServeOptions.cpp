#include "cli/lite/ServeOptions.h"

#include "model/Precision.h"

#include <string>

namespace gputco::cli {
namespace {

constexpr std::int64_t kMaxTokens = std::int64_t{16} * 1024 * 1024;
constexpr double kMaxRate = 1e9;
constexpr double kMaxTargetMs = 3.6e6; // an hour

// A value that must be above 0 (a rate, a target): "0" is refused with that said, not as "below 0".
double positive(ValueReader& r, const char* name, double max, const char* unit)
{
    const double value = r.number(name, 0.0, max, 1.0);
    if (!r.error() && !(value > 0.0))
        r.fail(Error{std::string("--") + name, "must be above 0 " + std::string(unit) + " (and at most "
                                                   + std::to_string(static_cast<std::int64_t>(max)) + ")"});
    return value;
}

std::optional<Duration> target(ValueReader& r, const char* name)
{
    if (!r.isSet(name))
        return std::nullopt;
    return Duration::seconds(positive(r, name, kMaxTargetMs, "milliseconds") / 1000.0);
}

} // namespace

ServeRequest readServeRequest(ValueReader& r, const ModelArchitecture& arch)
{
    ServeRequest q;
    for (const char* required : {"card", "input-tokens", "output-tokens"})
        if (!r.isSet(required))
            r.fail(Error{std::string("--") + required, "is required"});
    InferenceInputs& in = q.deployment;
    in.tensorParallel = static_cast<int>(r.integer("tp", 1, arch.attentionHeads, 1));
    in.replicas = static_cast<int>(r.integer("replicas", 1, 1'000'000, 1));
    // The layout (docs/MODEL.md, "Serving layout search"): dense models and --tp alone keep today's replica.
    ServingLayout& l = q.layout;
    l.tensorParallel = in.tensorParallel;
    if (r.isSet("ep"))
        q.expertParallel = l.expertParallel = static_cast<int>(r.integer("ep", 1, 1'000'000, 1));
    if (r.isSet("dp-attention")) {
        q.dataParallelAttention = l.dataParallelAttention = true;
        l.tensorParallel = 1;
    }
    if (r.isSet("prefill-gpus"))
        l.prefillGpus = static_cast<int>(r.integer("prefill-gpus", 1, 1'000'000, 1));
    if (r.isSet("decode-gpus"))
        l.decodeGpus = static_cast<int>(r.integer("decode-gpus", 1, 1'000'000, 1));
    if (l.expertParallel > 1 && !r.isSet("tp") && !l.dataParallelAttention)
        l.tensorParallel = 1;
    // A mixture-of-experts model is searched unless --tp alone fixes today's layout; a dense model keeps --tp and
    // refuses the expert-parallel options.
    q.searchLayout = arch.moe.enabled() && (q.expertParallel || q.dataParallelAttention || !r.isSet("tp"));
    // Separate pools: both sizes or neither; the search chooses their groups (ServeRun.cpp).
    if (!r.error() && (l.prefillGpus > 0) != (l.decodeGpus > 0))
        r.fail(Error{l.prefillGpus > 0 ? "--decode-gpus" : "--prefill-gpus",
                     "separate pools need both --prefill-gpus and --decode-gpus"});
    if (l.disaggregated())
        q.searchLayout = arch.moe.enabled();
    if (!r.error() && !arch.moe.enabled())
        if (auto e = validateServingLayout(arch, l))
            r.fail(Error{"--" + e->field, e->message});
    in.weights = r.choice<Precision>("weights", parsePrecision, std::string(precisionChoices()), Precision::BF16);
    in.kvCache = r.choice<Precision>("kv-cache", parsePrecision, std::string(precisionChoices()), Precision::BF16);
    in.inputTokens = static_cast<int>(r.integer("input-tokens", 1, kMaxTokens, 1));
    in.outputTokens = static_cast<int>(r.integer("output-tokens", 1, kMaxTokens, 1));
    // Given only when asked for: otherwise the inference model's own (a card's profile where it has one).
    if (r.isSet("bandwidth-efficiency"))
        in.memoryBandwidthEfficiency = r.number("bandwidth-efficiency", 0.01, 1.0, kDefaultMemoryBandwidthEfficiency);
    if (r.isSet("compute-efficiency")) {
        in.prefillEfficiency = r.number("compute-efficiency", 0.01, 1.0, kDefaultPrefillEfficiency);
        in.decodeComputeEfficiency = in.prefillEfficiency;
    }

    q.capacity = r.isSet("capacity");
    q.loadCurve = r.isSet("load-curve");
    q.json = r.isSet("json");
    if (r.isSet("rate"))
        q.rate = positive(r, "rate", kMaxRate, "requests per second");
    else if (!q.capacity && !q.loadCurve)
        r.fail(Error{"--rate", "is required (requests per second for the deployment, above 0), unless --capacity"});

    ServingTraffic& t = q.traffic;
    t.contextLimit = static_cast<int>(
        r.integer("context", 2, kMaxTokens, arch.maxContext > 0 ? arch.maxContext : in.inputTokens + in.outputTokens));
    t.arrivals.burstiness = r.number("burstiness", kMinBurstiness, kMaxBurstiness, 1.0);
    t.input = {static_cast<double>(in.inputTokens), r.number("input-spread", 0.0, kMaxLengthSpread, 0.0)};
    t.output = {static_cast<double>(in.outputTokens), r.number("output-spread", 0.0, kMaxLengthSpread, 0.0)};
    t.requests = static_cast<int>(r.integer("requests", 10, kMaxServingRequests, 2000));
    q.requestsSet = r.isSet("requests");
    t.seed = static_cast<std::uint64_t>(r.integer("seed", 0, std::int64_t{1} << 53, 1));
    t.arrivals.requestsPerSecond = q.rate.value_or(1.0) / in.replicas;

    q.scheduler.maxBatchedTokens = static_cast<int>(r.integer("max-batched-tokens", 1, kMaxTokens, 8192));
    q.scheduler.maxRunningSequences = static_cast<int>(r.integer("max-running", 1, 1'000'000, 256));
    q.scheduler.chunkedPrefill = r.onOff("chunked-prefill", true);
    q.overheadPerPass = Duration::seconds(r.number("pass-overhead-ms", 0.0, 10'000.0, 0.0) / 1000.0);

    q.targets.ttftP99 = target(r, "ttft-p99-ms");
    q.targets.tpotP99 = target(r, "tpot-p99-ms");
    if (q.capacity && !q.targets.ttftP99 && !q.targets.tpotP99)
        r.fail(Error{"--capacity", "needs --ttft-p99-ms or --tpot-p99-ms (milliseconds, above 0)"});
    if (r.isSet("peak-rate"))
        q.peakRequestsPerSecond = positive(r, "peak-rate", kMaxRate, "requests per second");
    if (r.isSet("peak-tokens-per-s"))
        q.peakOutputTokensPerSecond = positive(r, "peak-tokens-per-s", kMaxRate, "output tokens per second");
    if ((q.peakRequestsPerSecond || q.peakOutputTokensPerSecond) && !q.capacity)
        r.fail(Error{q.peakRequestsPerSecond ? "--peak-rate" : "--peak-tokens-per-s",
                     "sizes replicas from the capacity: give --capacity and a target"});
    if (!r.error())
        if (auto e = validateServingTraffic(t))
            r.fail(Error{"--" + e->field, e->message});
    return q;
}

} // namespace gputco::cli
