#include "database/CatalogueTables.h"

#include "facility/Facility.h"
#include "hardware/Accelerator.h"
#include "hardware/EfficiencyProfile.h"
#include "hardware/ExportControl.h"
#include "hardware/PriceQuote.h"
#include "hardware/Server.h"

#include <utility>

namespace gputco {
namespace {

ColumnSpec column(const char* name, ColumnType type, bool required = false)
{
    ColumnSpec c;
    c.name = QString::fromLatin1(name);
    c.type = type;
    c.required = required;
    return c;
}

ColumnSpec id() { return column("id", ColumnType::Id, true); }
ColumnSpec text(const char* name, bool required = false) { return column(name, ColumnType::Text, required); }
ColumnSpec date(const char* name, bool required = false) { return column(name, ColumnType::Date, required); }

ColumnSpec currency(const char* name, const char* fallback = nullptr)
{
    ColumnSpec c = column(name, ColumnType::Currency, fallback != nullptr);
    if (fallback)
        c.defaultValue = QString::fromLatin1(fallback);
    return c;
}

/// A number in [min, max], or in (min, max] when `exclusive`; NULL allowed unless a default is given.
ColumnSpec real(const char* name, const char* unit, double min, double max, bool exclusive, QVariant fallback = {})
{
    ColumnSpec c = column(name, ColumnType::Real, fallback.isValid());
    c.unit = QString::fromUtf8(unit);
    c.min = min;
    c.max = max;
    c.minExclusive = exclusive;
    c.defaultValue = fallback;
    return c;
}

ColumnSpec positive(const char* name, const char* unit, double max) { return real(name, unit, 0, max, true); }

ColumnSpec integer(const char* name, const char* unit, double min, double max, QVariant fallback = {})
{
    ColumnSpec c = column(name, ColumnType::Integer, fallback.isValid());
    c.unit = QString::fromUtf8(unit);
    c.min = min;
    c.max = max;
    c.defaultValue = fallback;
    return c;
}

ColumnSpec boolean(const char* name, int fallback)
{
    ColumnSpec c = column(name, ColumnType::Boolean, true);
    c.defaultValue = fallback;
    return c;
}

ColumnSpec choice(const char* name, QStringList choices, const char* fallback)
{
    ColumnSpec c = column(name, ColumnType::Choice, true);
    c.choices = std::move(choices);
    c.defaultValue = QString::fromLatin1(fallback);
    return c;
}

ColumnSpec reference(const char* name, const char* table)
{
    ColumnSpec c = column(name, ColumnType::Reference, true);
    c.references = QString::fromLatin1(table);
    return c;
}

/// 1 for the shipped catalogue's own unedited rows; written by the app, ignored by an import.
ColumnSpec builtIn()
{
    ColumnSpec c = column("built_in", ColumnType::Boolean, true);
    c.defaultValue = 0;
    c.importable = false;
    return c;
}

TableSpec table(const char* name, std::vector<ColumnSpec> columns)
{
    TableSpec t;
    t.name = QString::fromLatin1(name);
    t.columns = std::move(columns);
    return t;
}

template <class Enum, class NameOf>
QStringList spellings(std::initializer_list<Enum> values, NameOf nameOf)
{
    QStringList out;
    for (Enum v : values)
        out << QString::fromUtf8(nameOf(v));
    return out;
}

constexpr double kMaxTflops = 1e6;
constexpr double kMaxPrice = 1e9;
// One card draws at most a few kW: the largest TDP in gpu_specs.csv is 1,000 W (B200, MI325X) and a two-GPU
// superchip module about 2.7 kW. The schema's CHECK allows 100 kW (a backstop); the row rule refuses a
// kilowatt-for-watt slip above this.
constexpr double kMaxCardWatts = 5000;

/// A facility's or offer's country: empty (not stated) or an ISO 3166-1 alpha-2 code in capitals.
std::optional<Error> countryRule(const SqlRow& row)
{
    const QString country = row.value(QStringLiteral("country")).toString();
    if (country.isEmpty() || isCountryCode(country.toStdString()))
        return std::nullopt;
    return Error{"country", "must be empty or a two-letter ISO 3166-1 code in capitals, such as CN, HK, US: '"
                                + country.toStdString() + "'"};
}

/// A card's export control: the destinations are two-letter codes, and a list of them names its rule.
std::optional<Error> exportControlRules(const SqlRow& row)
{
    const QString restricted = row.value(QStringLiteral("export_restricted")).toString();
    if (restricted.isEmpty())
        return std::nullopt;
    if (!parseCountryCodes(restricted.toStdString()))
        return Error{"export_restricted", "must be two-letter ISO 3166-1 codes separated by spaces, such as "
                                          "'CN HK MO': '"
                                              + restricted.toStdString() + "'"};
    if (row.value(QStringLiteral("export_control")).toString().trimmed().isEmpty())
        return Error{"export_control", "must name the control (e.g. 'US EAR ECCN 3A090.a (88 FR 73458)') when "
                                       "export_restricted lists destinations"};
    return std::nullopt;
}

/// A price range needs its typical price (the one figure the cost model uses), its currency, and low <= high;
/// a typical price outside its own range is allowed: the user's to set, flagged by the views.
std::optional<Error> priceRules(const SqlRow& row)
{
    const QVariant price = row.value(QStringLiteral("price"));
    const QVariant low = row.value(QStringLiteral("price_low"));
    const QVariant high = row.value(QStringLiteral("price_high"));
    // A price of 0 would make the hardware free in every total: unknown is an empty cell, never zero. (The schema's
    // CHECK allows 0 as a backstop; rows written before this rule keep loading.)
    for (const auto& [name, value] : {std::pair{"price", price}, {"price_low", low}, {"price_high", high}})
        if (!value.isNull() && value.toDouble() <= 0)
            return Error{name, "must be greater than 0 (leave it empty when the price is unknown)"};
    if (price.isNull() && (!low.isNull() || !high.isNull()))
        return Error{"price", "(the typical price) is required when price_low or price_high is given"};
    if (!low.isNull() && !high.isNull() && low.toDouble() > high.toDouble())
        return Error{"price_low", "must not exceed price_high (" + high.toString().toStdString() + ")"};
    if (!price.isNull() && row.value(QStringLiteral("price_currency")).toString().isEmpty())
        return Error{"price_currency", "is required when a price is given (e.g. USD, CNY)"};
    return std::nullopt;
}

/// "list", "list-copy", "press", "weak", or empty: an untagged figure of the user's own.
ColumnSpec confidenceColumn(const char* name)
{
    ColumnSpec c = column(name, ColumnType::Choice);
    c.choices =
        spellings({PriceConfidence::List, PriceConfidence::ListCopy, PriceConfidence::Press, PriceConfidence::Weak},
                  priceConfidenceName);
    c.defaultValue = QString();
    return c;
}

/// The schema-4 price columns, added at the end of the table (after built_in) by 004_price_ranges.sql.
void appendPriceRange(std::vector<ColumnSpec>& columns)
{
    columns.push_back(real("price_low", "", 0, kMaxPrice, false));
    columns.push_back(real("price_high", "", 0, kMaxPrice, false));
    columns.push_back(confidenceColumn("price_confidence"));
}

TableSpec buildCards()
{
    TableSpec t = table(
        "cards",
        {id(),
         text("vendor", true),
         text("model", true),
         positive("memory_gb", "GB", 1e5),
         text("memory_type"),
         positive("memory_bandwidth_gbs", "GB/s", 1e6),
         positive("tdp_w", "W", 1e5),
         real("idle_w", "W", 0, 1e5, false),
         positive("fp32_tflops", "TFLOPS", kMaxTflops),
         positive("tf32_tflops", "TFLOPS", kMaxTflops),
         positive("bf16_tflops", "TFLOPS", kMaxTflops),
         positive("fp16_tflops", "TFLOPS", kMaxTflops),
         positive("fp8_tflops", "TFLOPS", kMaxTflops),
         positive("int8_tops", "TOPS", kMaxTflops),
         positive("int4_tops", "TOPS", kMaxTflops),
         choice("interconnect",
                spellings({InterconnectKind::None, InterconnectKind::NVLink, InterconnectKind::InfinityFabric,
                           InterconnectKind::Ethernet, InterconnectKind::ICI, InterconnectKind::PCIe},
                          interconnectName),
                "none"),
         positive("interconnect_gbs", "GB/s", 1e6),
         integer("pcie_gen", "", 1, 9),
         text("form_factor"),
         integer("launch_year", "", 1990, 2100),
         choice("segment",
                spellings({Segment::Training, Segment::Inference, Segment::Both, Segment::Edge}, segmentName), "both"),
         real("price", "", 0, kMaxPrice, false),
         currency("price_currency"),
         date("price_date"),
         text("price_source"),
         text("source", true),
         date("source_date"),
         text("notes"),
         builtIn()});
    appendPriceRange(t.columns);
    // What nvidia-smi / rocm-smi report as the total (H100 SXM 81,559 MiB); empty: only memory_gb is known.
    t.columns.push_back(integer("memory_reported_mib", "MiB", 1, 1e8));
    // Schema 5: the dense FP4 peak (NVFP4 / MXFP4) where the card has FP4 in hardware.
    t.columns.push_back(positive("fp4_tflops", "TFLOPS", kMaxTflops));
    // Schema 6: 1 for a consumer card whose driver licence does not permit datacentre deployment (GeForce).
    t.columns.push_back(boolean("consumer_licence", 0));
    // Schema 7: the export control that applies (its name and source) and where it requires a licence (ISO codes).
    t.columns.push_back(text("export_control"));
    t.columns.push_back(text("export_restricted"));
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        const QVariant idle = row.value(QStringLiteral("idle_w"));
        const QVariant tdp = row.value(QStringLiteral("tdp_w"));
        if (!idle.isNull() && !tdp.isNull() && idle.toDouble() > tdp.toDouble())
            return Error{"idle_w", "must not exceed tdp_w (" + tdp.toString().toStdString() + " W)"};
        if (!tdp.isNull() && tdp.toDouble() > kMaxCardWatts)
            return Error{"tdp_w", "must be at most 5000 W for one card (the largest card TDP on record is 1,000 W): "
                                  "is it in kW?"};
        if (auto error = exportControlRules(row))
            return error;
        return priceRules(row);
    };
    return t;
}

TableSpec buildServers()
{
    TableSpec t = table(
        "servers", {id(), text("name", true), reference("card_id", "cards"), integer("gpus_per_server", "", 1, 1024, 8),
                    positive("system_max_w", "W", 1e7), real("host_overhead_w", "W", 0, 1e7, false, 0.0),
                    integer("rack_units", "U", 1, 60, 1), integer("psu_count", "", 1, 64),
                    positive("psu_rating_w", "W", 1e6), integer("psu_redundant", "", 0, 63),
                    choice("cooling", spellings({CoolingKind::Air, CoolingKind::Liquid}, coolingKindName), "air"),
                    real("price", "", 0, kMaxPrice, false), currency("price_currency"), date("price_date"),
                    text("price_source"), text("source", true), date("source_date"), text("notes"), builtIn()});
    appendPriceRange(t.columns);
    t.columns.push_back(real("host_share", "", 0, 10, false));
    // Schema 8: the network towards other servers per GPU, in Gb/s as NICs are sold, and where it comes from.
    t.columns.push_back(real("network_gbps_per_gpu", "Gb/s", kMinScaleOutGbpsPerGpu, kMaxScaleOutGbpsPerGpu, false));
    t.columns.push_back(text("network_source"));
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        const QVariant count = row.value(QStringLiteral("psu_count"));
        const QVariant redundant = row.value(QStringLiteral("psu_redundant"));
        if (!count.isNull() && !redundant.isNull() && redundant.toLongLong() >= count.toLongLong())
            return Error{"psu_redundant", "must be fewer than psu_count (" + count.toString().toStdString()
                                              + "): 4+2 is count 6, redundant 2"};
        return priceRules(row);
    };
    return t;
}

