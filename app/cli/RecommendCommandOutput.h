#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"

#include <QJsonObject>

class QTextStream;

namespace gputco::cli {

/// options (top N ranked), front (the whole Pareto front), unpriced (top N), excluded, evaluated, search_ms.
QJsonObject recommendJson(const RecommendInputs& inputs, const RecommendResult& result, int top, double searchMs);

void printRecommendation(QTextStream& out, const RecommendInputs& inputs, const RecommendResult& result, int top,
                         double searchMs);

} // namespace gputco::cli
