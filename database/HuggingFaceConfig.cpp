#include "database/HuggingFaceConfig.h"

#include "database/CatalogueTables.h"
#include "database/ModelRepository.h"
#include "database/TableSpec.h"
#include "model/ParameterCount.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>
#include <optional>

namespace gputco {
namespace {

// The catalogue's ranges (database/schema/002_models.sql), so an import is refused before the table would.
constexpr double kMaxLayers = 1e5;
constexpr double kMaxWidth = 1e7;
constexpr double kMaxHeads = 1e5;
constexpr double kMaxFfn = 1e8;
constexpr double kMaxVocab = 1e8;
constexpr double kMaxContext = 1e9;
constexpr double kMaxExperts = 1e6;
constexpr double kMaxTotalParams = 1e15;

enum class Family { Dense, Mixtral, QwenMoe, DeepSeek };

struct ModelType {
    const char* name;
    Family family;
    bool qkvBias;       ///< Qwen2 has bias on Q, K, V hard-wired; the others read "attention_bias"
    bool tiedByDefault; ///< the transformers config class default for tie_word_embeddings
};

constexpr ModelType kTypes[] = {
    {"llama", Family::Dense, false, false},         {"mistral", Family::Dense, false, false},
    {"qwen2", Family::Dense, true, false},          {"qwen3", Family::Dense, false, false},
    {"gemma", Family::Dense, false, true},          {"gemma2", Family::Dense, false, true},
    {"mixtral", Family::Mixtral, false, false},     {"qwen2_moe", Family::QwenMoe, true, false},
    {"qwen3_moe", Family::QwenMoe, false, false},   {"deepseek_v2", Family::DeepSeek, false, false},
    {"deepseek_v3", Family::DeepSeek, false, false}};

/// Reads keys of one JSON object; the first problem is kept and later reads do nothing.
class ConfigReader {
public:
    explicit ConfigReader(const QJsonObject& object)
        : object_(object)
    {
    }

    const std::optional<Error>& error() const { return error_; }
    void fail(const char* key, std::string message)
    {
        if (!error_)
            error_ = Error{key, std::move(message)};
    }
    bool has(const char* key) const
    {
        const QJsonValue v = object_.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }

    /// A whole number in [min, max]; `fallback` when the key is absent or null (nullopt: the key is required).
    int integer(const char* key, double min, double max, std::optional<int> fallback = std::nullopt)
    {
        if (error_)
            return 0;
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (!fallback)
                fail(key, "is required: a whole number from " + number(min) + " to " + number(max));
            return fallback.value_or(0);
        }
        if (!v.isDouble()) {
            fail(key, "must be a number, not " + kindOf(v));
            return 0;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || d != std::floor(d) || d < min || d > max) {
            fail(key, number(d) + " is not a whole number from " + number(min) + " to " + number(max));
            return 0;
        }
        return static_cast<int>(d);
    }

    bool flag(const char* key, bool fallback)
    {
        if (error_)
            return fallback;
        const QJsonValue v = object_.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            fail(key, "must be true or false, not " + kindOf(v));
            return fallback;
        }
        return v.toBool();
    }

    QString text(const char* key) const { return object_.value(QLatin1String(key)).toString(); }
    QJsonValue value(const char* key) const { return object_.value(QLatin1String(key)); }

    static std::string number(double d)
    {
        return std::abs(d) < 1e9 && d == std::floor(d) ? std::to_string(static_cast<long long>(d))
                                                       : QString::number(d, 'g', 6).toStdString();
    }

private:
    static std::string kindOf(const QJsonValue& v)
    {
        switch (v.type()) {
        case QJsonValue::String: return "the text \"" + v.toString().left(40).toStdString() + "\"";
        case QJsonValue::Bool: return "true/false";
        case QJsonValue::Array: return "a list";
        case QJsonValue::Object: return "an object";
        default: return "that value";
        }
    }

    const QJsonObject& object_;
    std::optional<Error> error_;
};

QString typeList()
{
    QStringList names;
    for (const ModelType& t : kTypes)
        names << QString::fromLatin1(t.name);
    return names.join(QStringLiteral(", "));
}