TableSpec buildFacilities()
{
    TableSpec t = table("facilities", {id(),
                                       text("name", true),
                                       text("operator"),
                                       text("region"),
                                       text("city"),
                                       real("electricity_price_per_kwh", "per kWh", 0, 1000, false),
                                       currency("currency", "CNY"),
                                       date("price_date"),
                                       real("pue", "", 1.0, 4.0, false, 1.3),
                                       real("carbon_kg_per_kwh", "kg/kWh", 0, 2, false),
                                       integer("usable_units", "U", 1, 60, 42),
                                       real("voltage", "V", 100, 1000, false, 230.0),
                                       integer("phases", "", 1, 3, 1),
                                       real("breaker_amps", "A", 0, 1000, true, 16.0),
                                       real("derating", "", 0, 1, true, 0.8),
                                       boolean("dual_feeds", 1),
                                       real("power_factor", "", 0, 1, true, 0.95),
                                       positive("max_kw_legacy_air", "kW", 2000),
                                       positive("max_kw_contained_air", "kW", 2000),
                                       positive("max_kw_rear_door", "kW", 2000),
                                       positive("max_kw_direct_liquid", "kW", 2000),
                                       positive("max_kw_immersion", "kW", 2000),
                                       integer("available_racks", "", 0, 1e6),
                                       positive("contracted_power_kw", "kW", 1e7),
                                       real("rack_price_per_month", "", 0, kMaxPrice, false),
                                       real("price_per_kw_month", "", 0, 1e6, false),
                                       real("bandwidth_price_per_mbps_month", "", 0, 1e6, false),
                                       text("tier"),
                                       text("certifications"),
                                       text("licences"),
                                       boolean("icp_filing_required", 1),
                                       boolean("self_operated", 1),
                                       integer("bgp_lines", "", 0, 1000, 0),
                                       real("ddos_protection_gbps", "Gbps", 0, 1e6, false),
                                       text("notes"),
                                       text("source", true),
                                       date("source_date"),
                                       builtIn()});
    // Schema 7: where the facility is (ISO 3166-1 alpha-2), for the export-control check.
    t.columns.push_back(text("country"));
    // Electricity price and carbon factor have no honest default: a new facility must state them.
    for (auto& c : t.columns)
        if (c.name == u"electricity_price_per_kwh" || c.name == u"carbon_kg_per_kwh")
            c.required = true;
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        const QVariant phases = row.value(QStringLiteral("phases"));
        if (!phases.isNull() && phases.toInt() != 1 && phases.toInt() != 3)
            return Error{"phases", "must be 1 (single phase) or 3 (three phase)"};
        return countryRule(row);
    };
    return t;
}

