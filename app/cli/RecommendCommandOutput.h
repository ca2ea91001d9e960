#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "uncertainty/OptionShares.h"

#include <QJsonObject>

class QTextStream;

namespace gputco::cli {

/// What recommend prints: the search, its time and how often each of the first options is the cheapest.
struct RecommendOutput {
    const RecommendInputs& inputs;
    const RecommendResult& result;
    const OptionShares& shares;
    int top = 10;
    double searchMs = 0.0;
};

/// options (top N ranked, each with probability_cheapest), front (the whole Pareto front), unpriced (top N),
/// excluded, evaluated, search_ms, uncertainty (samples, seed, options_compared, varying).
QJsonObject recommendJson(const RecommendOutput& output);

void printRecommendation(QTextStream& out, const RecommendOutput& output);

} // namespace gputco::cli
