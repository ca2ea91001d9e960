#include "cli/lite/ServeRun.h"

#include "cli/lite/NetworkOption.h"
#include "cli/lite/ServeOutcome.h"
#include "cli/lite/UsageError.h"
#include "model/Precision.h"
#include "performance/ServingLayoutSearch.h"
#include "serving/DisaggregatedServing.h"
#include "serving/ServingLayoutSetup.h"
#include "util/QuotedInput.h"

#include <algorithm>
#include <functional>

namespace gputco::cli {
namespace {

CommandOutput usage(const Error& error) { return CommandOutput{ExitUsage, {}, usageErrorText("serve", error)}; }

// What serve asks of a deployment, one replica's or separate pools': the same four questions, simulated each way.
struct ServingQuestions {
    std::function<Expected<double>()> serviceRate;
    std::function<Expected<ServingLoadResult>()> load;
    std::function<Expected<ServingCapacity>()> capacity;
    std::function<Expected<ServingLoadCurve>()> curve;
};

// The service rate, then the load, the capacity with the replicas for the peak, and the curve the options ask for.
CommandOutput answer(ServeOutcome& o, const ServingQuestions& ask)
{
    const ServeRequest& q = o.request;
    const auto requests = generateServingRequests(q.traffic);
    for (const ServingRequest& one : requests)
        o.meanOutputTokens += one.outputTokens;
    o.meanOutputTokens /= static_cast<double>(requests.size());
    const auto service = ask.serviceRate();
    if (!service)
        return usage(asOptionError(service.error()));
    o.serviceRatePerReplica = *service;
    if (q.rate) {
        auto load = ask.load();
        if (!load)
            return usage(asOptionError(load.error()));
        o.load = *load;
    }
    if (q.capacity) {
        auto capacity = ask.capacity();
        if (!capacity)
            return usage(asOptionError(capacity.error()));
        o.capacity = *capacity;
        if (capacity->requestsPerSecond) {
            const double perReplica = *capacity->requestsPerSecond;
            if (q.peakRequestsPerSecond)
                o.replicasForPeak = replicasForPeak(*q.peakRequestsPerSecond, perReplica);
            else if (q.peakOutputTokensPerSecond)
                o.replicasForPeak = replicasForPeak(*q.peakOutputTokensPerSecond, perReplica * o.meanOutputTokens);
        }
    }
    if (q.loadCurve) {
        auto curve = ask.curve();
        if (!curve)
            return usage(asOptionError(curve.error()));
        o.curve = *curve;
    }
    return CommandOutput{ExitOk, q.json ? serveJson(o) : serveText(o), {}};
}

// Separate prefill and decode pools (serving/DisaggregatedServing.h): the same loads, capacity and curve, each
// request through both pools. `o.deployment` describes the decode pool's groups, `o.pools` both.
Expected<CommandOutput> runPools(ServeOutcome& o)
{
    ServeRequest& q = o.request;
    auto pools = prepareDisaggregatedServing(*o.arch, *o.card, q.deployment, q.layout, q.scheduler, q.overheadPerPass);
    if (!pools)
        return usage(asOptionError(pools.error()));
    o.pools = *pools;
    o.deployment.replica = pools->decode;
    o.deployment.kvTokens = pools->decodeKvTokens;
    o.deployment.steadyState = pools->steadyState;
    // As an expert-parallel group: enough requests for several of the decode pool's batches.
    if (!q.requestsSet)
        q.traffic.requests =
            std::max(q.traffic.requests, 8 * pools->decode.scheduler.maxRunningSequences * pools->decodeGroups);
    const DisaggregatedDeployment& d = *pools;
    return answer(o, {[&] { return disaggregatedServiceRate(d, q.traffic); },
                      [&] { return simulateDisaggregatedLoad(d, q.traffic, q.targets); },
                      [&] { return disaggregatedCapacity(d, q.traffic, q.targets); },
                      [&] { return disaggregatedLoadCurve(d, q.traffic, q.targets); }});
}

} // namespace

const std::vector<OptionSpec>& serveOptions()
{
    static const std::vector<OptionSpec> options{
        {"card", "ID", "Card id from 'gpu-tco-cli cards', e.g. h100-sxm-80gb (required)."},
        {"tp", "N", "Tensor-parallel degree per replica; must divide the attention heads. Default 1."},
        {"ep", "N",
         "Mixture-of-experts models: GPUs of one replica the routed experts are spread over; must divide the routed "
         "experts. Default: the serving layout search chooses."},
        {"dp-attention", "", "Mixture-of-experts models: data-parallel attention (each GPU its own sequences)."},
        {"prefill-gpus", "N",
         "Mixture-of-experts models: GPUs of a separate prefill pool (with --decode-gpus); each request is prefilled "
         "there, its KV cache sent over the network to the decode pool. Default: one co-located pool."},
        {"decode-gpus", "N", "Mixture-of-experts models: GPUs of the separate decode pool (with --prefill-gpus)."},
        {"replicas", "N", "Independent replicas of the model, 1 to 1000000; arrivals are split evenly. Default 1."},
        {"weights", "PREC", "Weight precision: " + std::string(precisionChoices()) + ". Default bf16."},
        {"kv-cache", "PREC", "KV cache precision, same choices. Default bf16."},
        {"input-tokens", "N", "Mean prompt tokens per request (required)."},
        {"output-tokens", "N", "Mean generated tokens per request (required)."},
        {"input-spread", "F", "Coefficient of variation of prompt lengths (log-normal), 0 to 4. Default 0: fixed."},
        {"output-spread", "F", "Coefficient of variation of output lengths (log-normal), 0 to 4. Default 0: fixed."},
        {"context", "N",
         "Most tokens of one request (prompt + output); lengths are capped at it. Default: the "
         "model's context."},
        {"rate", "R", "Arrivals, requests per second for the whole deployment, above 0 (required unless --capacity)."},
        {"burstiness", "F",
         "Coefficient of variation of the gaps between arrivals, 0.1 to 10: 1 Poisson, above 1 bursty (gamma). "
         "Default 1."},
        {"ttft-p99-ms", "MS", "P99 time-to-first-token target, milliseconds above 0."},
        {"tpot-p99-ms", "MS", "P99 time-per-output-token target, milliseconds above 0."},
        {"capacity", "", "Find the highest rate at which the P99 targets hold (needs a target)."},
        {"peak-rate", "R", "With --capacity: replicas and GPUs for this peak, requests per second."},
        {"peak-tokens-per-s", "R", "With --capacity: replicas and GPUs for this peak, output tokens per second."},
        {"load-curve", "", "Latency against load from 10 % to 95 % of the service rate, the knee marked."},
        {"max-batched-tokens", "N", "Tokens one pass computes at most (vLLM max_num_batched_tokens). Default 8192."},
        {"max-running", "N", "Sequences running at once (vLLM max_num_seqs). Default 256."},
        {"chunked-prefill", "on|off", "Split prompts across passes beside the decodes. Default on."},
        {"pass-overhead-ms", "MS", "Fixed time added to every pass (scheduling, launches), 0 to 10000. Default 0."},
        {"requests", "N", "Simulated requests per load, 10 to 1000000 (the first 10 % are warm-up). Default 2000."},
        {"seed", "N", "Seed of the arrivals and lengths; the same seed gives the same output. Default 1."},
        {"bandwidth-efficiency", "F",
         "Share of peak memory bandwidth decode reaches, 0.01 to 1. Default 0.7 (docs/VALIDATION.md)."},
        {"compute-efficiency", "F",
         "Share of dense peak prefill and compute-bound decode reach, 0.01 to 1. Default 0.5."},
        networkOption(),
        {"json", "",
         "Print one JSON object: the load's P50/P90/P95/P99 latencies, tokens/s and goodput; capacity.requests_per_s "
         "and capacity.output_tokens_per_s for the deployment."},
    };
    return options;
}

Expected<CommandOutput> runServe(ValueReader& r, const InferCatalogue& catalogue)
{
    const auto arch = readModelChoice(r, catalogue.catalogueModel);
    if (!arch)
        return usage(r.error().value_or(Error{"--model", "is required"}));
    ServeOutcome o;
    o.arch = &*arch;
    o.request = readServeRequest(r, *arch);
    const std::optional<double> network = readNetworkOption(r);
    if (r.error())
        return usage(*r.error());

    if (!catalogue.openCatalogue())
        return usage(r.error().value_or(Error{"--database", "cannot be opened"}));
    const std::string cardId = r.text("card");
    auto card = catalogue.findCard(cardId);
    if (!card)
        return card.error();
    if (!*card)
        return usage(Error{"--card", quotedInput(cardId) + " is not in the catalogue; see gpu-tco-cli cards"});
    Accelerator chosen = **card;
    setUserNetwork(chosen, network);
    o.card = &chosen;

    ServeRequest& q = o.request;
    if (q.searchLayout) {
        // The serving layout search: co-located unless both pools are given (then their groups are searched).
        ServingSearchInputs search;
        search.run = q.deployment;
        search.disaggregated = q.layout.disaggregated();
        search.maxPipelineParallel = 1; // the simulation schedules no pipeline stages
        if (q.layout.disaggregated()) {
            search.prefillGpus = q.layout.prefillGpus;
            search.decodeGpus = q.layout.decodeGpus;
        }
        search.expertParallel = q.expertParallel;
        search.dataParallelAttention = q.dataParallelAttention;
        if (r.isSet("tp"))
            search.tensorParallel = q.layout.tensorParallel;
        const auto plan = searchServingLayout(*arch, chosen, search);
        if (!plan)
            return usage(asOptionError(plan.error()));
        q.layout = plan->estimate.layout;
    }
    q.deployment.tensorParallel = q.layout.attentionTensorParallel();
    if (q.layout.disaggregated())
        return runPools(o);
    auto deployment = prepareServingLayout(*arch, chosen, q.deployment, q.layout, q.scheduler, q.overheadPerPass);
    if (!deployment)
        return usage(asOptionError(deployment.error()));
    o.deployment = *deployment;
    // An expert-parallel group runs one scheduler per attention group, so thousands of sequences at once: the
    // service rate is measured between the 10th and 90th percentile of finishing, which needs several batches'
    // worth of requests (docs/MODEL.md, "Serving mixture-of-experts models"). Unless --requests says otherwise.
    if (!q.layout.tensorParallelOnly() && !q.requestsSet)
        q.traffic.requests = std::max(q.traffic.requests, 8 * o.deployment.replica.scheduler.maxRunningSequences);
    const ServingReplica& replica = o.deployment.replica;

    return answer(o, {[&] { return servingServiceRate(replica, q.traffic); },
                      [&] { return simulateLoad(replica, q.traffic, q.targets); },
                      [&] { return servingCapacity(replica, q.traffic, q.targets); },
                      [&] { return servingLoadCurve(replica, q.traffic, q.targets); }});
}

} // namespace gputco::cli
