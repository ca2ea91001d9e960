#pragma once

#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

namespace gputco::ui {

/// The recommendation in the reader's language, for the Recommend view, the status line and the report.
class RecommendationText {
    Q_DECLARE_TR_FUNCTIONS(RecommendationText)
public:
    /// "Holds the model but cannot meet the latency target" and so on: a left-out reason in the reader's language.
    static QString leftOutReasonText(LeftOutReason reason);

    /// "TP8 × 2 replicas" (inference) or "TP8 × PP4 × DP16" (training): the option's split.
    static QString splitText(const RecommendOption& option, bool training);
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

    /// The status line's headline: "16 × H200 · 12.3 M CNY / 4 y", or "Nothing meets the targets (latency)".
    static QString recommendationHeadline(const Evaluation& evaluation);
};

} // namespace gputco::ui
