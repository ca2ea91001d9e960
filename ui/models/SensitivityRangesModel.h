#pragma once

#include "views/SensitivityFigures.h"

#include <QAbstractTableModel>

#include <vector>

namespace gputco::ui {

/// The ranges one card's tornado used, one row per uncertain input (rangeRows): low, typical and high, certain
/// or not, how firm the range is and its source. UNVERIFIED and weak ranges are said so in words and drawn in
/// the failure colour. Read-only.
class SensitivityRangesModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        InputColumn,
        LowColumn,
        TypicalColumn,
        HighColumn,
        CertainColumn,
        EvidenceColumn,
        SourceColumn,
        ColumnCount
    };

    explicit SensitivityRangesModel(QObject* parent = nullptr);

    void setRows(std::vector<RangeRow> rows);
    const std::vector<RangeRow>& rows() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

private:
    std::vector<RangeRow> rows_;
};

} // namespace gputco::ui
