#pragma once

#include "models/PlainTextRole.h"
#include "scenario/Evaluation.h"
#include "session/UncertaintyBands.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace gputco::ui {

/// Power, energy and money per selected card, as core computed them. Columns follow the mode (a training
/// run's time and cost, or a service's throughput and cost per million tokens). Read-only.
class PowerCostTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    /// SortRole: the typical value, also for a banded cell. PlainTextRole: a banded cell's text without its band
    /// (CSV keeps the plain figure; its P10 and P90 have columns of their own, hidden in the view).
    enum Role { SortRole = Qt::UserRole + 1, PlainTextRole = kPlainTextRole };

    explicit PowerCostTableModel(QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);
    /// The Monte Carlo bands: cells such as "4.20 M CNY (3.60–5.10)" while they are the evaluation's own;
    /// other bands (stale, or nullptr) leave the plain figures.
    void setBands(const UncertaintyBandsPtr& bands);
    bool showsBands() const { return static_cast<bool>(bands_); }
    /// The P10 and P90 columns (for CSV and tests): the view hides them, the banded cell shows them already.
    QList<int> bandColumns() const;

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    /// What a column's money rests on, for its cells' tooltips.
    enum class Basis { None, Price, Cloud };
    /// A money column with a band shows it in its cells (Banded), or is its P10 or P90 alone.
    enum class BandPart { None, Banded, P10, P90 };
    using BandOf = std::optional<MoneyPercentiles> CardBand::*;
    struct Column {
        QString header;
        QString toolTip;
        std::function<QVariant(const CardEvaluation&)> display;
        std::function<QVariant(const CardEvaluation&)> sort;
        Basis basis = Basis::None;
        BandPart part = BandPart::None;
        BandOf band = nullptr;
        std::function<std::optional<Money>(const CardEvaluation&)> amount{}; ///< Banded: the typical value
    };
    void addBandColumns(std::vector<Column>& columns) const;
    /// The band of `column` for `card`, nullptr without one.
    const MoneyPercentiles* bandOf(const Column& column, const CardEvaluation& card) const;
    QVariant bandedDisplay(const Column& column, const CardEvaluation& card) const;
    QString bandToolTip() const;
    std::vector<Column> columnsFor(const Evaluation& evaluation) const;

    EvaluationPtr evaluation_;
    UncertaintyBandsPtr bands_;
    std::vector<const CardEvaluation*> rows_;
    std::vector<Column> columns_;
    bool training_ = false;
    bool discounted_ = false; ///< a discount rate above 0 adds the present value and equivalent annual cost
};

} // namespace gputco::ui
