#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/HuggingFaceConfig.h"
#include "database/ModelImport.h"
#include "model/ModelPresets.h"
#include "model/ParameterCount.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace gputco;

namespace {

QString fixture(const char* model)
{
    return QDir(databaseTestDir()).filePath(QStringLiteral("fixtures/huggingface/%1/config.json").arg(model));
}

ModelArchitecture read(const char* model)
{
    auto m = readHuggingFaceConfigFile(fixture(model), {});
    INFO(model << ": " << (m ? std::string() : m.error().describe()));
    REQUIRE(m);
    return *m;
}

Error refusal(const QByteArray& json)
{
    auto m = modelFromHuggingFaceConfig(json, {"x", "", 0, 0, "", ""});
    REQUIRE_FALSE(m);
    return m.error();
}

// The Llama-3.1-8B config with one key replaced (or removed when `value` is empty).
QByteArray llamaWith(const QString& key, const QString& value)
{
    QByteArray json = readTextFile(fixture("Llama-3.1-8B"));
    const QRegularExpression line(QStringLiteral("\\n\\s*\"%1\": [^\\n]*,").arg(key));
    QString text = QString::fromUtf8(json);
    REQUIRE(text.contains(line));
    text.replace(line, value.isEmpty() ? QString() : QStringLiteral("\n  \"%1\": %2,").arg(key, value));
    return text.toUtf8();
}

} // namespace

