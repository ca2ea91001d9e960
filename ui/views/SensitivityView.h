#pragma once

#include "views/EvaluationView.h"
#include "views/SensitivityFigures.h"

#include <string>

class QComboBox;
class QLabel;
class QTableView;
class QTimer;

namespace gputco::ui {

class SensitivityRangesModel;
class TornadoChart;

/// Which assumption moves a card's cost most: the tornado of one selected card (the evaluation's, core
/// LazyTornado), its one-line answer and the ranges it used with their sources. The card and the measure are
/// view options; everything drawn comes from the evaluation.
class SensitivityView final : public EvaluationView {
    Q_OBJECT
public:
    explicit SensitivityView(QWidget* parent = nullptr);

    TornadoChart* chart() const { return chart_; }
    SensitivityRangesModel* rangesModel() const { return ranges_; }
    QComboBox* cardChooser() const { return card_; }
    QComboBox* measureChooser() const { return measure_; }
    QString answer() const;
    /// The card drawn (its catalogue id); empty when none.
    std::string shownCardId() const;

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void fillCards(const Evaluation& evaluation);
    void draw(const Evaluation& evaluation);
    void fitTable();

    QLabel* message_;
    QComboBox* card_;
    QComboBox* measure_;
    QLabel* answer_;
    TornadoChart* chart_;
    SensitivityRangesModel* ranges_;
    QTableView* table_;
    QTimer* settleLayout_;     ///< fits the table's rows and columns to their text once a slider stops
    std::string chosenCardId_; ///< the user's choice; empty: the default card
};

} // namespace gputco::ui
