#pragma once

#include "scenario/Evaluation.h"

#include <QWidget>

class QFrame;
class QLabel;

namespace gputco::ui {

/// The headline numbers of the scenario, always visible in the status bar (shared/UI.md, bottom line):
/// the leading option's deployment, throughput or run time, IT power, cost over the period and the
/// facilities that can host it.
class StatusSummary final : public QWidget {
    Q_OBJECT
public:
    explicit StatusSummary(QWidget* parent = nullptr);

    void showEvaluation(const Evaluation& evaluation);
    QString text() const;

    /// The option the headline describes: the lowest cost over the period among the selected cards that can
    /// be deployed (cards with a price first), else the one that fits on the fewest GPUs. nullptr if none.
    static const CardEvaluation* leadingOption(const Evaluation& evaluation);

private:
    QList<QLabel*> fields_;
    QList<QFrame*> separators_; ///< before each field but the first (nullptr there)
};

} // namespace gputco::ui