TEST_CASE("Published config.json files count to the model cards' parameter totals", "[huggingface][params]")
{
    // The fixtures are the published config.json files (Hugging Face model repositories of the same names).
    // meta-llama/Llama-3.1-8B: 8,030,261,248 parameters (safetensors total on the model page): exact.
    const ModelArchitecture llama = read("Llama-3.1-8B");
    CHECK(llama.id == "llama-3.1-8b");
    CHECK(llama.displayName == "Llama-3.1-8B");
    CHECK(llama.headDim == 128);
    CHECK(llama.kvHeads == 8);
    CHECK(countParameters(llama).total == 8'030'261'248.0);
    // Qwen/Qwen2.5-7B: model card 7.61B (non-embedding 6.53B); the hand count of PresetsTest is 7,615,616,512.
    const ModelArchitecture qwen25 = read("Qwen2.5-7B");
    CHECK(qwen25.qkvBias);
    CHECK(countParameters(qwen25).total == 7'615'616'512.0);
    CHECK(countParameters(qwen25).total == Approx(7.61e9).epsilon(0.001));
    // Qwen/Qwen3-32B: head_dim 128 given (5120 / 64 would be 80); card 32.8B. QK norms (16,384) not counted.
    const ModelArchitecture qwen3 = read("Qwen3-32B");
    CHECK(qwen3.headDim == 128);
    CHECK_FALSE(qwen3.qkvBias);
    CHECK(countParameters(qwen3).total == Approx(32.8e9).epsilon(0.002));
    // Qwen/Qwen3-235B-A22B: card 235B total, 22B activated; the same counts as the preset.
    const ModelArchitecture qwen3moe = read("Qwen3-235B-A22B");
    CHECK(qwen3moe.moe.routedExperts == 128);
    CHECK(qwen3moe.moe.expertsPerToken == 8);
    CHECK(qwen3moe.moe.expertFfnSize == 1536);
    CHECK(countParameters(qwen3moe).total == countParameters(*findModelPreset("qwen3-235b-a22b")).total);
    CHECK(countParameters(qwen3moe).active == Approx(22e9).epsilon(0.01));
    // mistralai/Mixtral-8x7B-v0.1: 46,702,792,704 on the model page (46.7B total, 12.9B active in the paper).
    const ModelArchitecture mixtral = read("Mixtral-8x7B-v0.1");
    CHECK(countParameters(mixtral).total == 46'702'792'704.0);
    CHECK(countParameters(mixtral).active == Approx(12.9e9).epsilon(0.005));
    // deepseek-ai/DeepSeek-V3: MLA ranks and 256 + 1 shared experts, first 3 layers dense; the counts of the
    // preset from inference/configs/config_671B.json (671B total, 37B activated; the MTP module is not counted).
    const ModelArchitecture v3 = read("DeepSeek-V3");
    CHECK(v3.mla.qLoraRank == 1536);
    CHECK(v3.mla.kvLoraRank == 512);
    CHECK(v3.moe.sharedExperts == 1);
    CHECK(v3.moe.denseLayers == 3);
    CHECK(countParameters(v3).total == countParameters(*findModelPreset("deepseek-v3")).total);
    CHECK(countParameters(v3).total == Approx(671e9).epsilon(0.002));
    // google/gemma-2-9b: 9.24B on the model page; head_dim 256, tied embeddings (default true for Gemma).
    // Hand count: per layer 3 * 3584 * 4096 + 4096 * 3584 (attention) + 3 * 3584 * 14336 + 2 * 3584 = 198,188,032;
    // 42 layers + 256000 * 3584 + 3584 = 9,241,404,928. Gemma 2's two extra norms a layer (301,056) are not
    // counted. The published 9.24B is rounded to 5 million: within that half-step (0.06%).
    const ModelArchitecture gemma = read("gemma-2-9b");
    CHECK(gemma.tiedEmbeddings);
    CHECK(gemma.headDim == 256);
    CHECK(countParameters(gemma).total == 9'241'404'928.0);
    CHECK(countParameters(gemma).total == Approx(9.24e9).epsilon(0.0006));
    // Qwen/Qwen2-57B-A14B (qwen2_moe): shared expert of 20480 = 8 experts of 2560; card 57B total / 14B active
    // (the page shows 57.4B). Hand count 57,408,558,592 total, 14,249,170,432 active (shared gate not counted).
    const ModelArchitecture qwen2moe = read("Qwen2-57B-A14B");
    CHECK(qwen2moe.moe.sharedExperts == 8);
    CHECK(countParameters(qwen2moe).total == 57'408'558'592.0);
    CHECK(countParameters(qwen2moe).active == Approx(14.2e9).epsilon(0.005));
    // deepseek-ai/DeepSeek-V2-Lite: q_lora_rank null (full-rank queries), 64 + 2 shared experts, 6 active,
    // 1 dense layer. Card: 15.7B total, 2.4B active; the card's active figure leaves out the input embedding
    // (102400 * 2048 = 209.7M): 2.66B - 0.21B = 2.45B.
    const ModelArchitecture lite = read("DeepSeek-V2-Lite");
    CHECK(lite.mla.qLoraRank == 0);
    CHECK(countParameters(lite).total == Approx(15.7e9).epsilon(0.002));
    CHECK(countParameters(lite).active - 102400.0 * 2048 == Approx(2.4e9).epsilon(0.03));
}

TEST_CASE("Import options name the model and give the published counts", "[huggingface]")
{
    HuggingFaceImportOptions options;
    options.id = "our-llama";
    options.displayName = "Our Llama";
    options.publishedTotalParams = 8.03e9;
    auto m = readHuggingFaceConfigFile(fixture("Llama-3.1-8B"), options);
    REQUIRE(m);
    CHECK(m->id == "our-llama");
    CHECK(m->displayName == "Our Llama");
    CHECK(m->officialTotalParams == 8.03e9);
    CHECK(m->source.find("model_type llama") != std::string::npos);
    CHECK(modelIdFromName(QStringLiteral("Qwen/Qwen2.5-7B-Instruct")) == "qwen2.5-7b-instruct");
    CHECK(modelIdFromName(QStringLiteral("My Model (v2)")) == "my-model-v2");
}

TEST_CASE("Malformed config.json files are refused with the key named", "[huggingface][hostile]")
{
    CHECK(refusal("{not json").field == "config.json");
    CHECK(refusal("[1, 2]").field == "config.json");
    CHECK(refusal(R"({"model_type": "bert"})").field == "model_type");
    CHECK(refusal(R"({"hidden_size": 4096})").field == "model_type");
    CHECK(refusal(llamaWith("num_hidden_layers", QString())).field == "num_hidden_layers");
    CHECK(refusal(llamaWith("num_hidden_layers", "0")).field == "num_hidden_layers");
    CHECK(refusal(llamaWith("num_hidden_layers", "1e30")).message.find("1e+30") != std::string::npos);
    CHECK(refusal(llamaWith("hidden_size", "-4096")).field == "hidden_size");
    CHECK(refusal(llamaWith("hidden_size", "4096.5")).field == "hidden_size");
    CHECK(refusal(llamaWith("intermediate_size", "\"14336\"")).field == "intermediate_size");
    CHECK(refusal(llamaWith("num_key_value_heads", "7")).field == "num_key_value_heads");
    // 4100 is not divisible by 32 heads and the Llama config gives no head_dim.
    const Error heads = refusal(llamaWith("hidden_size", "4100"));
    CHECK(heads.field == "num_attention_heads");
    CHECK(heads.message.find("hidden_size (4100)") != std::string::npos);
    CHECK(refusal(llamaWith("mlp_bias", "true")).field == "mlp_bias");
    CHECK(refusal(llamaWith("tie_word_embeddings", "\"no\"")).field == "tie_word_embeddings");
    // A MoE config that routes more experts than it has.
    QByteArray mixtral = readTextFile(fixture("Mixtral-8x7B-v0.1"));
    mixtral.replace("\"num_experts_per_tok\": 2", "\"num_experts_per_tok\": 9");
    CHECK(refusal(mixtral).field == "num_experts_per_tok");
    // Sizes each in range whose product is not: 1e15 parameters is the catalogue's ceiling.
    QByteArray huge = readTextFile(fixture("Llama-3.1-8B"));
    huge.replace("\"num_hidden_layers\": 32", "\"num_hidden_layers\": 100000");
    huge.replace("\"intermediate_size\": 14336", "\"intermediate_size\": 100000000");
    CHECK(refusal(huge).field == "config.json");
}

TEST_CASE("A config.json import is stored as the user's own model, all or nothing", "[huggingface][repository]")
{
    auto db = openMemoryCatalogue();
    const size_t before = db.models().all().size();
    // "qwen3-32b" is a preset id: refused, nothing written.
    auto clash = importHuggingFaceConfigFile(db, fixture("Qwen3-32B"), {});
    REQUIRE_FALSE(clash);
    CHECK(clash.error().field == "id");
    CHECK(db.models().all().size() == before);
    // A malformed file: nothing written either.
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeTextFile(bad, R"({"model_type": "llama", "hidden_size": 0})");
    auto refused = importHuggingFaceConfigFile(db, bad, {});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field.find("num_hidden_layers") != std::string::npos);
    CHECK(db.models().all().size() == before);

    auto gemma = importHuggingFaceConfigFile(db, fixture("gemma-2-9b"), {});
    REQUIRE(gemma);
    CHECK(gemma->id == "gemma-2-9b");
    HuggingFaceImportOptions named;
    named.id = "qwen3-32b-ours";
    REQUIRE(importHuggingFaceConfigFile(db, fixture("Qwen3-32B"), named));
    CHECK(db.models().all().size() == before + 2);
    const auto read = db.models().find("gemma-2-9b");
    REQUIRE(read);
    CHECK(countParameters(*read).total == 9'241'404'928.0);
    CHECK(read->tiedEmbeddings);
    // Importing the same file again replaces the row: still two of the user's own.
    REQUIRE(importHuggingFaceConfigFile(db, fixture("gemma-2-9b"), {}));
    CHECK(db.models().all().size() == before + 2);
}

TEST_CASE("Round trip: import configs, export the models table, import it again: same rows", "[huggingface][csv]")
{
    auto db = openMemoryCatalogue();
    for (const char* model : {"gemma-2-9b", "DeepSeek-V2-Lite", "Qwen2-57B-A14B", "Mixtral-8x7B-v0.1"}) {
        HuggingFaceImportOptions options;
        options.id = modelIdFromName(QString::fromLatin1(model)) + "-imported";
        options.publishedTotalParams = 1e10; // a published figure travels with the row
        INFO(model);
        REQUIRE(importHuggingFaceConfigFile(db, fixture(model), options));
    }
    const CsvTable csv(modelsTable());
    const auto exported = csv.exportCsv(db);
    REQUIRE(exported);
    // Into the same catalogue: every row unchanged.
    const CsvImportReport again = csv.importCsv(db, exported->toUtf8());
    REQUIRE(again.ok());
    CHECK(again.added == 0);
    CHECK(again.updated == 0);
    // Into a fresh catalogue: the four rows added, and its export is the same text.
    auto fresh = openMemoryCatalogue();
    const CsvImportReport added = csv.importCsv(fresh, exported->toUtf8());
    REQUIRE(added.ok());
    CHECK(added.added == 4);
    const auto reexported = csv.exportCsv(fresh);
    REQUIRE(reexported);
    CHECK(*reexported == *exported);
    const auto lite = fresh.models().find("deepseek-v2-lite-imported");
    REQUIRE(lite);
    CHECK(countParameters(*lite).total
          == countParameters(*readHuggingFaceConfigFile(fixture("DeepSeek-V2-Lite"), {})).total);
}
