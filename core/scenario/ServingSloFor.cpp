#include "scenario/ServingSloFor.h"

#include <algorithm>

namespace gputco {

ServingSlo servingTrafficOf(const ScenarioConstraints& c, int outputTokens)
{
    ServingSlo slo;
    if (c.ttftP99Ms)
        slo.ttftP99 = Duration::seconds(*c.ttftP99Ms / 1000.0);
    if (c.tpotP99Ms)
        slo.tpotP99 = Duration::seconds(*c.tpotP99Ms / 1000.0);
    double peak = c.peakRequestsPerSecond.value_or(0.0);
    if (c.peakOutputTokensPerSecond && outputTokens > 0)
        peak = std::max(peak, *c.peakOutputTokensPerSecond / outputTokens);
    slo.peakRequestsPerSecond = peak;
    slo.inputSpread = c.inputTokensSpread.value_or(0.0);
    slo.outputSpread = c.outputTokensSpread.value_or(0.0);
    slo.burstiness = c.burstiness.value_or(1.0);
    return slo;
}

std::optional<ServingSlo> servingSloFor(const ScenarioConstraints& c, int outputTokens)
{
    if (!c.ttftP99Ms && !c.tpotP99Ms)
        return std::nullopt;
    return servingTrafficOf(c, outputTokens);
}

std::string meanLatencyKeysNote(const ScenarioConstraints& c)
{
    if ((!c.maxTtftMs && !c.maxTpotMs) || c.ttftP99Ms || c.tpotP99Ms)
        return {};
    return "constraints: max_ttft_ms and max_tpot_ms limit a mean latency at a full batch; ttft_p99_ms and "
           "tpot_p99_ms (with peak_requests_per_second or peak_output_tokens_per_second, input_tokens_spread, "
           "output_tokens_spread and burstiness) size each option by its simulated P99 under that traffic";
}

} // namespace gputco
