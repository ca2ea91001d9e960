#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractTableModel>

namespace gputco::ui {

/// The recommender's ranked options for the scenario, cheapest first by the rank metric; the first row is the
/// recommendation. Read-only: "Use this option" in the view applies a row to the scenario.
class RecommendTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Card,
        Gpus,
        Precision,
        Split,
        Servers,
        Facility,
        TotalCost,
        PresentValue, ///< the total cost discounted; the view shows it only when the scenario has a discount rate
        CheapestIn,   ///< the share of possible futures in which the option is the cheapest (first 10 options)
        UnitCost,
        Latency,
        ColumnCount
    };

    /// At most this many rows: a meeting reads the top of the list; the chart shows every option.
    static constexpr int kMaxRows = 200;

    explicit RecommendTableModel(QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);
    /// The option of a row (nullptr for a row out of range).
    const RecommendOption* option(int row) const;
    /// Whether the scenario has a discount rate, so the options carry a present value beside their total.
    bool discounted() const;

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    QVariant display(const RecommendOption& o, int column) const;
    bool training() const;

    EvaluationPtr evaluation_;
    int rows_ = 0;
};

} // namespace gputco::ui
