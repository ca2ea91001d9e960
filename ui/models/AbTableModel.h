#pragma once

#include "format/AbFigureText.h"

#include <QAbstractTableModel>

namespace gputco::ui {

/// Scenario A beside scenario B: each card's headline figures in A and in B and B's change against A, one row
/// per figure. The rows are abFigures(), the same list the A/B report prints. Read-only.
class AbTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CardColumn, FigureColumn, AColumn, BColumn, ChangeColumn, ColumnCount };

    explicit AbTableModel(QObject* parent = nullptr);

    /// Both scenarios' evaluations; either nullptr empties the table.
    void setEvaluations(const EvaluationPtr& a, const EvaluationPtr& b);
    const AbFigures& figures() const { return figures_; }

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    QVariant display(std::size_t row, int column) const;

    AbFigures figures_;
};

} // namespace gputco::ui
