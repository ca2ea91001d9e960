#include "serving/DecodePassTime.h"

#include "units/Rates.h"

#include <cmath>

namespace gputco {

// Each term as inferenceStepTime forms it for StepWork{sequences, keys, 0, 0}, in the same order and types.
DecodePassTime::DecodePassTime(const InferenceStepCosts& c, int sequences)
{
    const double tokens = sequences + 0.0; // decodeSequences + prefillTokens
    Bytes weights = c.weightsRead;
    if (c.moe.enabled()) {
        const double missOne = 1.0 - static_cast<double>(c.moe.expertsPerToken) / c.moe.routedExperts;
        weights += c.routedExperts * (1.0 - std::pow(missOne, tokens));
    } else {
        weights += c.routedExperts;
    }
    weights_ = weights.inBytes();
    kvBytesPerKey_ = c.kvBytesPerKey.inBytes();
    bandwidth_ = c.bandwidth.inBytesPerSecond();
    const FlopCount prefill = c.matmulFlopsPerToken * 0.0 + c.attentionFlopsPerKey * 0.0;
    prefillSeconds_ = (prefill / c.prefillRate).inSeconds();
    matmulFlops_ = (c.matmulFlopsPerToken * static_cast<double>(sequences)).inFlops();
    decodeAttentionFlopsPerKey_ = c.decodeAttentionFlopsPerKey.value_or(c.attentionFlopsPerKey).inFlops();
    decodeRate_ = c.decodeRate.inFlopsPerSecond();
    allReduce_ =
        c.link && tokens > 0.0
            ? (ringAllReduceTime(c.allReduceBytesPerToken * tokens, c.tensorParallel, *c.link) * c.allReducesPerPass)
                  .inSeconds()
            : 0.0;
    expertParallel_ = c.expertParallel > 1 && tokens > 0.0;
    if (expertParallel_) {
        const Bytes perGpu = c.allToAllBytesPerToken * (tokens / c.expertParallel);
        allToAll_ = (allToAllTime(perGpu, c.expertParallel, c.expertLinks) * c.allToAllsPerPass).inSeconds();
        overlapAllToAll_ = c.overlapAllToAll;
    }
    overhead_ = c.overheadPerPass.inSeconds();
}

} // namespace gputco
