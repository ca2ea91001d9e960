#include "cli/lite/NetworkOption.h"
#include "cli/lite/ServeOutcome.h"
#include "serving/ServingLayoutSetup.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gputco::cli {
namespace {

using nlohmann::ordered_json;

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string ms(double seconds) { return fixed(seconds * 1000.0, 1) + " ms"; }

ordered_json percentiles(const LatencyPercentiles& p)
{
    return ordered_json{{"p50", p.p50}, {"p90", p.p90}, {"p95", p.p95}, {"p99", p.p99}};
}

std::string unstableText(double serviceRate)
{
    return "unstable: arrivals exceed the service rate (" + fixed(serviceRate, 2) + " requests/s)";
}

// A load's figures for the deployment: latencies as simulated on one replica, rates times the replicas.
ordered_json loadJson(const ServingLoadResult& load, int replicas)
{
    ordered_json j;
    j["requests_per_s"] = load.requestsPerSecond * replicas;
    if (load.unstable || !load.summary) {
        j["status"] = "unstable";
        j["message"] = unstableText(load.serviceRate * replicas);
        return j;
    }
    const ServingSummary& s = *load.summary;
    j["status"] = "stable";
    j["requests_measured"] = s.requests;
    j["warmup_requests"] = s.warmupRequests;
    j["ttft_s"] = percentiles(s.ttft);
    j["tpot_s"] = percentiles(s.tpot);
    j["itl_s"] = percentiles(s.interToken);
    j["e2e_s"] = percentiles(s.endToEnd);
    j["queue_s"] = percentiles(s.queueing);
    j["output_tokens_per_s"] = s.outputTokensPerSecond * replicas;
    j["total_tokens_per_s"] = s.totalTokensPerSecond * replicas;
    j["goodput"] = s.goodput ? ordered_json(*s.goodput) : ordered_json(nullptr);
    j["kv_use_mean"] = s.meanKvUse;
    j["kv_use_peak"] = s.peakKvUse;
    j["preemptions"] = s.preemptions;
    return j;
}

std::string row(const char* name, const LatencyPercentiles& p)
{
    char text[160];
    std::snprintf(text, sizeof text, "  %-13s %11s %11s %11s %11s\n", name, ms(p.p50).c_str(), ms(p.p90).c_str(),
                  ms(p.p95).c_str(), ms(p.p99).c_str());
    return text;
}

std::string loadText(const ServingLoadResult& load, int replicas)
{
    if (load.unstable || !load.summary)
        return "At " + fixed(load.requestsPerSecond * replicas, 2)
               + " requests/s: " + unstableText(load.serviceRate * replicas) + ".\n";
    const ServingSummary& s = *load.summary;
    std::string out = "At " + fixed(load.requestsPerSecond * replicas, 2) + " requests/s (" + std::to_string(s.requests)
                      + " requests measured, " + std::to_string(s.warmupRequests) + " warm-up left out):\n";
    char head[160];
    std::snprintf(head, sizeof head, "  %-13s %11s %11s %11s %11s\n", "", "P50", "P90", "P95", "P99");
    out += head;
    out += row("TTFT", s.ttft) + row("TPOT", s.tpot) + row("Inter-token", s.interToken) + row("End to end", s.endToEnd)
           + row("Queueing", s.queueing);
    out += "  Output tokens/s " + fixed(s.outputTokensPerSecond * replicas, 0) + " (prompt and output "
           + fixed(s.totalTokensPerSecond * replicas, 0) + ")";
    if (s.goodput)
        out += "; goodput " + fixed(*s.goodput * 100.0, 1) + " % of requests meet the targets";
    out += "\n  KV cache use: mean " + fixed(s.meanKvUse * 100.0, 1) + " %, peak " + fixed(s.peakKvUse * 100.0, 1)
           + " %; preemptions " + std::to_string(s.preemptions) + "\n";
    return out;
}

std::string targetsText(const ServingTargets& t)
{
    std::string out;
    if (t.ttftP99)
        out += "P99 TTFT <= " + fixed(t.ttftP99->inSeconds() * 1000.0, 0) + " ms";
    if (t.tpotP99)
        out += std::string(out.empty() ? "" : " and ") + "P99 TPOT <= " + fixed(t.tpotP99->inSeconds() * 1000.0, 0)
               + " ms";
    return out;
}

} // namespace

