#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

#include <QString>
#include <QStringList>

namespace gputco::ui {

// Page 1 of the report: the meeting's answer for one scenario, from the recommendation the window shows
// (ScenarioRecommendation), never recomputed.

/// Key-value rows: the recommendation; its total cost with the P10-P90 over the scenario's ranges; its present
/// value when a discount rate is set; the budget check; the best option of the other ownership (the rented
/// alternative to an owned recommendation); the runner-up on another card. Without a recommendation, the reason
/// and the budget.
ReportTable answerTable(const Evaluation& evaluation);

/// "Within the budget of 3.00 M CNY: 0.39 M CNY to spare; at P90 (3.02 M CNY) too." or "No budget set".
QString budgetCheck(const Evaluation& evaluation);

/// The answer's main caveats, one sentence each: the efficiency the speed assumes, a capex that counts the cards
/// without their host ("capex understated"), and prices that are indicative or weakly sourced.
QStringList answerCaveats(const Evaluation& evaluation);

} // namespace gputco::ui
