#pragma once

#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace gputco::ui {

/// The recommendation in the reader's language, for the Recommend view, the status line and the report.
class RecommendationText {
    Q_DECLARE_TR_FUNCTIONS(RecommendationText)
public:
    /// "Holds the model but cannot meet the latency target" and so on: a left-out reason in the reader's language.
    static QString leftOutReasonText(LeftOutReason reason);

    /// "TP8 × 2 replicas" (inference) or "TP8 × PP4 × DP16" (training): the option's split.
    static QString splitText(const RecommendOption& option, bool training);
    /// A mixture-of-experts model's serving layout in short: "EP 16, DP attention", "prefill 32 + decode 64 GPUs
    /// (EP 64, DP attention)"; "TP 8" for tensor parallelism alone.
    static QString servingLayoutText(const ServingLayout& layout);
    /// Where the option runs: the facility's name, "rented from Lambda, on demand" for a rented option, or empty
    /// (no facility searched).
    static QString siteText(const Evaluation& evaluation, const RecommendOption& option);

    /// "16 × H200 SXM 141GB · FP8 · TP8 × 2 replicas · Western hub": what the option deploys, in one line.
    static QString optionSummary(const Evaluation& evaluation, const RecommendOption& option);

    /// The answer in brief, one sentence: the recommendation with its total cost over the years and the runner-up
    /// with how much dearer it is; or that nothing meets the targets and which reason leaves out the most cards;
    /// or why the search could not run. Empty without a recommendation (no catalogue yet).
    /// Where the sentence is read: the view lists the cards left out beside it, the report in its Recommendation
    /// section.
    enum class Place { View, Report };
    static QString recommendationSentence(const Evaluation& evaluation, Place place = Place::View);

    /// "2.61 M CNY (P10–P90 2.40–3.02 M CNY)": a group's best option's total cost with its range over the
    /// scenario's possible futures (the range left out when it was not computed).
    static QString costWithRange(const Evaluation& evaluation, std::size_t group);
    /// The cheapest owned (`rented` false) or rented option with its cost and range: "8 × H100 SXM 80GB · FP8 ·
    /// TP8 × 1 replicas · rented from X, on demand, 3.10 M CNY (P10–P90 ...)"; or why there is none (the search did
    /// not cover it, or no such option meets the targets).
    static QString bestOfText(const Evaluation& evaluation, bool rented);
    /// The best owned option beside the best rented one, each with its cost and range: "Best owned: ... Best
    /// rented: ...", or which of the two the search did not cover. Empty without a ranked option.
    static QString ownershipSentence(const Evaluation& evaluation);

    /// The status line's headline: "16 × H200 · 12.3 M CNY / 4 y", or "Nothing meets the targets (latency)".
    static QString recommendationHeadline(const Evaluation& evaluation);
};

} // namespace gputco::ui
