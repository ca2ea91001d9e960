#pragma once

#include "views/EvaluationView.h"

class QLabel;

namespace gputco::ui {

/// View 3: the eight dimensions on which training and inference differ, with this workload's values.
class ComparisonView final : public EvaluationView {
    Q_OBJECT
public:
    explicit ComparisonView(QWidget* parent = nullptr);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    QLabel* message_;
};

} // namespace gputco::ui
