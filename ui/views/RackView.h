#pragma once

#include "views/EvaluationView.h"

class QLabel;

namespace gputco::ui {

/// View 4: servers, racks, power feeds and cooling, and which facilities can host the deployment.
class RackView final : public EvaluationView {
    Q_OBJECT
public:
    explicit RackView(QWidget* parent = nullptr);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    QLabel* message_;
};

} // namespace gputco::ui
