#include "catalogue/CatalogueColumnLabels.h"

#include "database/TableSpec.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace gputco::ui {
namespace {

/// Column name -> untranslated label; translated on use so the language can change at run time.
const QHash<QString, const char*>& labels()
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("built_in"), QT_TRANSLATE_NOOP("CatalogueColumns", "Origin")},
        {QStringLiteral("id"), QT_TRANSLATE_NOOP("CatalogueColumns", "Id")},
        {QStringLiteral("vendor"), QT_TRANSLATE_NOOP("CatalogueColumns", "Vendor")},
        {QStringLiteral("model"), QT_TRANSLATE_NOOP("CatalogueColumns", "Model")},
        {QStringLiteral("memory_gb"), QT_TRANSLATE_NOOP("CatalogueColumns", "Memory")},
        {QStringLiteral("memory_reported_mib"), QT_TRANSLATE_NOOP("CatalogueColumns", "Memory as reported")},
        {QStringLiteral("memory_type"), QT_TRANSLATE_NOOP("CatalogueColumns", "Memory type")},
        {QStringLiteral("memory_bandwidth_gbs"), QT_TRANSLATE_NOOP("CatalogueColumns", "Memory bandwidth")},
        {QStringLiteral("tdp_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "TDP")},
        {QStringLiteral("idle_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "Idle power")},
        {QStringLiteral("fp32_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP32")},
        {QStringLiteral("tf32_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "TF32")},
        {QStringLiteral("bf16_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "BF16")},
        {QStringLiteral("fp16_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP16")},
        {QStringLiteral("fp8_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP8")},
        {QStringLiteral("int8_tops"), QT_TRANSLATE_NOOP("CatalogueColumns", "INT8")},
        {QStringLiteral("int4_tops"), QT_TRANSLATE_NOOP("CatalogueColumns", "INT4")},
        {QStringLiteral("fp4_tflops"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP4")},
        {QStringLiteral("stack"), QT_TRANSLATE_NOOP("CatalogueColumns", "Software stack")},
        {QStringLiteral("evidence"), QT_TRANSLATE_NOOP("CatalogueColumns", "Evidence")},
        {QStringLiteral("compute_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "Compute share of peak")},
        {QStringLiteral("compute_share_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Compute share, low")},
        {QStringLiteral("compute_share_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Compute share, high")},
        {QStringLiteral("fp8_compute_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP8 compute share")},
        {QStringLiteral("fp4_compute_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "FP4 compute share")},
        {QStringLiteral("bandwidth_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "Bandwidth share of peak")},
        {QStringLiteral("bandwidth_share_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Bandwidth share, low")},
        {QStringLiteral("bandwidth_share_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Bandwidth share, high")},
        {QStringLiteral("step_overhead_ms"), QT_TRANSLATE_NOOP("CatalogueColumns", "Overhead per step")},
        {QStringLiteral("step_overhead_ms_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Overhead per step, low")},
        {QStringLiteral("step_overhead_ms_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Overhead per step, high")},
        {QStringLiteral("tp_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "Tensor-parallel link share")},
        {QStringLiteral("tp_share_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Tensor-parallel link share, low")},
        {QStringLiteral("tp_share_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Tensor-parallel link share, high")},
        {QStringLiteral("full_load_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "Power at full load")},
        {QStringLiteral("full_load_w_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Power at full load, low")},
        {QStringLiteral("full_load_w_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Power at full load, high")},
        {QStringLiteral("interconnect"), QT_TRANSLATE_NOOP("CatalogueColumns", "Interconnect")},
        {QStringLiteral("interconnect_gbs"), QT_TRANSLATE_NOOP("CatalogueColumns", "Interconnect bandwidth")},
        {QStringLiteral("pcie_gen"), QT_TRANSLATE_NOOP("CatalogueColumns", "PCIe generation")},
        {QStringLiteral("form_factor"), QT_TRANSLATE_NOOP("CatalogueColumns", "Form factor")},
        {QStringLiteral("launch_year"), QT_TRANSLATE_NOOP("CatalogueColumns", "Launch year")},
        {QStringLiteral("segment"), QT_TRANSLATE_NOOP("CatalogueColumns", "Segment")},
        {QStringLiteral("price"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price")},
        {QStringLiteral("price_currency"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price currency")},
        {QStringLiteral("price_date"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price date")},
        {QStringLiteral("price_source"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price source")},
        {QStringLiteral("price_low"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price, low")},
        {QStringLiteral("price_high"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price, high")},
        {QStringLiteral("price_confidence"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price confidence")},
        {QStringLiteral("host_share"), QT_TRANSLATE_NOOP("CatalogueColumns", "Host share of GPU price")},
        {QStringLiteral("network_gbps_per_gpu"), QT_TRANSLATE_NOOP("CatalogueColumns", "Network per GPU")},
        {QStringLiteral("network_source"), QT_TRANSLATE_NOOP("CatalogueColumns", "Network source")},
        {QStringLiteral("source"), QT_TRANSLATE_NOOP("CatalogueColumns", "Source")},
        {QStringLiteral("source_date"), QT_TRANSLATE_NOOP("CatalogueColumns", "Source date")},
        {QStringLiteral("notes"), QT_TRANSLATE_NOOP("CatalogueColumns", "Notes")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("CatalogueColumns", "Name")},
        {QStringLiteral("card_id"), QT_TRANSLATE_NOOP("CatalogueColumns", "Card")},
        {QStringLiteral("gpus_per_server"), QT_TRANSLATE_NOOP("CatalogueColumns", "GPUs per server")},
        {QStringLiteral("system_max_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "System maximum power")},
        {QStringLiteral("host_overhead_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "Host overhead")},
        {QStringLiteral("rack_units"), QT_TRANSLATE_NOOP("CatalogueColumns", "Height")},
        {QStringLiteral("psu_count"), QT_TRANSLATE_NOOP("CatalogueColumns", "PSUs")},
        {QStringLiteral("psu_rating_w"), QT_TRANSLATE_NOOP("CatalogueColumns", "PSU rating")},
        {QStringLiteral("psu_redundant"), QT_TRANSLATE_NOOP("CatalogueColumns", "Redundant PSUs")},
        {QStringLiteral("cooling"), QT_TRANSLATE_NOOP("CatalogueColumns", "Cooling")},
        {QStringLiteral("operator"), QT_TRANSLATE_NOOP("CatalogueColumns", "Operator")},
        {QStringLiteral("region"), QT_TRANSLATE_NOOP("CatalogueColumns", "Region")},
        {QStringLiteral("country"), QT_TRANSLATE_NOOP("CatalogueColumns", "Country (ISO code)")},
        {QStringLiteral("export_control"), QT_TRANSLATE_NOOP("CatalogueColumns", "Export control")},
        {QStringLiteral("export_restricted"), QT_TRANSLATE_NOOP("CatalogueColumns", "Licence needed for")},
        {QStringLiteral("city"), QT_TRANSLATE_NOOP("CatalogueColumns", "City")},
        {QStringLiteral("electricity_price_per_kwh"), QT_TRANSLATE_NOOP("CatalogueColumns", "Electricity price")},
        {QStringLiteral("currency"), QT_TRANSLATE_NOOP("CatalogueColumns", "Currency")},
        {QStringLiteral("pue"), QT_TRANSLATE_NOOP("CatalogueColumns", "PUE")},
        {QStringLiteral("carbon_kg_per_kwh"), QT_TRANSLATE_NOOP("CatalogueColumns", "Grid carbon factor")},
        {QStringLiteral("usable_units"), QT_TRANSLATE_NOOP("CatalogueColumns", "Usable rack units")},
        {QStringLiteral("voltage"), QT_TRANSLATE_NOOP("CatalogueColumns", "Voltage")},
        {QStringLiteral("phases"), QT_TRANSLATE_NOOP("CatalogueColumns", "Phases")},
        {QStringLiteral("breaker_amps"), QT_TRANSLATE_NOOP("CatalogueColumns", "Breaker rating")},
        {QStringLiteral("derating"), QT_TRANSLATE_NOOP("CatalogueColumns", "Derating")},
        {QStringLiteral("dual_feeds"), QT_TRANSLATE_NOOP("CatalogueColumns", "A+B feeds")},
        {QStringLiteral("power_factor"), QT_TRANSLATE_NOOP("CatalogueColumns", "Power factor")},
        {QStringLiteral("max_kw_legacy_air"), QT_TRANSLATE_NOOP("CatalogueColumns", "Max per rack, room air")},
        {QStringLiteral("max_kw_contained_air"), QT_TRANSLATE_NOOP("CatalogueColumns", "Max per rack, contained air")},
        {QStringLiteral("max_kw_rear_door"), QT_TRANSLATE_NOOP("CatalogueColumns", "Max per rack, rear door")},
        {QStringLiteral("max_kw_direct_liquid"), QT_TRANSLATE_NOOP("CatalogueColumns", "Max per rack, direct liquid")},
        {QStringLiteral("max_kw_immersion"), QT_TRANSLATE_NOOP("CatalogueColumns", "Max per rack, immersion")},
        {QStringLiteral("available_racks"), QT_TRANSLATE_NOOP("CatalogueColumns", "Available racks")},
        {QStringLiteral("contracted_power_kw"), QT_TRANSLATE_NOOP("CatalogueColumns", "Contracted power")},
        {QStringLiteral("rack_price_per_month"), QT_TRANSLATE_NOOP("CatalogueColumns", "Rack price per month")},
        {QStringLiteral("price_per_kw_month"), QT_TRANSLATE_NOOP("CatalogueColumns", "Price per kW-month")},
        {QStringLiteral("bandwidth_price_per_mbps_month"),
         QT_TRANSLATE_NOOP("CatalogueColumns", "Bandwidth price per Mbps-month")},
        {QStringLiteral("tier"), QT_TRANSLATE_NOOP("CatalogueColumns", "Tier or grade")},
        {QStringLiteral("certifications"), QT_TRANSLATE_NOOP("CatalogueColumns", "Certifications")},
        {QStringLiteral("licences"), QT_TRANSLATE_NOOP("CatalogueColumns", "Licences")},
        {QStringLiteral("icp_filing_required"), QT_TRANSLATE_NOOP("CatalogueColumns", "ICP filing required")},
        {QStringLiteral("self_operated"), QT_TRANSLATE_NOOP("CatalogueColumns", "Self-operated")},
        {QStringLiteral("bgp_lines"), QT_TRANSLATE_NOOP("CatalogueColumns", "BGP lines")},
        {QStringLiteral("ddos_protection_gbps"), QT_TRANSLATE_NOOP("CatalogueColumns", "DDoS protection")},
        {QStringLiteral("provider"), QT_TRANSLATE_NOOP("CatalogueColumns", "Provider")},
        {QStringLiteral("on_demand_per_gpu_hour"), QT_TRANSLATE_NOOP("CatalogueColumns", "On demand")},
        {QStringLiteral("reserved_per_gpu_hour"), QT_TRANSLATE_NOOP("CatalogueColumns", "Reserved")},
        {QStringLiteral("one_year_per_gpu_hour"), QT_TRANSLATE_NOOP("CatalogueColumns", "1-year commitment")},
        {QStringLiteral("three_year_per_gpu_hour"), QT_TRANSLATE_NOOP("CatalogueColumns", "3-year commitment")},
        {QStringLiteral("spot_per_gpu_hour"), QT_TRANSLATE_NOOP("CatalogueColumns", "Spot")},
        {QStringLiteral("confidence"), QT_TRANSLATE_NOOP("CatalogueColumns", "Confidence")},
        {QStringLiteral("date"), QT_TRANSLATE_NOOP("CatalogueColumns", "Date")},
        {QStringLiteral("display_name"), QT_TRANSLATE_NOOP("CatalogueColumns", "Name")},
        {QStringLiteral("layers"), QT_TRANSLATE_NOOP("CatalogueColumns", "Layers")},
        {QStringLiteral("hidden_size"), QT_TRANSLATE_NOOP("CatalogueColumns", "Hidden size")},
        {QStringLiteral("attention_heads"), QT_TRANSLATE_NOOP("CatalogueColumns", "Attention heads")},
        {QStringLiteral("kv_heads"), QT_TRANSLATE_NOOP("CatalogueColumns", "KV heads")},
        {QStringLiteral("head_dim"), QT_TRANSLATE_NOOP("CatalogueColumns", "Head dimension")},
        {QStringLiteral("ffn_size"), QT_TRANSLATE_NOOP("CatalogueColumns", "FFN width")},
        {QStringLiteral("vocab_size"), QT_TRANSLATE_NOOP("CatalogueColumns", "Vocabulary")},
        {QStringLiteral("max_context"), QT_TRANSLATE_NOOP("CatalogueColumns", "Maximum context")},
        {QStringLiteral("gated_mlp"), QT_TRANSLATE_NOOP("CatalogueColumns", "Gated MLP")},
        {QStringLiteral("tied_embeddings"), QT_TRANSLATE_NOOP("CatalogueColumns", "Tied embeddings")},
        {QStringLiteral("qkv_bias"), QT_TRANSLATE_NOOP("CatalogueColumns", "QKV bias")},
        {QStringLiteral("linear_biases"), QT_TRANSLATE_NOOP("CatalogueColumns", "Linear biases")},
        {QStringLiteral("layer_norm_with_bias"), QT_TRANSLATE_NOOP("CatalogueColumns", "LayerNorm with bias")},
        {QStringLiteral("learned_positions"), QT_TRANSLATE_NOOP("CatalogueColumns", "Learned positions")},
        {QStringLiteral("moe_routed_experts"), QT_TRANSLATE_NOOP("CatalogueColumns", "MoE experts")},
        {QStringLiteral("moe_experts_per_token"), QT_TRANSLATE_NOOP("CatalogueColumns", "MoE active experts")},
        {QStringLiteral("moe_shared_experts"), QT_TRANSLATE_NOOP("CatalogueColumns", "MoE shared experts")},
        {QStringLiteral("moe_expert_ffn_size"), QT_TRANSLATE_NOOP("CatalogueColumns", "MoE expert FFN width")},
        {QStringLiteral("moe_dense_layers"), QT_TRANSLATE_NOOP("CatalogueColumns", "MoE dense layers")},
        {QStringLiteral("mla_q_lora_rank"), QT_TRANSLATE_NOOP("CatalogueColumns", "MLA query rank")},
        {QStringLiteral("mla_kv_lora_rank"), QT_TRANSLATE_NOOP("CatalogueColumns", "MLA KV rank")},
        {QStringLiteral("mla_qk_nope_head_dim"), QT_TRANSLATE_NOOP("CatalogueColumns", "MLA QK head dimension")},
        {QStringLiteral("mla_qk_rope_head_dim"), QT_TRANSLATE_NOOP("CatalogueColumns", "MLA RoPE head dimension")},
        {QStringLiteral("mla_v_head_dim"), QT_TRANSLATE_NOOP("CatalogueColumns", "MLA V head dimension")},
        {QStringLiteral("official_total_params"), QT_TRANSLATE_NOOP("CatalogueColumns", "Published parameters")},
        {QStringLiteral("official_active_params"),
         QT_TRANSLATE_NOOP("CatalogueColumns", "Published active parameters")},
    };
    return table;
}

} // namespace

QString columnLabel(const QString& columnName)
{
    const auto it = labels().constFind(columnName);
    return it == labels().constEnd() ? columnName : QCoreApplication::translate("CatalogueColumns", it.value());
}

QString columnHeader(const ColumnSpec& column)
{
    const QString label = columnLabel(column.name);
    return column.unit.isEmpty() ? label
                                 : QCoreApplication::translate("CatalogueColumns", "%1 (%2)").arg(label, column.unit);
}

QString tableLabel(const TableSpec& table)
{
    if (table.name == u"cards")
        return QCoreApplication::translate("CatalogueColumns", "Cards");
    if (table.name == u"servers")
        return QCoreApplication::translate("CatalogueColumns", "Servers");
    if (table.name == u"facilities")
        return QCoreApplication::translate("CatalogueColumns", "Facilities");
    if (table.name == u"cloud_offers")
        return QCoreApplication::translate("CatalogueColumns", "Cloud offers");
    if (table.name == u"models")
        return QCoreApplication::translate("CatalogueColumns", "Models");
    if (table.name == u"efficiency_profiles")
        return QCoreApplication::translate("CatalogueColumns", "Efficiency profiles");
    return table.name;
}

QString withColumnLabels(QString text)
{
    // Rule messages name other columns by their SQL names ("must not exceed tdp_w"); a person reads the label.
    static const QRegularExpression word(QStringLiteral("\\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\\b"));
    QString out;
    qsizetype last = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(last, match.capturedStart() - last);
        const QString name = match.captured();
        out += labels().contains(name) ? columnLabel(name) : name;
        last = match.capturedEnd();
    }
    return out + text.mid(last);
}

QString describeRefusal(const Error& error)
{
    const QString field = QString::fromStdString(error.field);
    QString message = withColumnLabels(QString::fromStdString(error.message));
    if (field.isEmpty())
        return message;
    return QCoreApplication::translate("CatalogueColumns", "%1 (%2): %3").arg(columnLabel(field), field, message);
}

} // namespace gputco::ui
