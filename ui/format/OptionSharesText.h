#pragma once

#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace gputco::ui {

/// "How often is it the cheapest" (core optionShares) in the reader's language, for the Recommend view's column,
/// its summary line and the status line.
class OptionSharesText {
    Q_DECLARE_TR_FUNCTIONS(OptionSharesText)
public:
    /// "81%", "<1%" (won a few futures), "0%"; "—" past the options compared.
    static QString cell(const ScenarioRecommendation& recommendation, std::size_t rank);
    /// "Cheapest in 1,620 of 2,000 futures (seed 1) among the first 10 options, by total cost. Varying: ...".
    static QString cellToolTip(const ScenarioRecommendation& recommendation, std::size_t rank);
    /// "The recommendation (H200 SXM 141GB) is the cheapest in 81% of 2,000 possible futures; option 3 (8 × H100
    /// SXM 80GB · FP8 · TP8 × 1 replicas) in 12% (varying: ...)." Empty without shares.
    static QString summary(const Evaluation& evaluation);
    /// The status line's short form: "cheapest in 81%"; empty without shares.
    static QString headlineShare(const ScenarioRecommendation& recommendation);
    /// The inputs that vary, in words: "card or server price, electricity price, PUE".
    static QString varyingInputs(const ScenarioRecommendation& recommendation);
};

} // namespace gputco::ui
