#include "cli/lite/InferRun.h"

#include "cli/lite/NetworkOption.h"
#include "cli/lite/UsageError.h"
#include "model/Precision.h"
#include "performance/InferenceEstimator.h"
#include "performance/PrecisionSupport.h"
#include "performance/ServingLayoutSearch.h"
#include "power/EnergyPerToken.h"
#include "power/PowerCap.h"
#include "power/ServerPower.h"
#include "units/UnitText.h"
#include "util/QuotedInput.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gputco::cli {
namespace {

constexpr std::int64_t kMaxTokens = std::int64_t{16} * 1024 * 1024;

nlohmann::json seconds(const std::optional<Duration>& d) { return d ? nlohmann::json(d->inSeconds()) : nullptr; }
nlohmann::json number(const std::optional<double>& v) { return v ? nlohmann::json(*v) : nullptr; }

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// The deployment busy (every card at full load, as MLPerf's Offline runs): whole servers at the wall, from the one
// load curve (docs/MODEL.md, "Power under load"); the lite catalogue has no servers, so the generic server rule.
struct FullLoadPower {
    std::optional<ClusterPower> cluster;
    std::optional<CardPowerProfile> card;
    std::optional<EnergyPerToken> perToken;
};

FullLoadPower fullLoadPower(const Accelerator& card, const InferencePerformance& r)
{
    FullLoadPower out;
    const auto profile = serverPowerProfile(card, std::nullopt);
    if (!profile)
        return out;
    out.card = profile->card;
    out.cluster = clusterPower(*profile, r.gpus, PowerWorkload::Inference, 1.0, 1.0);
    if (r.outputTokensPerSecond)
        out.perToken = energyPerOutputToken(out.cluster->itAverage, *r.outputTokensPerSecond, 1.0);
    return out;
}

std::string text(const ModelArchitecture& arch, const Accelerator& card, const ServingEstimate& estimate)
{
    const InferencePerformance& r = estimate.performance;
    const auto ms = [](const std::optional<Duration>& d) {
        return d ? fixed(d->inSeconds() * 1000.0, 2) + " ms" : std::string("unknown");
    };
    std::string out = arch.displayName + " on " + std::to_string(r.replicas) + " x TP "
                      + std::to_string(r.tensorParallel) + " x " + card.displayName() + '\n';
    if (!estimate.layout.tensorParallelOnly()) {
        out = arch.displayName + " on " + std::to_string(r.replicas) + " x [" + servingLayoutText(estimate.layout)
              + "] x " + card.displayName() + ": " + std::to_string(r.gpus) + " GPUs\n";
        out += "Per GPU:         " + gigabytesText(r.memoryPerGpu) + " (weights "
               + gigabytesText(estimate.memory.perGpu.weights)
               + (arch.moe.enabled() ? ", of which routed experts " + gigabytesText(estimate.memory.routedExpertsPerGpu)
                                     : std::string())
               + "; KV cache " + gigabytesText(estimate.memory.perGpu.kvCache) + ")"
               + (estimate.expertsTouchedPerLayer > 0.0
                      ? "; experts read per step: " + fixed(estimate.expertsTouchedPerLayer, 1) + " of "
                            + std::to_string(arch.moe.routedExperts) + " per layer"
                      : std::string())
               + '\n';
        if (estimate.memory.prefillPerGpu)
            out += "Prefill pool GPU: " + gigabytesText(estimate.memory.prefillPerGpu->total()) + " (weights "
                   + gigabytesText(estimate.memory.prefillPerGpu->weights) + ", of which routed experts "
                   + gigabytesText(estimate.memory.prefillRoutedExpertsPerGpu) + "; KV cache "
                   + gigabytesText(estimate.memory.prefillPerGpu->kvCache) + ")\n";
        if (estimate.allToAllPerStep)
            out += "Expert all-to-all: " + ms(estimate.allToAllPerStep) + " per decode step"
                   + (estimate.kvTransfer ? "; KV transfer " + ms(estimate.kvTransfer) + " per prompt" : std::string())
                   + '\n';
        // The network between servers these layouts cross, and where its figure comes from.
        out += "Network between servers: " + networkText(card) + '\n';
    }
    out += "Concurrency:     " + std::to_string(r.concurrency) + " sequences per replica (memory allows "
           + (r.maxConcurrency ? std::to_string(*r.maxConcurrency) : std::string("unknown")) + ")\n";
    out += "Time to first token: " + ms(r.ttft) + "; per output token: " + ms(r.tpot) + " ("
           + std::string(decodeBoundName(r.bound)) + "-bound)\n";
    out += "Output tokens/s: " + (r.outputTokensPerSecond ? fixed(*r.outputTokensPerSecond, 0) : "unknown")
           + " for the deployment"
           + (r.outputTokensPerSecondPerGpu && !estimate.layout.tensorParallelOnly()
                  ? ", " + fixed(*r.outputTokensPerSecondPerGpu, 0) + " per GPU"
                  : std::string())
           + '\n';
    out += "Efficiency:      bandwidth " + fixed(r.memoryBandwidthEfficiency, 2) + ", compute "
           + fixed(r.computeEfficiency, 2) + ", step overhead " + fixed(r.stepOverheadMs, 2) + " ms (profile "
           + r.efficiencyProfileId + ", " + std::string(efficiencyEvidenceName(r.efficiencyEvidence)) + ")\n";
    const FullLoadPower power = fullLoadPower(card, r);
    if (power.cluster) {
        out += "Power at full load: " + fixed(power.cluster->itAverage.inWatts(), 0) + " W at the wall for "
               + std::to_string(power.cluster->servers) + " server(s), each card "
               + fixed(power.card->busy().inWatts(), 0) + " W busy, " + fixed(power.card->idle.inWatts(), 0)
               + " W idle (" + std::string(efficiencyEvidenceName(power.card->evidence)) + ")";
        if (power.card->cap)
            out += ", capped at " + fixed(power.card->cap->inWatts(), 0) + " W";
        out += '\n';
    }
    if (power.perToken)
        out += "Energy per output token: " + fixed(power.perToken->joules, 3) + " J ("
               + fixed(power.perToken->kwhPerMillionTokens, 3) + " kWh per million tokens) at full load\n";
    for (const auto& note : r.notes)
        out += "Note: " + note + '\n';
    out += "Formulas and defaults: docs/MODEL.md, \"Performance\" and \"Power under load\".\n";
    return out;
}

std::string supportName(PrecisionSupportLevel level)
{
    switch (level) {
    case PrecisionSupportLevel::Native: return "native";
    case PrecisionSupportLevel::Emulated: return "emulated";
    case PrecisionSupportLevel::Unsupported: return "unsupported";
    }
    return "unsupported";
}

std::string json(const ModelArchitecture& arch, const Accelerator& card, const ServingEstimate& estimate,
                 Precision weights)
{
    const InferencePerformance& r = estimate.performance;
    const ServingLayout& l = estimate.layout;
    nlohmann::json root{
        {"model", arch.id},
        {"card", card.id},
        {"tp", r.tensorParallel},
        {"replicas", r.replicas},
        {"gpus", r.gpus},
        {"concurrency", r.concurrency},
        {"max_concurrency", r.maxConcurrency ? nlohmann::json(*r.maxConcurrency) : nullptr},
        {"ttft_s", seconds(r.ttft)},
        {"tpot_s", seconds(r.tpot)},
        {"output_tokens_per_s", number(r.outputTokensPerSecond)},
        {"output_tokens_per_s_per_gpu", number(r.outputTokensPerSecondPerGpu)},
        {"requests_per_s", number(r.requestsPerSecond)},
        {"bound", std::string(decodeBoundName(r.bound))},
        {"compute_precision", std::string(precisionName(r.computePrecision))},
        {"memory_per_gpu_bytes", static_cast<std::int64_t>(r.memoryPerGpu.rounded())},
        {"bytes_read_per_step", static_cast<std::int64_t>(r.bytesReadPerStep.rounded())},
        {"decode_memory_s", seconds(r.decodeMemoryTime)},
        {"decode_compute_s", seconds(r.decodeComputeTime)},
        {"tp_comm_per_step_s", seconds(r.tensorParallelCommPerStep)},
        {"efficiency_profile", r.efficiencyProfileId},
        {"efficiency_evidence", std::string(efficiencyEvidenceName(r.efficiencyEvidence))},
        {"bandwidth_efficiency", r.memoryBandwidthEfficiency},
        {"compute_efficiency", r.computeEfficiency},
        {"step_overhead_ms", r.stepOverheadMs},
        {"notes", r.notes},
        {"precision_support", supportName(precisionSupport(card, weights).level)},
    };
    const FullLoadPower power = fullLoadPower(card, r);
    root["power_cap_w"] = card.powerCap ? nlohmann::json(card.powerCap->inWatts()) : nullptr;
    root["power_evidence"] =
        power.card ? nlohmann::json(std::string(efficiencyEvidenceName(power.card->evidence))) : nullptr;
    root["full_load_power_w"] = power.cluster ? nlohmann::json(power.cluster->itAverage.inWatts()) : nullptr;
    root["energy_per_output_token_j"] = power.perToken ? nlohmann::json(power.perToken->joules) : nullptr;
    root["kwh_per_million_tokens"] = power.perToken ? nlohmann::json(power.perToken->kwhPerMillionTokens) : nullptr;
    // The serving layout (docs/MODEL.md, "Serving mixture-of-experts models"); keys added, none changed.
    root["layout"] = servingLayoutText(l);
    root["ep"] = l.expertParallel;
    root["dp_attention"] = l.dataParallelAttention;
    root["pp"] = l.pipelineParallel;
    root["prefill_gpus"] = l.disaggregated() ? nlohmann::json(l.prefillGpus) : nullptr;
    root["decode_gpus"] = l.disaggregated() ? nlohmann::json(l.decodeGpus) : nullptr;
    root["prefill_ep"] = l.disaggregated() ? nlohmann::json(l.prefillExpertParallel) : nullptr;
    root["kv_transfer_s"] = seconds(estimate.kvTransfer);
    root["all_to_all_per_step_s"] = seconds(estimate.allToAllPerStep);
    root["experts_read_per_layer"] = estimate.expertsTouchedPerLayer;
    root["decode_tokens_per_s_per_gpu"] = number(estimate.decodeTokensPerSecondPerGpu);
    root["prefill_prompts_per_s_per_gpu"] = number(estimate.prefillPromptsPerSecondPerGpu);
    addNetworkJson(root, card);
    root["memory_per_gpu"] = nlohmann::json{
        {"weights_bytes", static_cast<std::int64_t>(estimate.memory.perGpu.weights.rounded())},
        {"routed_experts_bytes", static_cast<std::int64_t>(estimate.memory.routedExpertsPerGpu.rounded())},
        {"kv_cache_bytes", static_cast<std::int64_t>(estimate.memory.perGpu.kvCache.rounded())},
        {"activations_bytes", static_cast<std::int64_t>(estimate.memory.perGpu.activations.rounded())},
        {"overhead_bytes", static_cast<std::int64_t>(estimate.memory.perGpu.overhead.rounded())}};
    if (estimate.memory.prefillPerGpu) {
        const MemoryBreakdown& m = *estimate.memory.prefillPerGpu;
        root["prefill_memory_per_gpu"] = nlohmann::json{
            {"weights_bytes", static_cast<std::int64_t>(m.weights.rounded())},
            {"routed_experts_bytes", static_cast<std::int64_t>(estimate.memory.prefillRoutedExpertsPerGpu.rounded())},
            {"kv_cache_bytes", static_cast<std::int64_t>(m.kvCache.rounded())},
            {"activations_bytes", static_cast<std::int64_t>(m.activations.rounded())},
            {"overhead_bytes", static_cast<std::int64_t>(m.overhead.rounded())}};
    }
    return root.dump(4) + '\n';
}

CommandOutput usage(const Error& error) { return CommandOutput{ExitUsage, {}, usageErrorText("infer", error)}; }

} // namespace

