#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "catalogue/CatalogueEditorWidget.h"
#include "catalogue/CatalogueItemDelegate.h"
#include "catalogue/CatalogueMessageBar.h"
#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueTables.h"
#include "session/CatalogueStore.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/CatalogueView.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <memory>

using namespace gputco;
using namespace gputco::ui;
using gputco::ui::test::cell;
using gputco::ui::test::inMemory;
using gputco::ui::test::kH100;

TEST_CASE("After a catalogue edit the session re-evaluates once and the memory fit follows the new capacity",
          "[catalogue][session]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    ScenarioSession session(store.snapshot());
    session.attachCatalogueStore(store);
    ScenarioState state; // Llama-3.1-70B inference, BF16 weights and KV cache, 8,192 tokens
    state.workload.concurrency = 8;
    state.selectedCardIds = {"h100-sxm-80gb", "l4"};
    session.editor().resetTo(state);

    // Weights 70.6e9 x 2 B = 141.2 GB; KV cache 2 x 80 layers x 8 KV heads x 128 x 2 B = 327,680 B/token
    // x 8,192 tokens x 8 sequences = 21.5 GB; with the 5% reserve and 1 GiB that is about 172 GB:
    // more than one 80 GB H100, less than one 192 GB card.
    const EvaluationPtr before = session.evaluation().current();
    REQUIRE(before->find("h100-sxm-80gb"));
    CHECK(before->find("h100-sxm-80gb")->fit.gpus() > 1);

    QSignalSpy evaluated(&session.evaluation(), &LiveEvaluation::evaluated);
    CatalogueTableModel model(store);
    REQUIRE(model.setData(cell(model, kH100, "memory_gb"), 192.0));

    REQUIRE(evaluated.size() == 1); // one write, one re-evaluation
    const EvaluationPtr after = session.evaluation().current();
    CHECK(after->find("h100-sxm-80gb")->fit.gpus() == 1);
    CHECK(after->find("h100-sxm-80gb")->card->memory->inBytes() == 192e9);
    // The selection is kept: both compared cards still exist.
    CHECK(session.scenario().state().selectedCardIds == std::vector<std::string>{"h100-sxm-80gb", "l4"});
    CHECK(after->selected.size() == 2);

    // Deleting a compared card (a copy the user made) leaves the other one compared.
    const auto copy = model.duplicateRow(model.rowOf(QStringLiteral("l4")));
    REQUIRE(copy);
    session.editor().edit(QStringLiteral("compare the copy"), [](ScenarioState& s) {
        s.selectedCardIds = {"h100-sxm-80gb", "l4-copy"};
    });
    CHECK(session.evaluation().current()->selected.size() == 2);
    REQUIRE(model.removeRowAt(model.rowOf(*copy)));
    CHECK(session.evaluation().current()->selected.size() == 1);
    CHECK(session.evaluation().current()->find("l4-copy") == nullptr);
}

TEST_CASE("A read-only catalogue file refuses edits, says why, and stays unchanged", "[catalogue][readonly]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    test::openCatalogueFile(path); // create and seed, then close
    const QByteArray before = test::fileBytes(path);

    CatalogueOpenOptions options;
    options.readOnly = true;
    CatalogueDatabase db = test::openCatalogueFile(path, options);
    CatalogueStore store(db);
    REQUIRE_FALSE(store.isEditable());
    CHECK(store.readOnlyReason()->contains(QStringLiteral("read-only")));

    CatalogueTableModel model(store);
    QSignalSpy refused(&model, &CatalogueTableModel::writeRefused);
    const QModelIndex memory = cell(model, kH100, "memory_gb");
    CHECK_FALSE(model.flags(memory).testFlag(Qt::ItemIsEditable));
    CHECK_FALSE(model.setData(memory, 96.0));
    REQUIRE(refused.size() == 1);
    CHECK(refused.front().front().toString().contains(QStringLiteral("read-only")));
    CHECK_FALSE(model.addRow());
    CHECK_FALSE(model.removeRowAt(model.rowOf(QStringLiteral("t4"))));
    CHECK(memory.data().toString() == QStringLiteral("80"));
    CHECK(test::fileBytes(path) == before);

    // The editor shows the reason in a banner above the table.
    CatalogueEditorWidget editor(store);
    CHECK(editor.banner()->text().contains(QStringLiteral("read-only")));
    CHECK(editor.banner()->kind() == CatalogueMessageBar::Kind::Warning);
}