TableSpec buildCloudOffers()
{
    TableSpec t =
        table("cloud_offers", {id(), text("provider", true), reference("card_id", "cards"),
                               positive("on_demand_per_gpu_hour", "per GPU-hour", 1e5),
                               positive("reserved_per_gpu_hour", "per GPU-hour", 1e5), currency("currency", "USD"),
                               text("region"), date("date", true), text("source", true), text("notes"), builtIn(),
                               positive("one_year_per_gpu_hour", "per GPU-hour", 1e5),
                               positive("three_year_per_gpu_hour", "per GPU-hour", 1e5),
                               positive("spot_per_gpu_hour", "per GPU-hour", 1e5), confidenceColumn("confidence")});
    // Schema 7: where the rented cards are installed (ISO 3166-1 alpha-2), for the export-control check.
    t.columns.push_back(text("country"));
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        if (auto error = countryRule(row))
            return error;
        for (const char* price : {"on_demand_per_gpu_hour", "reserved_per_gpu_hour", "one_year_per_gpu_hour",
                                  "three_year_per_gpu_hour", "spot_per_gpu_hour"})
            if (!row.value(QString::fromLatin1(price)).isNull())
                return std::nullopt;
        return Error{"on_demand_per_gpu_hour",
                     "an offer needs at least one price per GPU-hour (on demand, reserved, 1-year, 3-year or spot)"};
    };
    return t;
}

