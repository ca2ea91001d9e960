#pragma once

#include "scenario/Evaluation.h"

#include <QWidget>

namespace gputco::ui {

/// A view that draws one Evaluation. A hidden view only remembers the newest evaluation and draws it when it
/// is shown, so a slider step repaints the visible views and nothing else.
class EvaluationView : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationView(QWidget* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);
    const EvaluationPtr& evaluation() const { return evaluation_; }

    /// Draw now even if hidden (screenshots, exports, tests).
    void renderNow();

protected:
    /// Draw `evaluation`. `previous` is the one drawn last time (nullptr the first time), so a view can skip
    /// work for parts that did not change.
    virtual void render(const Evaluation& evaluation, const Evaluation* previous) = 0;
    void showEvent(QShowEvent* event) override;

private:
    EvaluationPtr evaluation_;
    EvaluationPtr drawn_;
};

} // namespace gputco::ui
