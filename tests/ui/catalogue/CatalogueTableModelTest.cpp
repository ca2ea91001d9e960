#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueTables.h"
#include "session/CatalogueStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;
using gputco::ui::test::cell;
using gputco::ui::test::inMemory;
using gputco::ui::test::kH100;

namespace {

QString lastMessage(const QSignalSpy& spy) { return spy.isEmpty() ? QString() : spy.back().front().toString(); }

} // namespace

TEST_CASE("The catalogue table model and its search proxy pass QAbstractItemModelTester", "[catalogue][model]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setFilterKeyColumn(-1);
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy.setSortRole(CatalogueTableModel::SortRole);
    QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);

    // One column per spec column, built_in shown first as "Origin"; 65 built-in cards (database/catalogue/cards.csv).
    CHECK(model.columnCount() == static_cast<int>(cardsTable().columns.size()));
    CHECK(model.rowCount() == 65);
    CHECK(model.headerData(0, Qt::Horizontal).toString() == QStringLiteral("Origin"));
    const int memory = model.columnOf(QStringLiteral("memory_gb"));
    const int tdp = model.columnOf(QStringLiteral("tdp_w"));
    CHECK(model.headerData(memory, Qt::Horizontal).toString() == QStringLiteral("Memory (GB)"));
    CHECK(model.headerData(tdp, Qt::Horizontal, Qt::ToolTipRole).toString()
          == QStringLiteral("TDP (tdp_w) must be a number greater than 0 W and at most 100000 W"));

    const QModelIndex h100Memory = cell(model, kH100, "memory_gb");
    CHECK(h100Memory.data().toString() == QStringLiteral("80"));
    CHECK(h100Memory.data(CatalogueTableModel::BuiltInRole).toBool());
    CHECK(model.index(h100Memory.row(), 0).data().toString() == QStringLiteral("built-in"));
    CHECK(h100Memory.data(Qt::ToolTipRole).toString().contains(QStringLiteral("editing it makes it yours")));
    CHECK(model.flags(h100Memory).testFlag(Qt::ItemIsEditable));
    CHECK_FALSE(model.flags(cell(model, kH100, "id")).testFlag(Qt::ItemIsEditable));
    CHECK_FALSE(model.flags(model.index(h100Memory.row(), 0)).testFlag(Qt::ItemIsEditable));

    proxy.setFilterFixedString(QStringLiteral("MI3")); // mi300x, mi325x, mi350x, mi355x
    CHECK(proxy.rowCount() == 4);
    proxy.setFilterFixedString({});
    // Numbers sort as numbers: the smallest memory first is the 16 GB T4, not "141" before "16".
    proxy.sort(memory, Qt::AscendingOrder);
    CHECK(proxy.index(0, model.columnOf(QStringLiteral("id"))).data().toString() == QStringLiteral("t4"));

    for (const TableSpec* table : {&serversTable(), &facilitiesTable(), &cloudOffersTable(), &cardsTable()}) {
        model.setTable(*table);
        CHECK(model.columnCount() == static_cast<int>(table->columns.size()));
    }
    model.setTable(serversTable());
    CHECK(model.rowCount() == 16); // the built-in servers (BuiltInCatalogueTest)
    CHECK(model.headerData(model.columnOf(QStringLiteral("rack_units")), Qt::Horizontal).toString()
          == QStringLiteral("Height (U)"));
}

