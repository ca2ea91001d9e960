#pragma once

#include "views/EvaluationView.h"

class QLabel;

namespace gputco::ui {

/// View 2: power, energy, electricity cost and TCO per selected card.
class PowerCostView final : public EvaluationView {
    Q_OBJECT
public:
    explicit PowerCostView(QWidget* parent = nullptr);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    QLabel* message_;
};

} // namespace gputco::ui