std::string serveText(const ServeOutcome& o)
{
    const ServeRequest& q = o.request;
    const int replicas = q.deployment.replicas;
    const ServingReplica& r = o.deployment.replica;
    std::string out = o.arch->displayName + " on " + std::to_string(replicas) + " x TP "
                      + std::to_string(q.deployment.tensorParallel) + " x " + o.card->displayName() + '\n';
    if (!q.layout.tensorParallelOnly())
        out = o.arch->displayName + " on " + std::to_string(replicas) + " x [" + servingLayoutText(q.layout) + "] x "
              + o.card->displayName() + ": " + std::to_string(replicaGpus(q.layout) * replicas) + " GPUs\n";
    if (o.pools) {
        const DisaggregatedDeployment& p = *o.pools;
        out += "Pools: prefill " + std::to_string(q.layout.prefillGpus) + " GPUs (" + std::to_string(p.prefillGroups)
               + " x EP " + std::to_string(q.layout.prefillExpertParallel) + ", DP attention), decode "
               + std::to_string(q.layout.decodeGpus) + " GPUs (" + std::to_string(p.decodeGroups)
               + " groups); KV cache of a " + fixed(q.traffic.input.mean, 0) + "-token prompt sent in "
               + ms(p.kvTransfer(static_cast<int>(q.traffic.input.mean)).inSeconds()) + " at "
               + fixed(p.network.perDirection.inBytesPerSecond() / 1e9, 0)
               + " GB/s per GPU (in the TTFT); scheduler and KV cache below per decode group\n";
    }
    // The network between servers an expert-parallel group or the pools cross, and where its figure comes from.
    if (!q.layout.tensorParallelOnly())
        out += "Network between servers: " + networkText(*o.card) + '\n';
    out += "Scheduler: " + std::to_string(r.scheduler.maxBatchedTokens) + " tokens and "
           + std::to_string(r.scheduler.maxRunningSequences) + " sequences per pass, chunked prefill "
           + (r.scheduler.chunkedPrefill ? "on" : "off") + "; KV cache " + std::to_string(o.deployment.kvTokens)
           + " tokens per replica (" + std::to_string(r.kvBlocks) + " blocks of "
           + std::to_string(r.scheduler.blockTokens) + ")\n";
    out += "Traffic: "
           + std::string(q.traffic.arrivals.burstiness == 1.0
                             ? "Poisson"
                             : "gamma gaps, burstiness " + fixed(q.traffic.arrivals.burstiness, 2))
           + "; prompts " + fixed(q.traffic.input.mean, 0) + " tokens (spread " + fixed(q.traffic.input.spread, 2)
           + "), outputs " + fixed(q.traffic.output.mean, 0) + " (spread " + fixed(q.traffic.output.spread, 2) + "); "
           + std::to_string(q.traffic.requests) + " requests, seed " + std::to_string(q.traffic.seed) + '\n';
    out += "Service rate: " + fixed(o.serviceRatePerReplica * replicas, 2)
           + " requests/s for the deployment when saturated\n";
    if (o.load)
        out += loadText(*o.load, replicas);
    if (o.capacity) {
        const ServingCapacity& c = *o.capacity;
        out += "Capacity at " + targetsText(q.targets) + ": ";
        if (!c.requestsPerSecond) {
            out += "none; even a light load misses the " + c.limitedBy + " target (P99 TTFT "
                   + ms(c.atCapacity->ttft.p99) + ", TPOT " + ms(c.atCapacity->tpot.p99) + ")\n";
        } else {
            out += fixed(*c.requestsPerSecond * replicas, 2) + " requests/s, "
                   + fixed(*c.requestsPerSecond * replicas * o.meanOutputTokens, 0)
                   + " output tokens/s for the deployment (limited by " + c.limitedBy + "; P99 TTFT "
                   + ms(c.atCapacity->ttft.p99) + ", TPOT " + ms(c.atCapacity->tpot.p99) + ")\n";
        }
        if (o.replicasForPeak)
            out += "For the peak: " + std::to_string(*o.replicasForPeak) + " replicas, "
                   + std::to_string(*o.replicasForPeak * replicaGpus(q.layout)) + " GPUs\n";
    }
    if (o.curve) {
        out += "Latency against load (P50 / P99):\n";
        for (std::size_t i = 0; i < o.curve->points.size(); ++i) {
            const ServingLoadResult& p = o.curve->points[i];
            out += "  " + fixed(p.requestsPerSecond * replicas, 2) + " requests/s: ";
            if (!p.summary) {
                out += unstableText(p.serviceRate * replicas) + '\n';
                continue;
            }
            out += "TTFT " + ms(p.summary->ttft.p50) + " / " + ms(p.summary->ttft.p99) + ", TPOT "
                   + ms(p.summary->tpot.p50) + " / " + ms(p.summary->tpot.p99)
                   + (o.curve->knee == i ? "  <- knee (P99 TTFT over twice the lightest load's)" : "") + '\n';
        }
    }
    out += "Formulas and defaults: docs/MODEL.md, \"Serving under load\".\n";
    return out;
}

