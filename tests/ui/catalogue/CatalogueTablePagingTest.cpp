#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "catalogue/CatalogueEditorWidget.h"
#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueTables.h"
#include "session/CatalogueStore.h"
#include "views/CatalogueView.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;
using gputco::ui::test::cell;
using gputco::ui::test::inMemory;
using gputco::ui::test::kH100;

// The built-in catalogue's 65 cards (database/catalogue/cards.csv) read 20 at a time: pages of 20, 20, 20 and 5.
// Their ids in SQLite's binary order, worked out from that file: the 1st is a10, the 20th biren-br104, the 21st
// enflame-i20, the 40th jetson-agx-orin-64gb, the 41st kunlunxin-p800 and the 65th tpu-v5p.
TEST_CASE("The catalogue table model reads its rows a page at a time and shows every row once all are fetched",
          "[catalogue][model]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    model.setPageRows(20);
    model.setTable(cardsTable());

    CHECK(model.rowCount() == 20);
    CHECK(model.totalRows() == 65);
    CHECK(model.canFetchMore({}));
    CHECK(model.idAt(0) == QStringLiteral("a10"));
    CHECK(model.idAt(19) == QStringLiteral("biren-br104"));
    CHECK(model.rowOf(QStringLiteral("tpu-v5p")) == -1); // not read yet

    model.fetchMore({});
    CHECK(model.rowCount() == 40);
    CHECK(model.idAt(20) == QStringLiteral("enflame-i20"));
    CHECK(model.idAt(39) == QStringLiteral("jetson-agx-orin-64gb"));
    model.fetchMore({});
    CHECK(model.idAt(40) == QStringLiteral("kunlunxin-p800"));
    model.fetchMore({});
    CHECK(model.rowCount() == 65); // the last page holds the 5 left
    CHECK_FALSE(model.canFetchMore({}));
    CHECK(model.idAt(64) == QStringLiteral("tpu-v5p"));
    model.fetchMore({}); // nothing more: nothing changes
    CHECK(model.rowCount() == 65);
    // The tester fetches on its own and checks rows inserted against a reset it still counts in flight: it checks
    // the model read whole.
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    // Every row once, in id order: the same rows as one read of the whole table.
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.idAt(row);
    QStringList sorted = ids;
    sorted.removeDuplicates();
    std::sort(sorted.begin(), sorted.end());
    CHECK(ids == sorted);
    CHECK(ids.size() == 65);
    CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("80"));

    // A row asked for by id is read with the pages before it, in one go.
    CatalogueTableModel fresh(store);
    fresh.setPageRows(20);
    fresh.setTable(cardsTable());
    CHECK(fresh.rowCount() == 20);
    CHECK(fresh.loadRowOf(QStringLiteral("kunlunxin-p800")) == 40);
    CHECK(fresh.rowCount() == 41);
    CHECK(fresh.loadRowOf(QStringLiteral("no-such-card")) == -1);
}

TEST_CASE("An edit in a partly read table keeps the rows read and writes the value", "[catalogue][model]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    model.setPageRows(20);
    model.setTable(cardsTable());
    REQUIRE(model.loadRowOf(kH100) >= 0);
    const int read = model.rowCount();
    REQUIRE(read < 65);

    REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 96.0));
    CHECK(model.rowCount() == read); // the rows read so far, read again
    CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("96"));
    CHECK(model.canFetchMore({}));
    CHECK(model.totalRows() == 65);
}

TEST_CASE("The catalogue view builds its editor on first use and says how many rows of a big table it shows",
          "[catalogue][view]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueView view;
    view.setStore(store);
    CHECK_FALSE(view.hasEditor()); // nothing read before the view is shown
    CatalogueEditorWidget* editor = view.editor();
    REQUIRE(editor);
    CHECK(view.hasEditor());
    CHECK(editor->loadedRowsLine()->isHidden()); // 65 cards: every row read in the first page

    editor->model()->setPageRows(20);
    REQUIRE(editor->showTable(QStringLiteral("servers")));
    REQUIRE(editor->showTable(QStringLiteral("cards")));
    CHECK(editor->proxy()->rowCount() == 20);
    CHECK_FALSE(editor->loadedRowsLine()->isHidden());
    CHECK(editor->loadedRowsLine()->text().startsWith(QStringLiteral("Showing the first 20 of 65 rows")));
    editor->proxy()->fetchMore({}); // what the table view does when scrolled to its end
    CHECK(editor->proxy()->rowCount() == 40);
    CHECK(editor->loadedRowsLine()->text().startsWith(QStringLiteral("Showing the first 40 of 65 rows")));
    editor->proxy()->fetchMore({});
    editor->proxy()->fetchMore({});
    CHECK(editor->proxy()->rowCount() == 65);
    CHECK(editor->loadedRowsLine()->isHidden());

    // A search covers the whole table: the pages left are read one per turn of the event loop (two of them here).
    REQUIRE(editor->showTable(QStringLiteral("servers")));
    REQUIRE(editor->showTable(QStringLiteral("cards")));
    REQUIRE(editor->model()->rowCount() == 20);
    editor->searchField()->setText(QStringLiteral("tpu-v5p"));
    CHECK(editor->loadedRowsLine()->text().startsWith(QStringLiteral("Searching: 20 of 65 rows")));
    for (int turn = 0; turn < 10 && editor->model()->canFetchMore({}); ++turn)
        QCoreApplication::processEvents();
    CHECK(editor->model()->rowCount() == 65);
    CHECK(editor->loadedRowsLine()->isHidden());
    bool found = false;
    for (int row = 0; row < editor->proxy()->rowCount(); ++row)
        found = found
                || editor->proxy()->index(row, 0).data(CatalogueTableModel::RowIdRole).toString()
                       == QStringLiteral("tpu-v5p");
    CHECK(found); // the 65th card, in the last page
}
