#include "UiTestSupport.h"

#include "models/RecommendOptionsFilter.h"
#include "models/RecommendOptionsModel.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QAbstractItemModelTester>
#include <QApplication>

#include <catch2/catch.hpp>

#include <set>
#include <utility>

using namespace gputco;
using namespace gputco::ui;

namespace {

// Llama-3.1-70B inference at the defaults, bought or rented.
ScenarioState eitherOwnership()
{
    ScenarioState s;
    s.selectedCardIds = {"h100-sxm-80gb"};
    s.constraints.ownership = Ownership::Either;
    s.uncertainty.samples = 200; // the ranges' values are not checked here
    return s;
}

} // namespace

TEST_CASE("The options tree: one row per card and ownership, its variants beneath, a P10-P90 per row",
          "[model][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogueWithOffers());
    session.editor().resetTo(eitherOwnership());
    const EvaluationPtr evaluation = session.evaluation().current();
    const ScenarioRecommendation& r = evaluation->recommendation->get();
    REQUIRE_FALSE(r.error);
    REQUIRE(r.result.ranked.size() > r.groups.size()); // some rows open to variants

    RecommendOptionsModel model;
    RecommendOptionsFilter filter(&model, nullptr);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setEvaluation(evaluation);

    REQUIRE(model.rowCount() == static_cast<int>(r.groups.size()));
    std::set<std::pair<std::string, bool>> seen;
    int rented = 0;
    int children = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const RecommendOption* best = model.option(row);
        REQUIRE(best);
        // One row per card and ownership, each its group's best option.
        CHECK(seen.insert({best->cardId, best->rented}).second);
        CHECK(best == &r.result.ranked[r.groups[static_cast<std::size_t>(row)].best()]);
        rented += best->rented ? 1 : 0;
        const QModelIndex parent = model.index(row, 0);
        CHECK(model.rowCount(parent) == static_cast<int>(r.groups[static_cast<std::size_t>(row)].variants.size()) - 1);
        children += model.rowCount(parent);
        for (int child = 0; child < model.rowCount(parent); ++child) {
            const RecommendOption* variant = model.option(model.index(child, 0, parent));
            REQUIRE(variant);
            CHECK(variant->cardId == best->cardId);
            CHECK(variant->rented == best->rented);
            CHECK(variant->rankValue >= best->rankValue);
        }
        // The range is the group's P10-P90 of the total cost, around its typical total.
        const QString range = model.data(model.index(row, RecommendOptionsModel::CostRange)).toString();
        CHECK(range.contains(QChar(0x2013)));
    }
    CHECK(children > 0);
    CHECK(rented > 0); // owned and rented side by side
    CHECK(rented < model.rowCount());
    CHECK(model.option(0) == r.recommended()); // the first row is the recommendation
    CHECK(model.data(model.index(0, RecommendOptionsModel::Rank)).toString().contains(QStringLiteral("Recommended")));

    // Filtered by ownership and by card text; sorted by total cost, numbers as numbers.
    filter.setOwnership(RecommendOptionsFilter::Ownership::Rented);
    REQUIRE(filter.rowCount() == rented);
    for (int row = 0; row < filter.rowCount(); ++row)
        CHECK(filter.index(row, 0).data(RecommendOptionsModel::RentedRole).toBool());
    filter.setOwnership(RecommendOptionsFilter::Ownership::Any);
    filter.setCardText(QStringLiteral("mi300"));
    REQUIRE(filter.rowCount() > 0);
    for (int row = 0; row < filter.rowCount(); ++row)
        CHECK(filter.index(row, RecommendOptionsModel::Card).data().toString() == QStringLiteral("Instinct MI300X"));
    filter.setCardText(QStringLiteral("amd")); // the vendor matches too
    CHECK(filter.rowCount() > 0);
    filter.setCardText(QString());
    filter.sort(RecommendOptionsModel::TotalCost, Qt::DescendingOrder);
    double previous = 1e300;
    for (int row = 0; row < filter.rowCount(); ++row) {
        const double cost =
            filter.index(row, RecommendOptionsModel::TotalCost).data(RecommendOptionsModel::SortRole).toDouble();
        CHECK(cost <= previous);
        previous = cost;
    }

    // The same search again: values in place, no reset (the view keeps its open rows and selection).
    int resets = 0;
    QObject::connect(&model, &QAbstractItemModel::modelReset, [&resets] { ++resets; });
    model.setEvaluation(evaluation);
    CHECK(resets == 0);
    model.setEvaluation(nullptr);
    CHECK(resets == 1);
    CHECK(model.rowCount() == 0);

    // A big answer is handed to the view a page at a time (here 2 rows a page instead of 500): the cheapest groups
    // first, as many more on each fetchMore, until every group is listed.
    REQUIRE(r.groups.size() > 4);
    RecommendOptionsModel paged;
    paged.setPageRows(2);
    paged.setEvaluation(evaluation);
    CHECK(paged.totalRows() == static_cast<int>(r.groups.size()));
    CHECK(paged.rowCount() == 2);
    REQUIRE(paged.canFetchMore({}));
    paged.fetchMore({});
    REQUIRE(paged.rowCount() == 4);
    CHECK(paged.option(3) == &r.result.ranked[r.groups[3].best()]);
    // Qt's checks from here on (the tester fetches a page itself; attached before, it would fetch one inside the
    // reset's signal, which no view does).
    QAbstractItemModelTester pagedTester(&paged, QAbstractItemModelTester::FailureReportingMode::Fatal);
    while (paged.canFetchMore({}))
        paged.fetchMore({});
    CHECK(paged.rowCount() == static_cast<int>(r.groups.size()));
}
