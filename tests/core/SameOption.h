#pragma once

#include "recommend/RecommendResult.h"

#include <catch2/catch.hpp>

namespace gputco::fixtures {

/// Checks two recommended options are the same option: what tells options apart on the table and the chart (card,
/// ownership, precision, split, facility) and its figures (rank value, latency, cost, front, understated capex).
inline void checkSameOption(const RecommendOption& a, const RecommendOption& b)
{
    CHECK(a.cardId == b.cardId);
    CHECK(a.rented == b.rented);
    CHECK(a.precision == b.precision);
    CHECK(a.gpus == b.gpus);
    CHECK(a.parallel.tensor == b.parallel.tensor);
    CHECK(a.facilityId == b.facilityId);
    CHECK(a.rankValue == b.rankValue);
    CHECK(a.latencySeconds == b.latencySeconds);
    CHECK(a.totalCost == b.totalCost);
    CHECK(a.onParetoFront == b.onParetoFront);
    CHECK(a.capexUnderstated == b.capexUnderstated);
}

} // namespace gputco::fixtures
