#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"
#include "session/CatalogueStore.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;
using gputco::ui::test::cell;
using gputco::ui::test::kH100;

TEST_CASE("Catalogue edits are undone and redone on the editor's own stack, built-in flag included",
          "[catalogue][undo]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    CatalogueDatabase db = test::openCatalogueFile(path);
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    QUndoStack& stack = store.undoStack();

    // A cell edit of the built-in H100: 80 GB -> 96 GB makes the row the user's; undo gives both back.
    REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 96));
    CHECK(stack.count() == 1);
    CHECK(stack.undoText().toStdString() == "Edit Memory of NVIDIA H100 SXM 80GB");
    CHECK_FALSE(cell(model, kH100, "memory_gb").data(CatalogueTableModel::BuiltInRole).toBool());
    stack.undo();
    CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("80"));
    CHECK(cell(model, kH100, "memory_gb").data(CatalogueTableModel::BuiltInRole).toBool());
    stack.redo();
    CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("96"));
    stack.undo();

    // Saving the same value is no step.
    REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 80));
    CHECK(stack.index() == 0);

    // An added row goes away on undo and comes back on redo.
    const int cards = model.rowCount();
    auto added = model.addRow();
    REQUIRE(added);
    CHECK(model.rowCount() == cards + 1);
    stack.undo();
    CHECK(model.rowCount() == cards);
    CHECK(model.rowOf(*added) == -1);
    stack.redo();
    CHECK(model.rowOf(*added) >= 0);

    // Deleting a built-in row is remembered (a catalogue update will not bring it back) until it is undone. A cloud
    // offer is a built-in row nothing else names.
    const TableSpec& offers = *findCatalogueTable(QStringLiteral("cloud_offers"));
    model.setTable(offers);
    const QString offer = model.idAt(0);
    REQUIRE(model.index(0, 0).data(CatalogueTableModel::BuiltInRole).toBool());
    REQUIRE(model.removeRowAt(0));
    CHECK(model.rowOf(offer) == -1);
    auto remembered = RowStore(db.connection(), offers).wasBuiltInRemoved(offer);
    REQUIRE(remembered);
    CHECK(*remembered);
    CHECK(stack.undoText().startsWith(QStringLiteral("Delete ")));
    stack.undo();
    REQUIRE(model.rowOf(offer) >= 0);
    CHECK(model.index(model.rowOf(offer), 0).data(CatalogueTableModel::BuiltInRole).toBool());
    remembered = RowStore(db.connection(), offers).wasBuiltInRemoved(offer);
    REQUIRE(remembered);
    CHECK_FALSE(*remembered);
}

TEST_CASE("An undo step that can no longer apply says why, changes nothing and leaves the history", "[catalogue][undo]")
{
    test::application();
    CatalogueDatabase db = test::inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    QString refused;
    QObject::connect(&store, &CatalogueStore::restoreRefused, [&](const QString& text) { refused = text; });

    auto card = model.addRow();
    REQUIRE(card);
    REQUIRE(store.undoStack().count() == 1);
    // A server naming the new card arrives outside the editor's history (as a CSV import does).
    SqlRow server = *store.row(*findCatalogueTable(QStringLiteral("servers")), QStringLiteral("dgx-h100"));
    server.insert(QStringLiteral("id"), QStringLiteral("my-server"));
    server.insert(QStringLiteral("card_id"), *card);
    REQUIRE(repository::saveUserRow(db.connection(), *findCatalogueTable(QStringLiteral("servers")), server));

    store.undoStack().undo(); // would delete the card the server names
    CHECK(refused.contains(QStringLiteral("could not be applied")));
    CHECK(refused.contains(QStringLiteral("my-server")));
    CHECK(store.row(cardsTable(), *card).has_value());
    CHECK(store.undoStack().count() == 0); // the step is gone rather than claiming a state the file lacks
}

TEST_CASE("Edit > Undo follows the front tab: the catalogue's history in the Catalogue tab, the scenario's elsewhere",
          "[catalogue][undo][window]")
{
    test::application();
    CatalogueDatabase db = test::inMemory();
    CatalogueStore store(db);
    ScenarioSession session(store.snapshot());
    session.attachCatalogueStore(store);
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);
    MainWindow window(session);
    session.editor().edit(QStringLiteral("Change years"), [](ScenarioState& s) { s.economics.years = 6; });
    CatalogueTableModel model(store);
    REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 96));

    QAction* undo = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = action;
    REQUIRE(undo != nullptr);

    window.showView(QStringLiteral("catalogue"));
    CHECK(undo->text().toStdString() == "&Undo Edit Memory of NVIDIA H100 SXM 80GB");
    undo->trigger();
    CHECK(cell(model, kH100, "memory_gb").data().toString() == QStringLiteral("80"));
    CHECK(session.scenario().state().economics.years == 6); // the scenario is untouched

    window.showView(QStringLiteral("power"));
    undo->trigger();
    CHECK(session.scenario().state().economics.years == 4);
}