const std::vector<OptionSpec>& inferOptions()
{
    static const std::vector<OptionSpec> options{
        {"card", "ID", "Card id from 'gpu-tco-cli cards', e.g. h100-sxm-80gb (required)."},
        {"tp", "N", "Tensor-parallel degree per replica; must divide the attention heads. Default 1."},
        {"replicas", "N", "Independent replicas of the model, 1 to 1000000. Default 1."},
        {"weights", "PREC", "Weight precision: " + std::string(precisionChoices()) + ". Default bf16."},
        {"kv-cache", "PREC", "KV cache precision, same choices. Default bf16."},
        {"input-tokens", "N", "Prompt tokens per request, 1 to 16777216 (required)."},
        {"output-tokens", "N", "Generated tokens per request, 1 to 16777216 (required)."},
        {"concurrency", "N", "Sequences decoded together per replica. Default: the most that fit in memory."},
        {"ep", "N",
         "Mixture-of-experts models: GPUs the routed experts are spread over (expert parallelism); must divide the "
         "routed experts. Default: the serving layout search chooses."},
        {"dp-attention", "", "Mixture-of-experts models: data-parallel attention (each GPU its own sequences)."},
        {"pp", "N",
         "Pipeline stages over servers, each stage --tp GPUs of one server; not with --ep, --dp-attention or "
         "separate pools. Default 1 (a mixture-of-experts model: the serving layout search chooses)."},
        {"prefill-gpus", "N", "Mixture-of-experts models: a separate prefill pool of N GPUs (with --decode-gpus)."},
        {"decode-gpus", "N", "Mixture-of-experts models: a separate decode pool of N GPUs (with --prefill-gpus)."},
        {"bandwidth-efficiency", "F",
         "Share of peak memory bandwidth decode reaches, 0.01 to 1. Default: the card's efficiency profile "
         "(docs/VALIDATION.md)."},
        {"compute-efficiency", "F",
         "Share of dense peak prefill and compute-bound decode reach, 0.01 to 1. Default: the card's efficiency "
         "profile."},
        {"step-overhead-ms", "MS",
         "Fixed time per decode step beyond the roofline, 0 to 1000 ms. Default: the card's "
         "efficiency profile."},
        {"power-cap-w", "W",
         "Power cap per card in watts, above 0 and at most 1.5 x the card's TDP: the card draws at most this and "
         "computes at (cap / full load)^(1/3) of its peak. Default: no cap."},
        networkOption(),
        {"json", "",
         "Print one JSON object: ttft_s, tpot_s, output_tokens_per_s (deployment), max_concurrency, bound, "
         "full_load_power_w, energy_per_output_token_j, and the details behind them."},
    };
    return options;
}

