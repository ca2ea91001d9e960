#pragma once

#include "serving/ServingCapacity.h"
#include "serving/ServingSizing.h"

namespace gputco {

/// sizeServing with this thread's last sizings remembered, keyed by everything it reads: the replica's pass costs,
/// KV blocks and scheduler, the targets and traffic, and the mean lengths. The recommender sizes every card,
/// precision and split once per search, and the window searches again after any change, most often one that moves
/// no sizing (a price, the PUE, the years, a facility or the ownership): those searches then simulate nothing.
/// The answer is the one sizeServing gives (it is deterministic for its inputs).
Expected<ServingSizing> cachedSizeServing(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                          int outputTokens);

/// servingLoadCurve at `slo`'s traffic and targets (servingTrafficFor at 1 request/s; the curve sets its own
/// rates), remembered the same way: the Serving view draws the selected cards' curves again after every change,
/// and a change of a price, the PUE, the years or the peak moves none of them.
Expected<ServingLoadCurve> cachedServingLoadCurve(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                                  int outputTokens);

/// Forgets this thread's remembered sizings and curves (a benchmark that times the search cold).
void forgetServingSizings();

} // namespace gputco