TEST_CASE("The in-memory fallback after a failed open refuses edits: they could not be saved", "[catalogue][readonly]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("id,name\nnot,a catalogue\n");
    file.close();

    auto db = CatalogueDatabase::open(path);
    REQUIRE(db.hasValue());
    REQUIRE(db->isInMemory());
    CatalogueDatabase fallback = std::move(db).value();
    CatalogueStore store(fallback);
    CHECK_FALSE(store.isEditable());
    CHECK(store.readOnlyReason()->contains(QStringLiteral("built-in catalogue in memory")));
    CatalogueTableModel model(store);
    CHECK_FALSE(model.setData(cell(model, kH100, "memory_gb"), 96.0));
}

TEST_CASE("The delegate offers only the column's range, choices and referenced ids", "[catalogue][delegate]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueTableModel model(store);
    CatalogueItemDelegate delegate(model, store);
    QWidget parent;
    const QStyleOptionViewItem option;

    // tdp_w: typed as text, so every value reaches the model and a refusal is said, never clamped in silence.
    std::unique_ptr<QWidget> editor(delegate.createEditor(&parent, option, cell(model, kH100, "tdp_w")));
    auto* tdp = qobject_cast<QLineEdit*>(editor.get());
    REQUIRE(tdp);
    CHECK(tdp->toolTip() == QStringLiteral("must be a number greater than 0 W and at most 100000 W"));
    CHECK(tdp->placeholderText() == QStringLiteral("empty: unknown"));
    delegate.setEditorData(tdp, cell(model, kH100, "tdp_w"));
    CHECK(tdp->text() == QStringLiteral("700"));
    tdp->setText(QStringLiteral("650"));
    delegate.setModelData(tdp, &model, cell(model, kH100, "tdp_w"));
    CHECK(cell(model, kH100, "tdp_w").data().toString() == QStringLiteral("650"));
    QSignalSpy refused(&model, &CatalogueTableModel::writeRefused);
    tdp->setText(QStringLiteral("-40")); // a spin box dropped this without a word
    delegate.setModelData(tdp, &model, cell(model, kH100, "tdp_w"));
    REQUIRE(refused.size() == 1);
    CHECK(refused.back().front().toString()
          == QStringLiteral("Not saved. TDP (tdp_w): -40 must be a number greater than 0 W and at most 100000 W"));
    tdp->setText(QStringLiteral("100000")); // 100 kW is no card's TDP
    delegate.setModelData(tdp, &model, cell(model, kH100, "tdp_w"));
    CHECK(refused.size() == 2);
    CHECK(refused.back().front().toString().contains(QStringLiteral("at most 5000 W for one card")));
    CHECK(cell(model, kH100, "tdp_w").data().toString() == QStringLiteral("650"));
    tdp->clear(); // emptied: stored as unknown, which tdp_w allows
    delegate.setModelData(tdp, &model, cell(model, kH100, "tdp_w"));
    CHECK(cell(model, kH100, "tdp_w").data().toString().isEmpty());
    CHECK(cell(model, kH100, "tdp_w").data(Qt::EditRole).isNull());

    editor.reset(delegate.createEditor(&parent, option, cell(model, kH100, "segment")));
    auto* segment = qobject_cast<QComboBox*>(editor.get());
    REQUIRE(segment);
    CHECK(segment->count() == 4); // training, inference, both, edge

    model.setTable(serversTable());
    // gpus_per_server: a whole number from 1 to 1024 with a default, so never unknown.
    editor.reset(delegate.createEditor(&parent, option, cell(model, QStringLiteral("dgx-h100"), "gpus_per_server")));
    auto* gpus = qobject_cast<QLineEdit*>(editor.get());
    REQUIRE(gpus);
    CHECK(gpus->toolTip() == QStringLiteral("must be a whole number from 1 to 1024"));
    CHECK(gpus->placeholderText() == QStringLiteral("a number"));
    gpus->clear();
    delegate.setModelData(gpus, &model, cell(model, QStringLiteral("dgx-h100"), "gpus_per_server"));
    CHECK(refused.back().front().toString().contains(QStringLiteral("is required")));
    CHECK(cell(model, QStringLiteral("dgx-h100"), "gpus_per_server").data().toString() == QStringLiteral("8"));
    editor.reset(delegate.createEditor(&parent, option, cell(model, QStringLiteral("dgx-h100"), "card_id")));
    auto* card = qobject_cast<QComboBox*>(editor.get());
    REQUIRE(card);
    CHECK(card->count() == 65); // every card id
    delegate.setEditorData(card, cell(model, QStringLiteral("dgx-h100"), "card_id"));
    CHECK(card->currentText() == kH100);
}

