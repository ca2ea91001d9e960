#include <catch2/catch.hpp>

#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace {

QString fixture(const char* model)
{
    return QStringLiteral(GPUTCO_SOURCE_DIR "/tests/database/fixtures/huggingface/%1/config.json").arg(model);
}

QJsonArray listed(const QString& database)
{
    const CliRun run = runCliWith({"models", "--json", "--database", database});
    REQUIRE(run.exitCode == 0);
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

QJsonObject rowWithId(const QJsonArray& rows, const QString& id)
{
    for (const auto& row : rows)
        if (row.toObject().value(QStringLiteral("id")).toString() == id)
            return row.toObject();
    return {};
}

} // namespace

TEST_CASE("models --json lists presets with the counted and the published parameters", "[cli][models]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QJsonArray rows = listed(dir.filePath(QStringLiteral("catalogue.sqlite")));
    // The hand count of tests/core/model/ParameterCountTest.cpp; the card gives 235B.
    const QJsonObject qwen = rowWithId(rows, QStringLiteral("qwen3-235b-a22b"));
    CHECK(qwen.value(QStringLiteral("parameters")).toDouble() == 235'093'610'496.0);
    CHECK(qwen.value(QStringLiteral("active_parameters")).toDouble() == 22'190'739'456.0);
    CHECK(qwen.value(QStringLiteral("official_total_params")).toDouble() == 235e9);
    CHECK(qwen.value(QStringLiteral("moe_routed_experts")).toInt() == 128);
    CHECK(qwen.value(QStringLiteral("built_in")).toBool());
    CHECK(rowWithId(rows, QStringLiteral("deepseek-r1")).value(QStringLiteral("mla_kv_lora_rank")).toInt() == 512);
}

TEST_CASE("models import stores a config.json: its id then works as --model", "[cli][models]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const int before = static_cast<int>(listed(database).size());

    const CliRun imported = runCliWith(
        {"models", "import", fixture("gemma-2-9b"), "--json", "--published-params", "9.24e9", "--database", database});
    INFO(imported.err.toStdString());
    REQUIRE(imported.exitCode == 0);
    const QJsonObject model = imported.json();
    CHECK(model.value(QStringLiteral("id")).toString() == QStringLiteral("gemma-2-9b"));
    // Hand count in tests/database/HuggingFaceConfigTest.cpp: 9,241,404,928 next to the card's 9.24B.
    CHECK(model.value(QStringLiteral("parameters")).toDouble() == 9'241'404'928.0);
    CHECK(model.value(QStringLiteral("official_total_params")).toDouble() == 9.24e9);
    CHECK(model.value(QStringLiteral("head_dim")).toInt() == 256);
    CHECK(model.value(QStringLiteral("tied_embeddings")).toBool());
    CHECK_FALSE(model.value(QStringLiteral("built_in")).toBool());
    CHECK(listed(database).size() == before + 1);

    // A fresh process knows nothing of the import but the catalogue file.
    const CliRun memory = runCliWith({"memory", "--model", "gemma-2-9b", "--json", "--database", database});
    INFO(memory.err.toStdString());
    REQUIRE(memory.exitCode == 0);
    CHECK(memory.json().value(QStringLiteral("model")).toString() == QStringLiteral("gemma-2-9b"));
    CHECK(memory.json().value(QStringLiteral("parameters")).toDouble() == 9'241'404'928.0);
    // bf16 weights: 2 bytes a parameter.
    CHECK(memory.json().value(QStringLiteral("per_gpu")).toObject().value(QStringLiteral("weights")).toDouble()
          == 2.0 * 9'241'404'928.0);

    const CliRun text = runCliWith({"models", "--database", database});
    CHECK(text.out.contains(QStringLiteral("gemma-2-9b")));
    CHECK(text.out.contains(QStringLiteral("(own)")));
}

TEST_CASE("models import refuses a bad config.json and stores nothing", "[cli][models][hostile]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const int before = static_cast<int>(listed(database).size());
    const QString bad = dir.filePath(QStringLiteral("config.json"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type": "llama", "num_hidden_layers": 1e30, "hidden_size": 4096})");
    file.close();
    const CliRun run = runCliWith({"models", "import", bad, "--database", database});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QStringLiteral("num_hidden_layers")));
    CHECK(run.err.contains(QStringLiteral("nothing was stored")));
    // A preset's id is refused too.
    const CliRun clash = runCliWith({"models", "import", fixture("Llama-3.1-8B"), "--database", database});
    CHECK(clash.exitCode == 1);
    CHECK(clash.err.contains(QStringLiteral("id: \"llama-3.1-8b\" is a built-in preset")));
    CHECK(listed(database).size() == before);
    const CliRun unknown = runCliWith({"memory", "--model", "no-such-model", "--database", database});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.contains(QStringLiteral("--model")));
}
