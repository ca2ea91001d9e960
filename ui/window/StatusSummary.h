#pragma once

#include "scenario/Evaluation.h"

#include <QElapsedTimer>
#include <QWidget>

class QFrame;
class QLabel;
class QTimer;

namespace gputco {
class RecommendationSearch;
} // namespace gputco

namespace gputco::ui {

/// The headline numbers of the scenario, always visible in the status bar (shared/UI.md, bottom line): the
/// recommendation's deployment, throughput or run time, IT power, cost over the period and facility; or, when
/// nothing meets the targets, which reason leaves out the most cards. Never a configuration that cannot run.
class StatusSummary final : public QWidget {
    Q_OBJECT
public:
    explicit StatusSummary(QWidget* parent = nullptr);

    /// Shows the evaluation's headline. The recommendation's search is the costly part: it runs now when the
    /// scenario changed after a pause, and once the changes settle while a slider moves (meanwhile the line
    /// shows the leading selected card, which can run the workload, never a stale recommendation).
    void showEvaluation(const EvaluationPtr& evaluation);
    /// Searches off the GUI thread: the line shows the leading selected card until the scenario's search lands.
    /// Without one, the search runs on this thread once the changes settle.
    void setSearch(RecommendationSearch* search);
    QString text() const;
    /// The recommendation field's tooltip: the rule its figures follow (empty without a recommendation shown).
    QString ruleToolTip() const;

private:
    /// The recommended option's deployment, throughput or run time, IT power, cost and facility.
    void showRecommended(const Evaluation& evaluation, const RecommendOption& option, QStringList& text);
    /// Without a recommendation (LoRA and QLoRA are not searched): the leading selected card (core).
    void showLeadingCard(const Evaluation& evaluation, QStringList& text);

    void show(const Evaluation& evaluation, bool withRecommendation);

    EvaluationPtr shown_;
    QElapsedTimer sinceLastChange_;
    QTimer* settle_ = nullptr;
    RecommendationSearch* search_ = nullptr;
    QList<QLabel*> fields_;
    QList<QFrame*> separators_; ///< before each field but the first (nullptr there)
};

} // namespace gputco::ui