/// Qwen MoE: "mlp_only_layers" may name only leading layers ([0, 1, ..., k-1]), the layout core counts.
int leadingDenseLayers(ConfigReader& r)
{
    const QJsonValue v = r.value("mlp_only_layers");
    if (v.isUndefined() || v.isNull())
        return 0;
    if (!v.isArray()) {
        r.fail("mlp_only_layers", "must be a list of layer numbers");
        return 0;
    }
    const QJsonArray layers = v.toArray();
    for (int i = 0; i < layers.size(); ++i)
        if (layers.at(i).toDouble(-1) != i) {
            r.fail("mlp_only_layers", "only leading dense layers ([0, 1, ..., k-1]) can be counted");
            return 0;
        }
    return static_cast<int>(layers.size());
}

void readMoe(ConfigReader& r, Family family, ModelArchitecture& a)
{
    MoeConfig& m = a.moe;
    if (family == Family::Mixtral) {
        m.routedExperts = r.integer("num_local_experts", 1, kMaxExperts);
        m.expertsPerToken = r.integer("num_experts_per_tok", 1, kMaxExperts);
        m.expertFfnSize = a.ffnSize; // Mixtral's experts are intermediate_size wide
        if (!r.error() && m.expertsPerToken > m.routedExperts)
            r.fail("num_experts_per_tok",
                   "must not exceed num_local_experts (" + std::to_string(m.routedExperts) + ")");
        return;
    }
    if (family == Family::QwenMoe) {
        m.routedExperts = r.integer("num_experts", 1, kMaxExperts);
        m.expertsPerToken = r.integer("num_experts_per_tok", 1, kMaxExperts);
        m.expertFfnSize = r.integer("moe_intermediate_size", 1, kMaxFfn);
        if (r.integer("decoder_sparse_step", 1, kMaxLayers, 1) != 1)
            r.fail("decoder_sparse_step", "only 1 (every layer MoE) can be counted");
        m.denseLayers = leadingDenseLayers(r);
        // Qwen2-MoE: one shared expert of its own width; counted as that many expert-sized experts.
        const int shared = r.integer("shared_expert_intermediate_size", 0, kMaxFfn, 0);
        if (!r.error() && shared > 0) {
            if (shared % m.expertFfnSize != 0)
                r.fail("shared_expert_intermediate_size",
                       "must be a multiple of moe_intermediate_size (" + std::to_string(m.expertFfnSize) + ")");
            else
                m.sharedExperts = shared / m.expertFfnSize;
        }
    } else { // DeepSeek-V2/V3
        if (!r.has("n_routed_experts"))
            return; // a dense DeepSeek
        m.routedExperts = r.integer("n_routed_experts", 1, kMaxExperts);
        m.expertsPerToken = r.integer("num_experts_per_tok", 1, kMaxExperts);
        m.sharedExperts = r.integer("n_shared_experts", 0, kMaxExperts, 0);
        m.expertFfnSize = r.integer("moe_intermediate_size", 1, kMaxFfn);
        m.denseLayers = r.integer("first_k_dense_replace", 0, kMaxLayers, 0);
        if (r.integer("moe_layer_freq", 1, kMaxLayers, 1) != 1)
            r.fail("moe_layer_freq", "only 1 (every layer after the dense ones is MoE) can be counted");
    }
    if (r.error())
        return;
    if (m.expertsPerToken > m.routedExperts)
        r.fail("num_experts_per_tok",
               "must not exceed the number of routed experts (" + std::to_string(m.routedExperts) + ")");
    else if (m.denseLayers >= a.layers)
        r.fail(family == Family::DeepSeek ? "first_k_dense_replace" : "mlp_only_layers",
               "must leave at least one MoE layer (num_hidden_layers is " + std::to_string(a.layers) + ")");
}

void readMla(ConfigReader& r, ModelArchitecture& a)
{
    MlaConfig& m = a.mla;
    m.qLoraRank = r.integer("q_lora_rank", 1, kMaxWidth, 0); // null in DeepSeek-V2-Lite: full-rank queries
    m.kvLoraRank = r.integer("kv_lora_rank", 1, kMaxWidth);
    m.qkNopeHeadDim = r.integer("qk_nope_head_dim", 1, kMaxHeads);
    m.qkRopeHeadDim = r.integer("qk_rope_head_dim", 1, kMaxHeads);
    m.vHeadDim = r.integer("v_head_dim", 1, kMaxHeads);
    a.headDim = m.vHeadDim;
}

std::string nameOf(const HuggingFaceImportOptions& options, const QString& nameOrPath)
{
    if (!options.displayName.empty())
        return options.displayName;
    const QString name = nameOrPath.section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty);
    if (!name.isEmpty())
        return name.toStdString();
    return options.fallbackName;
}

} // namespace

QString huggingFaceModelTypes() { return typeList(); }