Expected<CommandOutput> runInfer(ValueReader& r, const InferCatalogue& catalogue)
{
    const auto arch = readModelChoice(r, catalogue.catalogueModel);
    for (const char* required : {"card", "input-tokens", "output-tokens"})
        if (!r.isSet(required))
            r.fail(Error{std::string("--") + required, "is required"});
    InferenceInputs in;
    const int heads = arch ? arch->attentionHeads : 1;
    in.tensorParallel = static_cast<int>(r.integer("tp", 1, heads, 1));
    in.replicas = static_cast<int>(r.integer("replicas", 1, 1'000'000, 1));
    in.weights = r.choice<Precision>("weights", parsePrecision, std::string(precisionChoices()), Precision::BF16);
    in.kvCache = r.choice<Precision>("kv-cache", parsePrecision, std::string(precisionChoices()), Precision::BF16);
    in.inputTokens = static_cast<int>(r.integer("input-tokens", 1, kMaxTokens, 1));
    in.outputTokens = static_cast<int>(r.integer("output-tokens", 1, kMaxTokens, 1));
    if (r.isSet("concurrency"))
        in.concurrency = static_cast<int>(r.integer("concurrency", 1, 1'000'000, 1));
    // Another tool's roofline: its efficiencies instead of ours (issue 16).
    // Without them, the card's efficiency profile (docs/MODEL.md, "Efficiency profiles").
    if (r.isSet("bandwidth-efficiency"))
        in.memoryBandwidthEfficiency = r.number("bandwidth-efficiency", 0.01, 1.0, kDefaultMemoryBandwidthEfficiency);
    if (r.isSet("compute-efficiency")) {
        in.prefillEfficiency = r.number("compute-efficiency", 0.01, 1.0, kDefaultPrefillEfficiency);
        in.decodeComputeEfficiency = in.prefillEfficiency;
    }
    if (r.isSet("step-overhead-ms"))
        in.stepOverheadMs = r.number("step-overhead-ms", 0.0, 1000.0, 0.0);
    const std::optional<double> network = readNetworkOption(r);
    ServingSearchInputs search;
    const bool layoutAsked =
        r.isSet("ep") || r.isSet("dp-attention") || r.isSet("prefill-gpus") || r.isSet("decode-gpus") || r.isSet("pp");
    if (r.isSet("pp"))
        search.pipelineParallel = static_cast<int>(r.integer("pp", 1, arch ? arch->layers : 1'000'000, 1));
    if (r.isSet("ep"))
        search.expertParallel = static_cast<int>(r.integer("ep", 1, 1'000'000, 1));
    if (r.isSet("dp-attention"))
        search.dataParallelAttention = true;
    if (r.isSet("prefill-gpus"))
        search.prefillGpus = static_cast<int>(r.integer("prefill-gpus", 1, 1'000'000, 1));
    if (r.isSet("decode-gpus"))
        search.decodeGpus = static_cast<int>(r.integer("decode-gpus", 1, 1'000'000, 1));
    if (r.error())
        return usage(*r.error());
    if (arch) {
        // Dense models (and --tp alone) keep today's layout; the options of a layout are checked against the model.
        if (!arch->moe.enabled() || (r.isSet("tp") && !layoutAsked)) {
            search.tensorParallel = in.tensorParallel;
            search.expertParallel = search.expertParallel.value_or(1);
            search.pipelineParallel = search.pipelineParallel.value_or(1);
            if (!layoutAsked)
                search.disaggregated = false;
        } else if (r.isSet("tp")) {
            search.tensorParallel = in.tensorParallel;
        }
        ServingLayout asked;
        asked.expertParallel = search.expertParallel.value_or(1);
        asked.dataParallelAttention = search.dataParallelAttention.value_or(false);
        asked.tensorParallel = asked.dataParallelAttention ? 1 : in.tensorParallel;
        if (asked.expertParallel > 1 && !r.isSet("tp") && !asked.dataParallelAttention)
            asked.tensorParallel = 1;
        asked.pipelineParallel = search.pipelineParallel.value_or(1);
        asked.prefillGpus = search.prefillGpus.value_or(0);
        asked.decodeGpus = search.decodeGpus.value_or(0);
        if (search.prefillGpus && search.decodeGpus)
            asked.prefillExpertParallel = 1; // the pools' groups are searched; checked there
        if (auto error = validateServingLayout(*arch, asked);
            error && error->field != "decode-gpus" && error->field != "prefill-gpus")
            return usage(asOptionError(*error));
        if (!arch->moe.enabled())
            if (auto error = validateServingLayout(*arch, asked))
                return usage(asOptionError(*error));
    }
    search.run = in;

    if (!catalogue.openCatalogue())
        return usage(r.error().value_or(Error{"--database", "cannot be opened"}));
    const std::string cardId = r.text("card");
    auto card = catalogue.findCard(cardId);
    if (!card)
        return card.error();
    if (!*card)
        return usage(Error{"--card", quotedInput(cardId) + " is not in the catalogue; see gpu-tco-cli cards"});
    Accelerator chosen = **card;
    if (r.isSet("power-cap-w")) {
        const double cap = r.number("power-cap-w", -1e12, 1e12, 0.0);
        if (r.error())
            return usage(*r.error());
        if (auto problem = checkPowerCap(chosen, cap, "--power-cap-w"))
            return usage(*problem);
        chosen.powerCap = Watts::of(cap);
    }
    setUserNetwork(chosen, network);

    // The one precision rule (core precisionSupport) already speaks through the estimate's peak note ("FP8 is
    // unsupported (never recommended)"); the JSON names the level as well (precision_support).
    const auto plan = searchServingLayout(*arch, chosen, search);
    if (!plan)
        return usage(asOptionError(plan.error()));
    const bool asJson = r.isSet("json");
    return CommandOutput{
        ExitOk, asJson ? json(*arch, chosen, plan->estimate, in.weights) : text(*arch, chosen, plan->estimate), {}};
}

} // namespace gputco::cli
