#pragma once

#include "scenario/Evaluation.h"

#include <QAbstractItemModel>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace gputco::ui {

/// The recommender's options as a tree: one top-level row per card and ownership (owned or rented), showing that
/// group's best configuration, in rank order (the first row holds the recommendation); its children are the
/// group's other variants, options that differ only in precision collapsed into one row (core groupOptions).
/// The top-level rows carry the P10-P90 of their total cost. Read-only: "Use this option" in the view applies a
/// row to the scenario.
/// A big catalogue ranks options on some 100,000 cards: the rows are handed to the view a page of kPageRows groups
/// at a time (canFetchMore/fetchMore, as Qt's views ask when scrolled to the end, like the catalogue editor), so
/// the view, its sort and its filter start on the cheapest rows instead of every card's. The built-in catalogue's
/// 65 cards (at most 130 groups) fit in the first page.
class RecommendOptionsModel final : public QAbstractItemModel {
    Q_OBJECT
public:
    /// What a meeting compares first (card, owned or rented, cost and its range, chance, speed), then how it is
    /// deployed.
    enum Column {
        Rank, ///< the option's place in the whole ranked list (1: the recommendation)
        Card,
        Ownership,
        TotalCost,
        CostRange,    ///< P10-P90 of the total cost over the scenario's ranges (top-level rows)
        PresentValue, ///< the total cost discounted; the view shows it only when the scenario has a discount rate
        CheapestIn,   ///< the share of possible futures in which the option is the cheapest (first 10 options)
        UnitCost,
        Latency,
        Energy, ///< inference: IT energy per output token (training: none; the views hide the column)
        Gpus,
        Precision,
        Split,
        Servers,
        Facility,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, ///< numbers as numbers (the proxy sorts by it), text otherwise
        RentedRole,                  ///< bool: the row is rented from a cloud offer
        CardTextRole,                ///< the card's model, vendor and id, what the card filter matches
        RankRole,                    ///< the option's index in the ranked list
    };

    /// Groups handed to the view per page.
    static constexpr int kPageRows = 500;

    explicit RecommendOptionsModel(QObject* parent = nullptr);
    /// Groups per page from the next setEvaluation that resets the rows on (tests).
    void setPageRows(int rows) { pageRows_ = std::max(1, rows); }

    void setEvaluation(const EvaluationPtr& evaluation);
    /// The option a row shows (a collapsed row: its best-ranked option); nullptr for an invalid index.
    const RecommendOption* option(const QModelIndex& index) const;
    /// The best option of top-level row `row` (0: the recommendation); nullptr for a row out of range.
    const RecommendOption* option(int row) const;
    /// The recommendation's row; invalid without one.
    QModelIndex recommendedIndex() const;
    /// Whether the scenario has a discount rate, so the options carry a present value beside their total.
    bool discounted() const;
    /// Whether the scenario trains (the energy per token column then has no figures).
    bool training() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const final;
    QModelIndex parent(const QModelIndex& child) const final;
    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;
    bool canFetchMore(const QModelIndex& parent) const final;
    void fetchMore(const QModelIndex& parent) final;
    /// Every group of the recommendation (top-level rows once all are fetched).
    int totalRows() const;

private:
    const ScenarioRecommendation* recommendation() const;
    /// The group and variant of an index (a top-level row is its group's first variant).
    const OptionGroup* groupOf(const QModelIndex& index) const;
    const OptionVariant* variantOf(const QModelIndex& index) const;
    QVariant display(const QModelIndex& index, const RecommendOption& o) const;
    QVariant sortValue(const QModelIndex& index, const RecommendOption& o) const;
    QVariant toolTip(const QModelIndex& index, const RecommendOption& o) const;
    QString rangeText(std::size_t group) const;
    /// The mode, the discount and the groups' variant counts: what decides between a reset and new values.
    static std::vector<std::size_t> shapeOf(const EvaluationPtr& evaluation);

    EvaluationPtr evaluation_;
    std::vector<std::size_t> shape_;
    int pageRows_ = kPageRows;
    int fetched_ = 0; ///< top-level rows handed to the view so far (the first groups)
};

} // namespace gputco::ui
