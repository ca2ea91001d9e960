#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractTableModel>

namespace gputco::ui {

/// The catalogue cards for one mode in core's comparison order: serving suitable first and then by cost per year;
/// training suitable first and then by the cost of the run and the time to finish it. Read-only.
class ModeCardsTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    /// `Cost` is the cost per year when serving and the cost of the run when training; `RunTime` is training's only.
    enum Column { Card, Gpus, Suitable, Cost, RunTime, Power, Note, ColumnCount };

    ModeCardsTableModel(WorkloadMode mode, QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    const std::vector<CardModeFit>* cards() const;
    QString costText(const CardModeFit& fit) const;
    QString costToolTip(const CardModeFit& fit) const;
    QString runTimeText(const CardModeFit& fit) const;

    WorkloadMode mode_;
    EvaluationPtr evaluation_;
    int rows_ = 0;
};

} // namespace gputco::ui
