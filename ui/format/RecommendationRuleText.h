#pragma once

#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gputco::ui {

/// The rules the recommendation's figures follow, in the reader's language, shown where the figures are (the
/// Recommend view's rule line, the status line's tooltip): which electricity price and PUE cost the options, what
/// the throughput need is (users against the target), and what a training job is ranked by.
class RecommendationRuleText {
    Q_DECLARE_TR_FUNCTIONS(RecommendationRuleText)
public:
    /// "Energy: every option at the scenario's 0.70 CNY/kWh and PUE 1.30 (Economics)" or "... each facility's own".
    static QString priceRule(const Evaluation& evaluation);
    /// "500 users need 10,000 tokens/s, more than the throughput target of 2,000: sized to the users"; empty without
    /// users. `throughputTarget`: the recommendation's constraint when it replaces the workload's target.
    static QString demandText(const WorkloadState& workload, std::optional<double> throughputTarget = std::nullopt);
    /// "Ranked by the cost of the run" (training) or empty for the serving default.
    static QString rankRule(const Evaluation& evaluation);
    /// The rules above that apply, joined into one line.
    static QString ruleLine(const Evaluation& evaluation);
};

} // namespace gputco::ui
