#include "serving/DecodePassTime.h"

#include "units/Rates.h"

#include <array>
#include <cmath>
#include <limits>
#include <utility>

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

double DecodePassTime::sum(double firstKeys, double step, std::int64_t count) const
{
    if (count <= 0)
        return 0.0;
    // Pass i (0 <= i < count) reads K = firstKeys + step x i keys; each term as a line in i, a + b i.
    struct Line {
        double a = 0.0;
        double b = 0.0;
        double at(double i) const { return a + b * i; }
    };
    const double memoryPerKey = kvBytesPerKey_ / bandwidth_;
    const double computePerKey = decodeAttentionFlopsPerKey_ / decodeRate_;
    std::array<Line, 3> lines{
        Line{weights_ / bandwidth_ + memoryPerKey * firstKeys, memoryPerKey * step},
        Line{prefillSeconds_ + matmulFlops_ / decodeRate_ + computePerKey * firstKeys, computePerKey * step},
        Line{-std::numeric_limits<double>::infinity(), 0.0}};
    // seconds(): roofline + all-reduce + (all-to-all beyond the roofline, or all of it) + overhead.
    double constant = allReduce_ + overhead_;
    if (expertParallel_ && overlapAllToAll_)
        lines[2].a = allToAll_; // max(roofline, all-to-all)
    else if (expertParallel_)
        constant += allToAll_;
    // The largest line changes only where two lines cross: split the passes there.
    std::array<double, 5> cuts{0.0, static_cast<double>(count), 0.0, 0.0, 0.0};
    std::size_t cutCount = 2;
    for (std::size_t x = 0; x < lines.size(); ++x)
        for (std::size_t y = x + 1; y < lines.size(); ++y) {
            if (lines[x].b == lines[y].b || !std::isfinite(lines[x].a) || !std::isfinite(lines[y].a))
                continue;
            const double cross = std::ceil((lines[y].a - lines[x].a) / (lines[x].b - lines[y].b));
            if (cross > 0.0 && cross < static_cast<double>(count))
                cuts[cutCount++] = cross;
        }
    for (std::size_t i = 1; i < cutCount; ++i) // at most five: sorted by insertion
        for (std::size_t j = i; j > 0 && cuts[j - 1] > cuts[j]; --j)
            std::swap(cuts[j - 1], cuts[j]);
    double total = 0.0;
    for (std::size_t c = 0; c + 1 < cutCount; ++c) {
        const double from = cuts[c];
        const double passes = cuts[c + 1] - from;
        if (passes <= 0.0)
            continue;
        const double middle = from + (passes - 1.0) / 2.0; // the mean index of the run
        const Line* top = &lines[0];
        for (const Line& l : lines)
            if (l.at(middle) > top->at(middle))
                top = &l;
        total += passes * top->at(middle); // a line's mean over evenly spaced points is its value at their mean
    }
    return total + constant * static_cast<double>(count);
}

} // namespace gputco
