#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "catalogue/CatalogueEditorWidget.h"
#include "catalogue/CatalogueTableModel.h"
#include "catalogue/ModelImportAction.h"
#include "database/CatalogueTables.h"
#include "model/ModelPresets.h"
#include "session/CatalogueStore.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioSession.h"
#include "window/WidgetCapture.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWidget>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;
using gputco::ui::test::cell;

namespace {

QString fixture(const char* model)
{
    return QStringLiteral(GPUTCO_SOURCE_DIR "/tests/database/fixtures/huggingface/%1/config.json").arg(model);
}

} // namespace

TEST_CASE("File > Import model stores a config.json, and the session then finds the model by id", "[catalogue][models]")
{
    test::application();
    QTemporaryDir dir;
    CatalogueDatabase db = test::openCatalogueFile(dir.filePath(QStringLiteral("catalogue.sqlite")));
    CatalogueStore store(db);
    ScenarioSession session(store.snapshot());
    session.attachCatalogueStore(store);
    QWidget window;
    ModelImportAction import(store, window);
    REQUIRE(import.action()->isEnabled());

    QSignalSpy written(&store, &CatalogueStore::written);
    const auto outcome = import.importFile(fixture("gemma-2-9b"));
    INFO(outcome.message.toStdString());
    REQUIRE(outcome.stored);
    // 9,241,404,928 parameters (hand count in tests/database/HuggingFaceConfigTest.cpp), shown in billions.
    CHECK(outcome.message.contains(QStringLiteral("gemma-2-9b")));
    CHECK(outcome.message.contains(QStringLiteral("9.24")));
    CHECK(written.count() == 1);
    // The session takes a new snapshot, which carries the catalogue's own models: the id works as a preset's.
    const auto ownModel = [&session] { return findModel("gemma-2-9b", session.evaluation().catalogue()->models); };
    REQUIRE(ownModel());
    CHECK(ownModel()->headDim == 256);
    CHECK_FALSE(findModelPreset("gemma-2-9b")); // nothing process-wide: the presets are only the built-in ones

    CatalogueTableModel model(store);
    model.setTable(modelsTable());
    REQUIRE(model.rowOf(QStringLiteral("gemma-2-9b")) >= 0);
    // The published figure's cell tells the count core derives, to read side by side.
    CHECK(model.data(cell(model, QStringLiteral("gemma-2-9b"), "official_total_params"), Qt::ToolTipRole)
              .toString()
              .contains(QStringLiteral("Counted from the architecture: 9.24 billion")));
    // Validated by column: 5 KV heads do not divide 16 attention heads; 8 -> 4 does.
    CHECK_FALSE(model.setData(cell(model, QStringLiteral("gemma-2-9b"), "kv_heads"), 5));
    CHECK(model.setData(cell(model, QStringLiteral("gemma-2-9b"), "kv_heads"), 4));
    CHECK(ownModel()->kvHeads == 4);
    CHECK(model.rowOf(QStringLiteral("deepseek-r1")) >= 0); // the presets are rows of the same table

    const auto refused = import.importFile(fixture("Llama-3.1-8B")); // a preset's id
    CHECK_FALSE(refused.stored);
    CHECK(refused.message.contains(QStringLiteral("nothing was stored")));
    CHECK(refused.message.contains(QStringLiteral("built-in preset")));
}

TEST_CASE("The catalogue editor offers the models table with every architecture column", "[catalogue][models]")
{
    test::application();
    CatalogueDatabase db = test::inMemory();
    CatalogueStore store(db);
    CatalogueEditorWidget editor(store);
    auto* chooser = editor.findChild<QComboBox*>();
    REQUIRE(chooser);
    CHECK(chooser->findData(QStringLiteral("models")) >= 0);
    CatalogueTableModel model(store);
    model.setTable(modelsTable());
    CHECK(model.rowCount() == static_cast<int>(modelPresets().size()));
    for (const char* column :
         {"layers", "hidden_size", "attention_heads", "kv_heads", "head_dim", "ffn_size", "vocab_size",
          "tied_embeddings", "moe_routed_experts", "moe_experts_per_token", "moe_expert_ffn_size", "moe_shared_experts",
          "moe_dense_layers", "mla_q_lora_rank", "mla_kv_lora_rank", "official_total_params"}) {
        INFO(column);
        CHECK(cell(model, QStringLiteral("qwen3-235b-a22b"), column).isValid());
    }
    CHECK(model.data(cell(model, QStringLiteral("qwen3-235b-a22b"), "moe_routed_experts"), Qt::EditRole).toInt()
          == 128);

    // For a look at it: GPUTCO_SCREENSHOT_DIR=/tmp catalogue_editor_tests "[models]" saves the editor on that table.
    if (const QString folder = qEnvironmentVariable("GPUTCO_SCREENSHOT_DIR"); !folder.isEmpty()) {
        chooser->setCurrentIndex(chooser->findData(QStringLiteral("models")));
        editor.resize(1440, 700);
        editor.show();
        QCoreApplication::processEvents();
        CHECK(saveWidgetPng(editor, QDir(folder).filePath(QStringLiteral("models-editor.png"))).isEmpty());
    }
}