std::string modelIdFromName(const QString& name)
{
    const QString last = name.section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty).toLower();
    std::string id;
    for (const QChar c : last) {
        const bool keep = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'.' || c == u'_' || c == u'-';
        const char out = keep ? static_cast<char>(c.unicode()) : '-';
        if (out == '-' && !id.empty() && id.back() == '-')
            continue;
        id += out;
    }
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    while (!id.empty() && id.front() == '-')
        id.erase(id.begin());
    return id;
}

Expected<ModelArchitecture> modelFromHuggingFaceConfig(const QByteArray& json, const HuggingFaceImportOptions& options)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{"config.json", "is not JSON: " + parseError.errorString().toStdString() + " at byte "
                                        + std::to_string(parseError.offset)};
    if (!document.isObject())
        return Error{"config.json", "must be a JSON object of keys such as \"hidden_size\""};
    const QJsonObject object = document.object();
    ConfigReader r(object);

    const QString modelType = r.text("model_type");
    const ModelType* type = nullptr;
    for (const ModelType& t : kTypes)
        if (modelType == QLatin1String(t.name))
            type = &t;
    if (!type)
        return Error{"model_type", (modelType.isEmpty() ? std::string("is required")
                                                        : "\"" + modelType.left(40).toStdString() + "\" is not read")
                                       + "; one of: " + typeList().toStdString()};

    ModelArchitecture a;
    a.layers = r.integer("num_hidden_layers", 1, kMaxLayers);
    a.hiddenSize = r.integer("hidden_size", 1, kMaxWidth);
    a.attentionHeads = r.integer("num_attention_heads", 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 1, kMaxHeads, a.attentionHeads);
    a.ffnSize = r.integer("intermediate_size", 1, kMaxFfn);
    a.vocabSize = r.integer("vocab_size", 1, kMaxVocab);
    a.maxContext = r.integer("max_position_embeddings", 1, kMaxContext);
    a.tiedEmbeddings = r.flag("tie_word_embeddings", type->tiedByDefault);
    a.qkvBias = type->qkvBias || r.flag("attention_bias", false);
    if (r.flag("mlp_bias", false))
        r.fail("mlp_bias", "true is not counted (biases on the MLP only); only false is read");
    a.gatedMlp = true; // every family read here has a gated MLP (SwiGLU, GeGLU)
    if (r.error())
        return *r.error();

    if (a.kvHeads > a.attentionHeads || a.attentionHeads % a.kvHeads != 0)
        return Error{"num_key_value_heads", "must divide num_attention_heads (" + std::to_string(a.attentionHeads)
                                                + "), got " + std::to_string(a.kvHeads)};
    if (r.has("head_dim")) {
        a.headDim = r.integer("head_dim", 1, kMaxHeads);
    } else if (type->family != Family::DeepSeek) {
        if (a.hiddenSize % a.attentionHeads != 0)
            return Error{"num_attention_heads", "must divide hidden_size (" + std::to_string(a.hiddenSize)
                                                    + ") when the config gives no head_dim, got "
                                                    + std::to_string(a.attentionHeads)};
        a.headDim = a.hiddenSize / a.attentionHeads;
    }
    if (type->family == Family::DeepSeek)
        readMla(r, a);
    if (type->family != Family::Dense)
        readMoe(r, type->family, a);
    if (r.error())
        return *r.error();

    const QString nameOrPath = r.text("_name_or_path");
    a.displayName = nameOf(options, nameOrPath);
    a.id = options.id.empty() ? modelIdFromName(QString::fromStdString(a.displayName)) : options.id;
    if (a.id.empty())
        return Error{"id", "cannot be derived from the file (no \"_name_or_path\"); give the model an id"};
    if (a.displayName.empty())
        a.displayName = a.id;
    a.officialTotalParams = options.publishedTotalParams;
    a.officialActiveParams = options.publishedActiveParams;
    a.source = options.source.empty() ? "Hugging Face config.json (model_type " + modelType.toStdString() + ")"
                                      : options.source;

    const ParameterCounts counts = countParameters(a);
    if (!(counts.total <= kMaxTotalParams))
        return Error{"config.json", "describes " + ConfigReader::number(counts.total)
                                        + " parameters, more than the 1e15 the catalogue holds"};
    // The table's own rules are the backstop (an id it refuses, a published count out of range).
    if (auto problem = validateRow(modelsTable(), ModelRepository::toRow(a)))
        return *problem;
    return a;
}

} // namespace gputco