TableSpec buildModels()
{
    TableSpec t = table("models", {id(),
                                   text("display_name", true),
                                   integer("layers", "", 1, 1e5),
                                   integer("hidden_size", "", 1, 1e7),
                                   integer("attention_heads", "", 1, 1e5),
                                   integer("kv_heads", "", 1, 1e5),
                                   integer("head_dim", "", 1, 1e5),
                                   integer("ffn_size", "", 0, 1e8),
                                   integer("vocab_size", "", 1, 1e8),
                                   integer("max_context", "tokens", 1, 1e9),
                                   boolean("gated_mlp", 1),
                                   boolean("tied_embeddings", 0),
                                   boolean("qkv_bias", 0),
                                   boolean("linear_biases", 0),
                                   boolean("layer_norm_with_bias", 0),
                                   integer("learned_positions", "", 0, 1e9, 0),
                                   integer("moe_routed_experts", "", 0, 1e6, 0),
                                   integer("moe_experts_per_token", "", 0, 1e6, 0),
                                   integer("moe_shared_experts", "", 0, 1e6, 0),
                                   integer("moe_expert_ffn_size", "", 0, 1e8, 0),
                                   integer("moe_dense_layers", "", 0, 1e5, 0),
                                   integer("mla_q_lora_rank", "", 0, 1e7, 0),
                                   integer("mla_kv_lora_rank", "", 0, 1e7, 0),
                                   integer("mla_qk_nope_head_dim", "", 0, 1e5, 0),
                                   integer("mla_qk_rope_head_dim", "", 0, 1e5, 0),
                                   integer("mla_v_head_dim", "", 0, 1e5, 0),
                                   positive("official_total_params", "", 1e15),
                                   positive("official_active_params", "", 1e15),
                                   text("source", true),
                                   text("notes"),
                                   builtIn()});
    for (auto& c : t.columns)
        if (c.type == ColumnType::Integer && !c.defaultValue.isValid())
            c.required = true;
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        if (row.value(QStringLiteral("kv_heads")).toLongLong()
            > row.value(QStringLiteral("attention_heads")).toLongLong())
            return Error{"kv_heads", "must not exceed attention_heads"};
        const auto value = [&row](const char* column) { return row.value(QLatin1String(column)).toLongLong(); };
        if (value("moe_experts_per_token") > value("moe_routed_experts"))
            return Error{"moe_experts_per_token", "must not exceed moe_routed_experts"};
        // Grouped-query attention shares each KV head among a whole number of query heads.
        if (value("kv_heads") > 0 && value("attention_heads") % value("kv_heads") != 0)
            return Error{"kv_heads", "must divide attention_heads"};
        if (value("moe_routed_experts") > 0) {
            if (value("moe_experts_per_token") < 1)
                return Error{"moe_experts_per_token", "must be at least 1 when moe_routed_experts is set"};
            if (value("moe_expert_ffn_size") < 1)
                return Error{"moe_expert_ffn_size", "must be at least 1 when moe_routed_experts is set"};
            if (value("moe_dense_layers") >= value("layers"))
                return Error{"moe_dense_layers", "must be below layers (at least one MoE layer)"};
        }
        if (value("mla_kv_lora_rank") > 0)
            for (const char* column : {"mla_qk_nope_head_dim", "mla_qk_rope_head_dim", "mla_v_head_dim"})
                if (value(column) < 1)
                    return Error{column, "must be at least 1 when mla_kv_lora_rank is set"};
        return std::nullopt;
    };
    return t;
}

