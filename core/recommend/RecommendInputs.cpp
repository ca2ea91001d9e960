#include "recommend/RecommendInputs.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<RankMetric, 3> kMetrics{{{RankMetric::TotalCost, "total-cost"},
                                                 {RankMetric::CostPerMillionTokens, "cost-per-million-tokens"},
                                                 {RankMetric::CostPerRun, "cost-per-run"}}};
constexpr EnumNameTable<Ownership, 3> kOwnerships{
    {{Ownership::Owned, "owned"}, {Ownership::Rented, "rented"}, {Ownership::Either, "either"}}};
} // namespace

std::string_view rankMetricName(RankMetric metric) { return enumName(kMetrics, metric); }
std::optional<RankMetric> parseRankMetric(std::string_view text) { return parseEnum(kMetrics, text); }
std::string rankMetricChoices() { return enumChoices(kMetrics); }
RankMetric defaultRankMetric(bool training) { return training ? RankMetric::CostPerRun : RankMetric::TotalCost; }

double electricityPriceIn(const RecommendEconomics& e, const Facility* facility)
{
    return facility && e.facilityOwnPrices ? facility->electricityPricePerKwh : e.pricePerKwh;
}

double pueIn(const RecommendEconomics& e, const Facility* facility)
{
    return facility && e.facilityOwnPrices ? facility->pue : e.pue;
}

std::string_view ownershipName(Ownership ownership) { return enumName(kOwnerships, ownership); }
std::optional<Ownership> parseOwnership(std::string_view text) { return parseEnum(kOwnerships, text); }
std::string ownershipChoices() { return enumChoices(kOwnerships); }

} // namespace gputco
