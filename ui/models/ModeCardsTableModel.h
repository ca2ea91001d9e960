#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractTableModel>

namespace gputco::ui {

/// The catalogue cards for one mode, suitable first and then by yearly cost (core comparison): the
/// recommended cards for training or for inference. Read-only.
class ModeCardsTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Card, Gpus, Suitable, Power, YearlyCost, Note, ColumnCount };

    ModeCardsTableModel(WorkloadMode mode, QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    const std::vector<CardModeFit>* cards() const;

    WorkloadMode mode_;
    EvaluationPtr evaluation_;
    int rows_ = 0;
};

} // namespace gputco::ui