/// A share of a peak: (0, 1].
ColumnSpec share(const char* name, QVariant fallback = {}) { return real(name, "", 0, 1, true, fallback); }

/// `low <= typical <= high` where low and high are given (NULL: no range of its own).
std::optional<Error> rangeRule(const SqlRow& row, const char* typical)
{
    const QString name = QString::fromLatin1(typical);
    const QVariant value = row.value(name);
    const QVariant low = row.value(name + QStringLiteral("_low"));
    const QVariant high = row.value(name + QStringLiteral("_high"));
    if (!low.isNull() && (value.isNull() || low.toDouble() > value.toDouble()))
        return Error{(name + QStringLiteral("_low")).toStdString(),
                     "must not exceed " + name.toStdString() + " (" + value.toString().toStdString() + ")"};
    if (!high.isNull() && (value.isNull() || high.toDouble() < value.toDouble()))
        return Error{(name + QStringLiteral("_high")).toStdString(),
                     "must not be below " + name.toStdString() + " (" + value.toString().toStdString() + ")"};
    return std::nullopt;
}

TableSpec buildEfficiencyProfiles()
{
    ColumnSpec evidence = column("evidence", ColumnType::Choice, true);
    evidence.choices = spellings({EfficiencyEvidence::MeasuredPublic, EfficiencyEvidence::MeasuredYours,
                                  EfficiencyEvidence::Vendor, EfficiencyEvidence::Assumed},
                                 efficiencyEvidenceName);
    evidence.defaultValue = QStringLiteral("assumed");
    ColumnSpec computeShare = share("compute_share");
    computeShare.required = true;
    ColumnSpec bandwidthShare = share("bandwidth_share");
    bandwidthShare.required = true;
    TableSpec t = table("efficiency_profiles", {id(),
                                                reference("card_id", "cards"),
                                                text("stack"),
                                                evidence,
                                                computeShare,
                                                share("compute_share_low"),
                                                share("compute_share_high"),
                                                share("fp8_compute_share"),
                                                share("fp4_compute_share"),
                                                bandwidthShare,
                                                share("bandwidth_share_low"),
                                                share("bandwidth_share_high"),
                                                real("step_overhead_ms", "ms", 0, 1000, false, 0.0),
                                                real("step_overhead_ms_low", "ms", 0, 1000, false),
                                                real("step_overhead_ms_high", "ms", 0, 1000, false),
                                                share("tp_share", 0.8),
                                                share("tp_share_low"),
                                                share("tp_share_high"),
                                                real("idle_w", "W", 0, 1e5, false),
                                                positive("full_load_w", "W", 1e5),
                                                positive("full_load_w_low", "W", 1e5),
                                                positive("full_load_w_high", "W", 1e5),
                                                text("source", true),
                                                date("source_date"),
                                                text("notes"),
                                                builtIn()});
    t.rowRule = [](const SqlRow& row) -> std::optional<Error> {
        for (const char* typical : {"compute_share", "bandwidth_share", "step_overhead_ms", "tp_share", "full_load_w"})
            if (auto problem = rangeRule(row, typical))
                return problem;
        const QVariant idle = row.value(QStringLiteral("idle_w"));
        const QVariant full = row.value(QStringLiteral("full_load_w"));
        if (!idle.isNull() && !full.isNull() && idle.toDouble() > full.toDouble())
            return Error{"idle_w", "must not exceed full_load_w (" + full.toString().toStdString() + " W)"};
        return std::nullopt;
    };
    return t;
}

} // namespace