std::string serveJson(const ServeOutcome& o)
{
    const ServeRequest& q = o.request;
    const int replicas = q.deployment.replicas;
    const ServingReplica& r = o.deployment.replica;
    ordered_json root;
    root["model"] = o.arch->id;
    root["card"] = o.card->id;
    root["tp"] = q.deployment.tensorParallel;
    root["replicas"] = replicas;
    root["gpus"] = replicaGpus(q.layout) * replicas;
    root["layout"] = servingLayoutText(q.layout);
    root["ep"] = q.layout.expertParallel;
    root["dp_attention"] = q.layout.dataParallelAttention;
    addNetworkJson(root, *o.card);
    if (o.pools) {
        const DisaggregatedDeployment& p = *o.pools;
        root["pools"] =
            ordered_json{{"prefill_gpus", q.layout.prefillGpus},
                         {"prefill_ep", q.layout.prefillExpertParallel},
                         {"prefill_groups", p.prefillGroups},
                         {"prefill_kv_tokens_per_group", p.prefillKvTokens},
                         {"decode_gpus", q.layout.decodeGpus},
                         {"decode_groups", p.decodeGroups},
                         {"kv_transfer_s", p.kvTransfer(static_cast<int>(q.traffic.input.mean)).inSeconds()},
                         {"network_bytes_per_s_per_gpu", p.network.perDirection.inBytesPerSecond()}};
    }
    root["scheduler"] = ordered_json{{"max_batched_tokens", r.scheduler.maxBatchedTokens},
                                     {"max_running", r.scheduler.maxRunningSequences},
                                     {"chunked_prefill", r.scheduler.chunkedPrefill},
                                     {"block_tokens", r.scheduler.blockTokens},
                                     {"kv_blocks_per_replica", r.kvBlocks},
                                     {"kv_tokens_per_replica", o.deployment.kvTokens},
                                     {"pass_overhead_s", r.costs.overheadPerPass.inSeconds()}};
    root["traffic"] = ordered_json{{"burstiness", q.traffic.arrivals.burstiness},
                                   {"input_tokens", q.traffic.input.mean},
                                   {"input_spread", q.traffic.input.spread},
                                   {"output_tokens", q.traffic.output.mean},
                                   {"output_spread", q.traffic.output.spread},
                                   {"context", q.traffic.contextLimit},
                                   {"requests", q.traffic.requests},
                                   {"seed", q.traffic.seed}};
    root["targets"] = ordered_json{
        {"ttft_p99_s", q.targets.ttftP99 ? ordered_json(q.targets.ttftP99->inSeconds()) : ordered_json(nullptr)},
        {"tpot_p99_s", q.targets.tpotP99 ? ordered_json(q.targets.tpotP99->inSeconds()) : ordered_json(nullptr)}};
    root["service_rate_per_s"] = o.serviceRatePerReplica * replicas;
    const InferencePerformance& steady = o.deployment.steadyState;
    root["steady_state"] =
        ordered_json{{"concurrency", steady.concurrency},
                     {"ttft_s", steady.ttft ? ordered_json(steady.ttft->inSeconds()) : ordered_json(nullptr)},
                     {"tpot_s", steady.tpot ? ordered_json(steady.tpot->inSeconds()) : ordered_json(nullptr)},
                     {"output_tokens_per_s", steady.outputTokensPerSecond ? ordered_json(*steady.outputTokensPerSecond)
                                                                          : ordered_json(nullptr)}};
    if (o.load)
        root["load"] = loadJson(*o.load, replicas);
    if (o.capacity) {
        const ServingCapacity& c = *o.capacity;
        ordered_json cap;
        cap["requests_per_s"] = c.requestsPerSecond ? ordered_json(*c.requestsPerSecond * replicas) : nullptr;
        cap["output_tokens_per_s"] =
            c.requestsPerSecond ? ordered_json(*c.requestsPerSecond * replicas * o.meanOutputTokens) : nullptr;
        cap["requests_per_s_per_replica"] = c.requestsPerSecond ? ordered_json(*c.requestsPerSecond) : nullptr;
        cap["limited_by"] = c.limitedBy;
        if (c.atCapacity) {
            cap["ttft_p99_s"] = c.atCapacity->ttft.p99;
            cap["tpot_p99_s"] = c.atCapacity->tpot.p99;
            cap["requests_measured"] = c.atCapacity->requests;
        }
        if (o.replicasForPeak) {
            cap["replicas_for_peak"] = *o.replicasForPeak;
            cap["gpus_for_peak"] = *o.replicasForPeak * replicaGpus(q.layout);
        }
        root["capacity"] = cap;
    }
    if (o.curve) {
        ordered_json points = ordered_json::array();
        for (const ServingLoadResult& p : o.curve->points)
            points.push_back(loadJson(p, replicas));
        root["load_curve"] = ordered_json{
            {"points", points}, {"knee_index", o.curve->knee ? ordered_json(*o.curve->knee) : ordered_json(nullptr)}};
    }
    root["notes"] = ordered_json::array(
        {"step time from the inference model (docs/MODEL.md, \"Performance\") for the batch of each pass; today's "
         "default efficiencies",
         "latencies over one replica; rates and tokens/s for the deployment (arrivals split evenly over replicas)"});
    return root.dump(4) + '\n';
}

} // namespace gputco::cli