TEST_CASE("The catalogue view: table chooser, search, and refusals shown inline", "[catalogue][view]")
{
    test::application();
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    CatalogueView view;
    view.setStore(store);
    CatalogueEditorWidget* editor = view.editor();
    REQUIRE(editor);
    CHECK(editor->banner()->text().isEmpty()); // an explicit in-memory catalogue can be edited

    REQUIRE(editor->showTable(QStringLiteral("servers")));
    CHECK(editor->model()->table().name == QStringLiteral("servers"));
    editor->searchField()->setText(QStringLiteral("dgx"));
    // dgx-a100, dgx-h100, dgx-h200, dgx-b200, dgx-b300, dgx-h800, and the Gaudi 3 server whose notes borrow the
    // DGX H100's host share
    CHECK(editor->proxy()->rowCount() == 7);
    CHECK_FALSE(editor->showTable(QStringLiteral("no-such-table")));

    REQUIRE(editor->showTable(QStringLiteral("cards")));
    editor->model()->setData(cell(*editor->model(), kH100, "memory_gb"), 0.0);
    CHECK(editor->messageBar()->kind() == CatalogueMessageBar::Kind::Error);
    CHECK(editor->messageBar()->text().contains(QStringLiteral("Memory (memory_gb)")));
    CHECK(editor->messageBar()->text().contains(QStringLiteral("greater than 0 GB")));
    editor->model()->setData(cell(*editor->model(), kH100, "memory_gb"), 94.0);
    CHECK(editor->messageBar()->kind() == CatalogueMessageBar::Kind::Information);
    CHECK(editor->messageBar()->text().contains(QStringLiteral("now yours")));
    CHECK_FALSE(editor->messageBar()->isHidden());
    // Undone, the row is built-in again: the message that said "now yours" is stale and goes.
    store.undoStack().undo();
    CHECK(editor->messageBar()->isHidden());
}

TEST_CASE("CSV import through the store is all-or-nothing and reports each bad row", "[catalogue][csv]")
{
    test::application();
    QTemporaryDir dir;
    CatalogueDatabase db = inMemory();
    CatalogueStore store(db);
    QSignalSpy written(&store, &CatalogueStore::written);

    const QString exported = dir.filePath(QStringLiteral("cards.csv"));
    REQUIRE(store.exportCsv(cardsTable(), exported));
    CHECK(test::fileBytes(exported).startsWith("id,vendor,model,memory_gb"));

    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("id,vendor,model,tdp_w,source\n"
               "my-card,Acme,A1,300,own quote\n"
               "my-bad-card,Acme,A2,-5,own quote\n");
    file.close();
    const CsvImportReport report = store.importCsv(cardsTable(), bad);
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues.front().row == 3);
    CHECK(report.issues.front().column == QStringLiteral("tdp_w"));
    CHECK(store.row(cardsTable(), QStringLiteral("my-card")) == std::nullopt); // nothing written
    CHECK(written.isEmpty());
}
