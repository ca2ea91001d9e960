#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractTableModel>

namespace gputco::ui {

/// The eight dimensions on which training and inference differ: core's general statements and this
/// workload's figures in both modes. Read-only.
class ComparisonTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Dimension, Training, Inference, WorkloadTraining, WorkloadInference, Summary, ColumnCount };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    EvaluationPtr evaluation_;
};

} // namespace gputco::ui
