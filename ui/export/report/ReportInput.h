#pragma once

#include "scenario/Evaluation.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace gputco::ui {

/// A second scenario reported beside the first (an A/B report).
struct ComparedEvaluation {
    EvaluationPtr evaluation;
    QString name;
};

/// What a report is about: one evaluated scenario (its catalogue, with version and source, travels with it),
/// optionally with a second one to compare it with.
struct ReportInput {
    EvaluationPtr evaluation;
    QString scenarioName;                       ///< empty: "Untitled scenario"
    std::optional<ComparedEvaluation> compared; ///< B of an A/B report
    QDateTime generatedAt = QDateTime::currentDateTime();
};

} // namespace gputco::ui
