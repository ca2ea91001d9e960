#pragma once

#include "scenario/Evaluation.h"

#include <QWidget>

class QFrame;
class QLabel;

namespace gputco::ui {

/// The headline numbers of the scenario, always visible in the status bar (shared/UI.md, bottom line): the
/// recommendation's deployment, throughput or run time, IT power, cost over the period and facility; or, when
/// nothing meets the targets, which reason leaves out the most cards. Never a configuration that cannot run.
class StatusSummary final : public QWidget {
    Q_OBJECT
public:
    explicit StatusSummary(QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& evaluation);
    QString text() const;

private:
    /// The recommended option's deployment, throughput or run time, IT power, cost and facility.
    void showRecommended(const Evaluation& evaluation, const RecommendOption& option, QStringList& text);
    /// Without a recommendation (LoRA and QLoRA are not searched): the leading selected card (core).
    void showLeadingCard(const Evaluation& evaluation, QStringList& text);

    QList<QLabel*> fields_;
    QList<QFrame*> separators_; ///< before each field but the first (nullptr there)
};

} // namespace gputco::ui
