#include "serving/ServingLayoutSetup.h"

#include <algorithm>

namespace gputco {

int replicaGpus(const ServingLayout& l) { return l.gpus(); }

Expected<ServingDeployment> prepareServingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                                 const InferenceInputs& inputs, const ServingLayout& layout,
                                                 const ServingScheduler& scheduler, Duration overheadPerPass,
                                                 const ServingNetwork& network)
{
    if (layout.tensorParallelOnly()) {
        InferenceInputs tp = inputs;
        tp.tensorParallel = layout.tensorParallel;
        return prepareServing(arch, card, tp, scheduler, overheadPerPass);
    }
    if (layout.pipelined())
        return Error{"pp", "the serving simulation schedules no pipeline stages; infer prices them"};
    if (layout.disaggregated())
        return Error{"prefill-gpus", "the serving simulation schedules one co-located pool; separate prefill and "
                                     "decode pools are priced by infer"};
    auto replica = expertParallelReplica(arch, card, inputs, layout, overheadPerPass, network);
    if (!replica)
        return replica.error();
    auto steady = estimateServing(arch, card, inputs, layout, network);
    if (!steady)
        return steady.error();
    ServingDeployment d;
    d.replica.costs = replica->costs;
    // Under data-parallel attention every attention group schedules its own sequences (SGLang runs a scheduler per
    // DP rank), so the group's limits are the per-scheduler ones times its attention groups.
    const int groups = replica->gpus / layout.attentionTensorParallel();
    d.replica.scheduler = scheduler;
    d.replica.scheduler.maxRunningSequences = scheduler.maxRunningSequences * groups;
    d.replica.scheduler.maxBatchedTokens = scheduler.maxBatchedTokens * groups;
    d.kvTokens = replica->kvTokens;
    d.replica.kvBlocks = d.kvTokens / scheduler.blockTokens;
    d.steadyState = steady->performance;
    return d;
}

} // namespace gputco
