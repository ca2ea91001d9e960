#pragma once

#include "scenario/Evaluation.h"

#include <QDateTime>
#include <QString>

namespace gputco::ui {

/// What a report is about: one evaluated scenario (its catalogue, with version and source, travels with it).
struct ReportInput {
    EvaluationPtr evaluation;
    QString scenarioName; ///< empty: "Untitled scenario"
    QDateTime generatedAt = QDateTime::currentDateTime();
};

} // namespace gputco::ui
