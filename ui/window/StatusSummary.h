#pragma once

#include "scenario/Evaluation.h"

#include <QWidget>

class QLabel;

namespace gputco::ui {

/// The headline numbers of the scenario, always visible in the status bar (shared/UI.md, bottom line).
class StatusSummary final : public QWidget {
    Q_OBJECT
public:
    explicit StatusSummary(QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& evaluation);
    QString text() const;

private:
    QLabel* model_;
    QLabel* fit_;
    QLabel* count_;
};

} // namespace gputco::ui
