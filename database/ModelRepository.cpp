#include "database/ModelRepository.h"

#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"

namespace gputco {

using namespace rowconv;

namespace {

/// The integer columns and the ModelArchitecture field each one holds.
struct IntColumn {
    const char* name;
    int ModelArchitecture::*field;
};
constexpr IntColumn kTopLevel[] = {{"layers", &ModelArchitecture::layers},
                                   {"hidden_size", &ModelArchitecture::hiddenSize},
                                   {"attention_heads", &ModelArchitecture::attentionHeads},
                                   {"kv_heads", &ModelArchitecture::kvHeads},
                                   {"head_dim", &ModelArchitecture::headDim},
                                   {"ffn_size", &ModelArchitecture::ffnSize},
                                   {"vocab_size", &ModelArchitecture::vocabSize},
                                   {"max_context", &ModelArchitecture::maxContext},
                                   {"learned_positions", &ModelArchitecture::learnedPositions}};

struct MoeColumn {
    const char* name;
    int MoeConfig::*field;
};
constexpr MoeColumn kMoe[] = {{"moe_routed_experts", &MoeConfig::routedExperts},
                              {"moe_experts_per_token", &MoeConfig::expertsPerToken},
                              {"moe_shared_experts", &MoeConfig::sharedExperts},
                              {"moe_expert_ffn_size", &MoeConfig::expertFfnSize},
                              {"moe_dense_layers", &MoeConfig::denseLayers}};

struct MlaColumn {
    const char* name;
    int MlaConfig::*field;
};
constexpr MlaColumn kMla[] = {{"mla_q_lora_rank", &MlaConfig::qLoraRank},
                              {"mla_kv_lora_rank", &MlaConfig::kvLoraRank},
                              {"mla_qk_nope_head_dim", &MlaConfig::qkNopeHeadDim},
                              {"mla_qk_rope_head_dim", &MlaConfig::qkRopeHeadDim},
                              {"mla_v_head_dim", &MlaConfig::vHeadDim}};

struct FlagColumn {
    const char* name;
    bool ModelArchitecture::*field;
};
constexpr FlagColumn kFlags[] = {{"gated_mlp", &ModelArchitecture::gatedMlp},
                                 {"tied_embeddings", &ModelArchitecture::tiedEmbeddings},
                                 {"qkv_bias", &ModelArchitecture::qkvBias},
                                 {"linear_biases", &ModelArchitecture::linearBiases},
                                 {"layer_norm_with_bias", &ModelArchitecture::layerNormWithBias}};

QVariant paramsOrNull(double params) { return params > 0 ? QVariant(params) : QVariant(); }

} // namespace

ModelRepository::ModelRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow ModelRepository::toRow(const ModelArchitecture& m)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(m.id));
    row.insert(QStringLiteral("display_name"), text(m.displayName));
    for (const auto& c : kTopLevel)
        row.insert(QString::fromLatin1(c.name), qlonglong(m.*c.field));
    for (const auto& c : kFlags)
        row.insert(QString::fromLatin1(c.name), flag(m.*c.field));
    for (const auto& c : kMoe)
        row.insert(QString::fromLatin1(c.name), qlonglong(m.moe.*c.field));
    for (const auto& c : kMla)
        row.insert(QString::fromLatin1(c.name), qlonglong(m.mla.*c.field));
    row.insert(QStringLiteral("official_total_params"), paramsOrNull(m.officialTotalParams));
    row.insert(QStringLiteral("official_active_params"), paramsOrNull(m.officialActiveParams));
    row.insert(QStringLiteral("source"), text(m.source));
    row.insert(QStringLiteral("notes"), QString());
    row.insert(QStringLiteral("built_in"), 0);
    return row;
}

ModelArchitecture ModelRepository::fromRow(const SqlRow& row)
{
    ModelArchitecture m;
    m.id = readText(row, "id");
    m.displayName = readText(row, "display_name");
    for (const auto& c : kTopLevel)
        m.*c.field = readInt(row, c.name).value_or(0);
    for (const auto& c : kFlags)
        m.*c.field = readFlag(row, c.name);
    for (const auto& c : kMoe)
        m.moe.*c.field = readInt(row, c.name).value_or(0);
    for (const auto& c : kMla)
        m.mla.*c.field = readInt(row, c.name).value_or(0);
    m.officialTotalParams = readReal(row, "official_total_params").value_or(0.0);
    m.officialActiveParams = readReal(row, "official_active_params").value_or(0.0);
    m.source = readText(row, "source");
    return m;
}

std::vector<ModelArchitecture> ModelRepository::all() const
{
    std::vector<ModelArchitecture> out;
    for (const SqlRow& row : repository::readAll(connection_, modelsTable()))
        out.push_back(fromRow(row));
    return out;
}

std::optional<ModelArchitecture> ModelRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, modelsTable(), QString::fromStdString(id)))
        return fromRow(*row);
    return std::nullopt;
}

WriteResult ModelRepository::upsert(const ModelArchitecture& value) const
{
    // The notes column has no ModelArchitecture field: keep what the row already says.
    SqlRow row = toRow(value);
    if (auto existing = repository::readOne(connection_, modelsTable(), row.value(QStringLiteral("id")).toString()))
        row.insert(QStringLiteral("notes"), existing->value(QStringLiteral("notes")));
    return repository::saveUserRow(connection_, modelsTable(), row);
}

WriteResult ModelRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, modelsTable(), QString::fromStdString(id));
}

} // namespace gputco