const TableSpec& efficiencyProfilesTable()
{
    static const TableSpec t = buildEfficiencyProfiles();
    return t;
}

const TableSpec& cardsTable()
{
    static const TableSpec t = buildCards();
    return t;
}

const TableSpec& serversTable()
{
    static const TableSpec t = buildServers();
    return t;
}

const TableSpec& facilitiesTable()
{
    static const TableSpec t = buildFacilities();
    return t;
}

const TableSpec& cloudOffersTable()
{
    static const TableSpec t = buildCloudOffers();
    return t;
}

const TableSpec& modelsTable()
{
    static const TableSpec t = buildModels();
    return t;
}

const std::vector<const TableSpec*>& catalogueTables()
{
    static const std::vector<const TableSpec*> tables{&cardsTable(),       &serversTable(), &facilitiesTable(),
                                                      &cloudOffersTable(), &modelsTable(),  &efficiencyProfilesTable()};
    return tables;
}

const TableSpec* findCatalogueTable(const QString& name)
{
    for (const TableSpec* t : catalogueTables())
        if (t->name == name)
            return t;
    return nullptr;
}

QString catalogueTableChoices()
{
    QStringList names;
    for (const TableSpec* t : catalogueTables())
        names << t->name;
    return names.join(QStringLiteral(", "));
}

} // namespace gputco