TEST_CASE("An edit through setData is written to the catalogue file and the built-in row becomes the user's",
          "[catalogue][model]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        CatalogueDatabase db = test::openCatalogueFile(path);
        CatalogueStore store(db);
        CatalogueTableModel model(store);
        QSignalSpy written(&model, &CatalogueTableModel::written);
        QSignalSpy refused(&model, &CatalogueTableModel::writeRefused);

        REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 96.0)); // a spin box hands over a double
        REQUIRE(model.setData(cell(model, kH100, "model"), QStringLiteral("H100 SXM 96GB"))); // a line edit, text
        CHECK(refused.isEmpty());
        REQUIRE(written.size() == 2);
        CHECK(written.front().front().toString().contains(QStringLiteral("now yours")));
        // The row by the name the undo text gives it, not by its id ("h100-sxm-80gb").
        CHECK(written.front().front().toString().startsWith(QStringLiteral("Saved Memory of NVIDIA H100 SXM 80GB.")));
        CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("96"));
        CHECK(model.index(model.rowOf(kH100), 0).data().toString() == QStringLiteral("yours"));

        // The same value again writes nothing and says nothing.
        CHECK(model.setData(cell(model, kH100, "memory_gb"), 96.0));
        CHECK(written.size() == 2);
    }
    CatalogueDatabase reopened = test::openCatalogueFile(path);
    const auto card = reopened.cards().find("h100-sxm-80gb");
    REQUIRE(card);
    REQUIRE(card->memory);
    CHECK(card->memory->inBytes() == 96e9); // 96 GB, decimal gigabytes
    CHECK(card->model == "H100 SXM 96GB");
    CHECK_FALSE(card->builtIn);
}

TEST_CASE("A value out of range or against a row rule is refused, named, and leaves the file unchanged",
          "[catalogue][model]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CatalogueDatabase db = test::openCatalogueFile(path);
    const QByteArray before = test::fileBytes(path);
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    QSignalSpy refused(&model, &CatalogueTableModel::writeRefused);
    QSignalSpy stored(&store, &CatalogueStore::written);

    CHECK_FALSE(model.setData(cell(model, kH100, "tdp_w"), -5.0));
    CHECK(lastMessage(refused)
          == QStringLiteral("Not saved. TDP (tdp_w): -5 must be a number greater than 0 W and at most 100000 W"));
    CHECK_FALSE(model.setData(cell(model, kH100, "memory_gb"), QStringLiteral("0")));
    CHECK(lastMessage(refused).contains(QStringLiteral("Memory (memory_gb): 0 must be a number greater than 0 GB")));
    // Row rule: idle power above the H100's 700 W TDP.
    CHECK_FALSE(model.setData(cell(model, kH100, "idle_w"), 800.0));
    CHECK(lastMessage(refused).contains(QStringLiteral("Idle power (idle_w): must not exceed TDP (700 W)")));
    // A whole number column refuses a fraction; a choice column refuses a spelling it does not know.
    CHECK_FALSE(model.setData(cell(model, kH100, "pcie_gen"), 4.5));
    CHECK(lastMessage(refused).contains(QStringLiteral("pcie_gen")));
    CHECK_FALSE(model.setData(cell(model, kH100, "segment"), QStringLiteral("gaming")));
    CHECK(lastMessage(refused).contains(QStringLiteral("must be one of: training, inference, both, edge")));

    model.setTable(serversTable());
    CHECK_FALSE(model.setData(cell(model, QStringLiteral("dgx-h100"), "card_id"), QStringLiteral("no-such-card")));
    CHECK(lastMessage(refused).contains(QStringLiteral("Card (card_id)")));
    CHECK(lastMessage(refused).contains(QStringLiteral("is not in cards")));

    CHECK(refused.size() == 6);
    CHECK(stored.isEmpty());
    model.setTable(cardsTable());
    CHECK(cell(model, kH100, "tdp_w").data().toString() == QStringLiteral("700"));
    CHECK(cell(model, kH100, "tdp_w").data(CatalogueTableModel::BuiltInRole).toBool());
    CHECK(test::fileBytes(path) == before);
}

