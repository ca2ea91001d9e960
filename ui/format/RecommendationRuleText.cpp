#include "format/RecommendationRuleText.h"

#include "format/Format.h"
#include "scenario/WorkloadInputs.h"

#include <QStringList>

namespace gputco::ui {

QString RecommendationRuleText::priceRule(const Evaluation& e)
{
    const EconomicsState& money = e.state.economics;
    if (money.facilityOwnPrices)
        return tr("Energy: each facility at its own electricity price and PUE (Economics: \"Recommend at each "
                  "facility's own prices\"); without a facility %1 %2/kWh and PUE %3")
            .arg(format::significant(money.electricityPricePerKwh), QString::fromStdString(money.currency),
                 format::significant(money.pue));
    return tr("Energy: every option at the scenario's %1 %2/kWh and PUE %3, as every view")
        .arg(format::significant(money.electricityPricePerKwh), QString::fromStdString(money.currency),
             format::significant(money.pue));
}

QString RecommendationRuleText::demandText(const WorkloadState& w, std::optional<double> throughputTarget)
{
    const ServiceDemand d = serviceDemandFor(w, throughputTarget);
    if (!d.fromUsers)
        return {};
    const QString users =
        tr("%1 users need %2 tokens/s").arg(format::integer(w.concurrentUsers), format::integer(*d.fromUsers));
    if (!d.fromTarget)
        return users;
    if (!d.usersDisagreeWithTarget)
        return tr("%1, as the throughput target").arg(users);
    if (*d.fromUsers > *d.fromTarget)
        return tr("%1, more than the throughput target of %2: sized to the users")
            .arg(users, format::integer(*d.fromTarget));
    return tr("%1, less than the throughput target of %2: sized to the target")
        .arg(users, format::integer(*d.fromTarget));
}

QString RecommendationRuleText::rankRule(const Evaluation& e)
{
    if (!isTrainingTask(e.state.workload.mode))
        return {};
    const RankMetric metric = e.state.constraints.rankBy.value_or(defaultRankMetric(true));
    return metric == RankMetric::CostPerRun ? tr("Ranked by the cost of the run (owned or rented)")
                                            : tr("Ranked by the total cost of owning over the period");
}

QString RecommendationRuleText::ruleLine(const Evaluation& e)
{
    QStringList parts{priceRule(e)};
    if (!isTrainingTask(e.state.workload.mode))
        if (const QString demand = demandText(e.state.workload, e.state.constraints.outputTokensPerSecond);
            !demand.isEmpty())
            parts << demand;
    if (const QString rank = rankRule(e); !rank.isEmpty())
        parts << rank;
    return parts.join(QStringLiteral(" · "));
}

} // namespace gputco::ui
