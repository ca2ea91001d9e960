#include "recommend/RecommendInputs.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<RankMetric, 3> kMetrics{{{RankMetric::TotalCost, "total-cost"},
                                                 {RankMetric::CostPerMillionTokens, "cost-per-million-tokens"},
                                                 {RankMetric::CostPerRun, "cost-per-run"}}};
}

std::string_view rankMetricName(RankMetric metric) { return enumName(kMetrics, metric); }
std::optional<RankMetric> parseRankMetric(std::string_view text) { return parseEnum(kMetrics, text); }
std::string rankMetricChoices() { return enumChoices(kMetrics); }

} // namespace gputco