TEST_CASE("Deleting a card that servers still name is refused: the user's own row can be deleted", "[catalogue][model]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CatalogueDatabase db = test::openCatalogueFile(path);
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    const QByteArray before = test::fileBytes(path);

    const WriteResult refused = model.removeRowAt(model.rowOf(kH100));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "id");
    CHECK(
        QString::fromStdString(refused.error().message)
            .contains(QStringLiteral("still used by servers: dell-xe9680-h100, dgx-h100, supermicro-sys-821ge-tnhr")));
    CHECK(model.rowCount() == 65);
    CHECK(test::fileBytes(path) == before);

    // Duplicate: the copy gets a fresh id, is the user's row, and can go again.
    const auto copy = model.duplicateRow(model.rowOf(QStringLiteral("l4")));
    REQUIRE(copy);
    CHECK(*copy == QStringLiteral("l4-copy"));
    CHECK(model.rowCount() == 66);
    CHECK_FALSE(cell(model, *copy, "memory_gb").data(CatalogueTableModel::BuiltInRole).toBool());
    CHECK(cell(model, *copy, "memory_gb").data().toString() == QStringLiteral("24"));
    const auto second = model.duplicateRow(model.rowOf(QStringLiteral("l4")));
    REQUIRE(second);
    CHECK(*second == QStringLiteral("l4-copy-2"));
    REQUIRE(model.removeRowAt(model.rowOf(*copy)));
    REQUIRE(model.removeRowAt(model.rowOf(*second)));
    CHECK(model.rowCount() == 65);
    CHECK(model.rowOf(*copy) == -1);
}

TEST_CASE("A new row starts from the defaults with placeholders that pass the table's rules", "[catalogue][model]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    for (const TableSpec* table : {&cardsTable(), &serversTable(), &facilitiesTable(), &cloudOffersTable()}) {
        model.setTable(*table);
        const int rows = model.rowCount();
        const auto added = model.addRow();
        INFO(table->name.toStdString());
        REQUIRE(added);
        CHECK(model.rowCount() == rows + 1);
        CHECK(model.rowOf(*added) >= 0);
    }
    model.setTable(cardsTable());
    CHECK(cell(model, QStringLiteral("new-card"), "vendor").data().toString() == QStringLiteral("(fill in)"));
    CHECK(cell(model, QStringLiteral("new-card"), "segment").data().toString() == QStringLiteral("both"));
    CHECK(cell(model, QStringLiteral("new-card"), "memory_gb").data().toString().isEmpty()); // unknown, not 0
    model.setTable(cloudOffersTable());
    // A cloud offer needs a price: the placeholder is the smallest round one, 1 per GPU-hour.
    CHECK(cell(model, QStringLiteral("new-cloud-offer"), "on_demand_per_gpu_hour").data().toString()
          == QStringLiteral("1"));
}

TEST_CASE("The editor explains: the edited field first by its label, what to fill in first, prices above zero, "
          "and a typical price outside its own range flagged beside it",
          "[catalogue][model]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    QSignalSpy refused(&model, &CatalogueTableModel::writeRefused);

    // H100 SXM: price 30,000, low 25,000, high 40,000 USD (prices.md section 1). A high below the low is a rule
    // between two fields: the message starts with the field being edited and names the other by its label.
    CHECK_FALSE(model.setData(cell(model, kH100, "price_high"), QStringLiteral("20000")));
    CHECK(lastMessage(refused).startsWith(QStringLiteral("Not saved: Price, high")));
    CHECK(lastMessage(refused).contains(QStringLiteral("conflicts with Price, low")));
    CHECK_FALSE(lastMessage(refused).contains(QStringLiteral("price_high (")));

    // A price of 0 would make the card free in every total.
    CHECK_FALSE(model.setData(cell(model, kH100, "price"), QStringLiteral("0")));
    CHECK(lastMessage(refused).contains(QStringLiteral("greater than 0")));

    // A price on a row without a currency: say to fill in the currency first.
    auto added = model.addRow();
    REQUIRE(added);
    REQUIRE(model.setData(cell(model, *added, "price_currency"), QString()));
    CHECK_FALSE(model.setData(cell(model, *added, "price"), QStringLiteral("5000")));
    CHECK(lastMessage(refused).contains(QStringLiteral("Fill in Price currency first.")));

    // Typical 30,000 above a high of 28,000 is allowed (the user's figure) but flagged beside the value.
    REQUIRE(model.setData(cell(model, kH100, "price_high"), QStringLiteral("28000")));
    const QModelIndex price = cell(model, kH100, "price");
    CHECK(price.data().toString() == QStringLiteral("\u26A0 30000"));
    CHECK(price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("outside this row's own low-high range")));
    CHECK(price.data(Qt::ForegroundRole).isValid());
    CHECK_FALSE(cell(model, kH100, "tdp_w").data(Qt::ForegroundRole).isValid());
}
