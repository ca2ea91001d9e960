#pragma once

#include "performance/InferenceStep.h"

#include <cstdint>

namespace gputco {

/// The time of a pass of `sequences` decoding sequences and nothing else, exactly as inferenceStepTime prices it,
/// with every term that does not depend on the keys read worked out once. The simulation runs tens of millions of
/// such passes in a whole-catalogue sizing, each with a different number of keys; this leaves two divisions a pass.
/// The same operations in the same order as inferenceStepTime, so the same bits (DecodePassTimeTest compares them
/// over dense, tensor-parallel, mixture-of-experts and expert-parallel replicas): a change to inferenceStepTime must
/// be made here too, and that test says so when it is not.
class DecodePassTime {
public:
    DecodePassTime() = default;
    DecodePassTime(const InferenceStepCosts& costs, int sequences);

    /// Seconds of the pass when the sequences attend to `keys` keys in all.
    double seconds(double keys) const
    {
        const double memory = (weights_ + kvBytesPerKey_ * keys) / bandwidth_;
        const double compute = prefillSeconds_ + (matmulFlops_ + decodeAttentionFlopsPerKey_ * keys) / decodeRate_;
        const double roofline = memory > compute ? memory : compute;
        double communication = allReduce_;
        if (expertParallel_)
            communication += overlapAllToAll_ ? (allToAll_ > roofline ? allToAll_ - roofline : 0.0) : allToAll_;
        return roofline + communication + overhead_;
    }

    /// The passes at `firstKeys`, `firstKeys + step`, ... (`count` of them) added up in closed form: a pass is the
    /// largest of up to three terms linear in the keys (the memory read, the compute, an all-to-all not hidden)
    /// plus constants, so the sum is a few arithmetic series. Equal to adding seconds() one pass at a time up to
    /// rounding (about 1e-15 of the sum, where adding them to a clock of thousands of seconds one by one rounds
    /// each pass to about 1e-12 s).
    double sum(double firstKeys, double step, std::int64_t count) const;

private:
    double weights_ = 0.0; ///< bytes read per GPU: the weights and the routed experts' share the tokens pick
    double kvBytesPerKey_ = 0.0;
    double bandwidth_ = 1.0;
    double prefillSeconds_ = 0.0; ///< inferenceStepTime's prefill term with no prefill (0, as it computes it)
    double matmulFlops_ = 0.0;    ///< matmul FLOPs of the pass's tokens
    double decodeAttentionFlopsPerKey_ = 0.0;
    double decodeRate_ = 1.0;
    double allReduce_ = 0.0;      ///< tensor-parallel communication of the pass, seconds
    bool expertParallel_ = false; ///< an all-to-all runs (expert parallelism over more than one GPU)
    bool overlapAllToAll_ = false;
    double allToAll_ = 0.0; ///< seconds
    double overhead_ = 0.0;
};

} // namespace gputco
