#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace gputco::ui {

/// Power, energy and money per selected card, as core computed them. Columns follow the mode (a training
/// run's time and cost, or a service's throughput and cost per million tokens). Read-only.
class PowerCostTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit PowerCostTableModel(QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    /// What a column's money rests on, for its cells' tooltips.
    enum class Basis { None, Price, Cloud };
    struct Column {
        QString header;
        QString toolTip;
        std::function<QVariant(const CardEvaluation&)> display;
        std::function<QVariant(const CardEvaluation&)> sort;
        Basis basis = Basis::None;
    };
    std::vector<Column> columnsFor(const Evaluation& evaluation) const;

    EvaluationPtr evaluation_;
    std::vector<const CardEvaluation*> rows_;
    std::vector<Column> columns_;
    bool training_ = false;
    bool discounted_ = false; ///< a discount rate above 0 adds the present value and equivalent annual cost
};

} // namespace gputco::ui
