#include "cli/RecommendCommandScenario.h"

#include "cost/Capex.h"
#include "cost/Discounting.h"
#include "cost/ResidualCurve.h"
#include "facilityfit/FacilityGrade.h"
#include "model/ModelPresets.h"
#include "scenariofile/JsonFieldReader.h"
#include "util/QuotedInput.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

namespace gputco::cli {
namespace {

// The scenario files reader, shared: the same typed reads and messages named by key path.
using gputco::JsonFieldReader;

constexpr double kMaxMoney = 1e15;

// Where each key of the old recommend file lives in a .gputco.json scenario (docs/SCENARIO_FORMAT.md).
struct OldKey {
    const char* old;
    const char* now;
};
constexpr OldKey kOldKeys[] = {
    {"model", "workload.model"},
    {"params", "workload.parameters (with \"model\": \"custom\")"},
    {"mode", "workload.mode (\"inference\", or \"pre-training\" for training)"},
    {"input_tokens", "workload.context_tokens (prompt + output tokens)"},
    {"output_tokens", "workload.output_tokens"},
    {"kv_cache", "workload.kv_cache"},
    {"tokens", "workload.training_tokens"},
    {"sequence", "workload.context_tokens"},
    {"micro_batch", "workload.micro_batch"},
    {"zero_stage", "workload.zero_stage"},
    {"recompute", "constraints.recompute"},
    {"precisions", "constraints.precisions"},
    {"rank_by", "constraints.rank_by"},
    {"cards", "constraints.cards (the candidates; without it every catalogue card)"},
    {"facilities", "constraints.facilities"},
    {"economics.currency", "economics.currency"},
    {"economics.years", "economics.years"},
    {"economics.price_per_kwh", "economics.electricity_price_per_kwh"},
    {"economics.pue", "economics.pue"},
    {"economics.utilisation", "workload.utilisation"},
    {"economics.card_prices", "the catalogue's card prices (gpu-tco-cli db, or the Catalogue view)"},
    {"economics.server_price", "nothing yet: read only in this old format"},
    {"economics.network_per_server", "nothing yet: read only in this old format"},
    {"economics.installation", "nothing yet: read only in this old format"},
    {"economics.maintenance_share", "nothing yet: read only in this old format"},
    {"economics.bandwidth_mbps", "nothing yet: read only in this old format"},
    {"constraints.budget", "constraints.budget"},
    {"constraints.output_tokens_per_s", "workload.target_tokens_per_second or constraints.output_tokens_per_second"},
    {"constraints.requests_per_s", "constraints.requests_per_second"},
    {"constraints.max_ttft_s", "constraints.max_ttft_ms (milliseconds)"},
    {"constraints.max_tpot_s", "workload.target_latency_ms or constraints.max_tpot_ms (milliseconds)"},
    {"constraints.max_training_hours", "constraints.training_deadline_hours"},
    {"requirements.idc_licence", "facility_requirements.idc_licence"},
    {"requirements.isp_licence", "facility_requirements.isp_licence"},
    {"requirements.icp", "constraints.facility_requirements.icp"},
    {"requirements.certifications",
     "constraints.facility_requirements.certifications (ISO 27001: facility_requirements.iso27001)"},
    {"requirements.min_tier", "facility_requirements.min_uptime_tier"},
    {"requirements.min_gb_grade", "constraints.facility_requirements.min_gb_grade"},
    {"requirements.min_bgp_lines", "facility_requirements.min_bgp_lines"},
    {"requirements.min_ddos_gbps", "constraints.facility_requirements.min_ddos_gbps"},
    {"requirements.dual_feeds", "facility_requirements.dual_feeds"},
    {"requirements.full_power_on_feed_loss", "facility_requirements.full_power_on_feed_loss"},
    {"requirements.self_operated", "constraints.facility_requirements.self_operated"},
    {"search.max_tp", "constraints.max_tensor_parallel"},
    {"search.max_gpus", "constraints.max_gpus"},
};

// "old -> new" for every old key the file uses, in the table's order.
std::vector<std::string> oldKeyNotes(const QJsonObject& root)
{
    std::vector<std::string> notes;
    for (const OldKey& k : kOldKeys) {
        const QString path = QString::fromLatin1(k.old);
        const qsizetype dot = path.indexOf(QLatin1Char('.'));
        const bool present =
            dot < 0 ? root.contains(path) : root.value(path.left(dot)).toObject().contains(path.mid(dot + 1));
        if (present)
            notes.push_back(std::string(k.old) + " -> " + k.now);
    }
    return notes;
}

template <class T>
void set(std::optional<T> value, T& target)
{
    if (value)
        target = *value;
}

std::optional<ModelArchitecture> readModel(JsonFieldReader& f)
{
    if (f.has("model") == f.has("params")) {
        f.fail("model", "give exactly one of \"model\" (a preset name) or \"params\" (a parameter count)");
        return std::nullopt;
    }
    if (const auto name = f.text("model")) {
        if (auto preset = findModelPreset(name->toStdString()))
            return preset;
        f.fail("model", quotedInput(name->toStdString()) + " is not one of: " + modelPresetChoices());
        return std::nullopt;
    }
    if (const auto params = f.number("params", 1e6, 1e14))
        return customModelFromParameterCount(*params);
    return std::nullopt;
}

std::optional<Precision> precisionOf(JsonFieldReader& f, const char* key, const QString& text)
{
    if (auto p = parsePrecision(text.toStdString()))
        return p;
    f.fail(key, quotedInput(text.toStdString()) + " is not one of: " + std::string(precisionChoices()));
    return std::nullopt;
}

void readWorkload(JsonFieldReader& f, RecommendInputs& in)
{
    if (const auto mode = f.text("mode")) {
        if (*mode == u"training")
            in.training = true;
        else if (*mode != u"inference")
            f.fail("mode", "must be \"inference\" or \"training\"");
    }
    set(f.integer("input_tokens", 1, 16 * 1024 * 1024), in.inference.inputTokens);
    set(f.integer("output_tokens", 1, 16 * 1024 * 1024), in.inference.outputTokens);
    if (const auto kv = f.text("kv_cache"))
        set(precisionOf(f, "kv_cache", *kv), in.inference.kvCache);
    set(f.number("tokens", 1.0, 1e16), in.trainingRun.tokens);
    set(f.integer("sequence", 1, 16 * 1024 * 1024), in.trainingRun.sequence);
    set(f.integer("micro_batch", 1, 1'000'000), in.trainingRun.microBatch);
    set(f.integer("zero_stage", 0, 3), in.zeroStage);
    if (const auto recompute = f.text("recompute")) {
        if (auto r = parseRecompute(recompute->toStdString()))
            in.trainingRun.recompute = *r;
        else
            f.fail("recompute", "must be one of: " + recomputeChoices());
    }
    if (const auto list = f.strings("precisions"))
        for (const QString& p : *list)
            if (auto precision = precisionOf(f, "precisions", p))
                in.search.precisions.push_back(*precision);
    if (const auto rank = f.text("rank_by")) {
        if (auto metric = parseRankMetric(rank->toStdString()))
            in.rankBy = *metric;
        else
            f.fail("rank_by", "must be one of: " + rankMetricChoices());
    }
}

// The window's default rates (CNY 7.2 per USD, 7.8 per EUR: ScenarioState.h) seen from the scenario's
// currency, so a catalogue price in USD ranks in a CNY scenario as it shows in the window.
std::map<std::string, double> defaultExchangeRates(const std::string& currency)
{
    const std::map<std::string, double> cnyPer{{"CNY", 1.0}, {"USD", 7.2}, {"EUR", 7.8}};
    const auto own = cnyPer.find(currency);
    if (own == cnyPer.end())
        return {};
    std::map<std::string, double> rates;
    for (const auto& [code, cny] : cnyPer)
        if (code != currency)
            rates[code] = cny / own->second;
    return rates;
}

// Exchange rates, host share, residual curve and discount rate (issue 13). Absent: the window's defaults.
void readPricing(JsonFieldReader& f, RecommendEconomics& e)
{
    e.exchangeRates = defaultExchangeRates(e.currency);
    if (const auto rates = f.object("exchange_rates")) {
        static const QRegularExpression isoCode(QStringLiteral("^[A-Z]{3}$"));
        e.exchangeRates.clear();
        for (auto it = rates->begin(); it != rates->end(); ++it) {
            if (!isoCode.match(it.key()).hasMatch() || !it->isDouble() || !(it->toDouble() > 0.0)
                || it->toDouble() > 1e6) {
                f.fail("exchange_rates", quotedInput(it.key().toStdString())
                                             + " must be a three-letter ISO 4217 code with a rate above 0, "
                                               "up to 1e6 (scenario currency per unit)");
                continue;
            }
            e.exchangeRates[it.key().toStdString()] = it->toDouble();
        }
    }
    set(f.number("host_share", 0.0, kMaxHostShare), e.hostShare);
    e.residual = ResidualCurve::dataCentreDefault();
    if (f.has("residual_curve")) {
        if (const auto curve = f.numbers("residual_curve", 0.0, 1.0)) {
            e.residual.shareAfterYear = *curve;
            if (auto problem = validateResidualCurve(e.residual))
                f.fail("residual_curve", problem->message);
        }
    }
    set(f.number("discount_rate", 0.0, kMaxDiscountRate), e.discountRate);
}

void readEconomics(JsonFieldReader f, RecommendEconomics& e)
{
    f.rejectUnknown({"currency", "years", "price_per_kwh", "pue", "utilisation", "card_prices", "server_price",
                     "network_per_server", "installation", "maintenance_share", "bandwidth_mbps", "exchange_rates",
                     "host_share", "residual_curve", "discount_rate"});
    if (const auto currency = f.text("currency")) {
        // Prices are compared only within one currency: an empty or made-up code would silently match nothing.
        static const QRegularExpression isoCode(QStringLiteral("^[A-Z]{3}$"));
        if (isoCode.match(*currency).hasMatch())
            e.currency = currency->toStdString();
        else
            f.fail("currency", quotedInput(currency->toStdString())
                                   + " is not a three-letter ISO 4217 code such as "
                                     "CNY, USD, EUR");
    }
    set(f.integer("years", 1, 30), e.years);
    // This old format documented price_per_kwh and pue as the figures "without a facility": a facility it names is
    // costed at its own, as the file said (a .gputco.json file follows the scenario's unless it asks otherwise).
    e.facilityOwnPrices = true;
    set(f.number("price_per_kwh", 0.0, 1e6), e.pricePerKwh);
    set(f.number("pue", 1.0, 5.0), e.pue);
    set(f.number("utilisation", 1e-6, 1.0), e.utilisation);
    if (const auto prices = f.object("card_prices")) {
        for (auto it = prices->begin(); it != prices->end(); ++it) {
            if (!it->isDouble() || it->toDouble() < 0.0 || it->toDouble() > kMaxMoney) {
                f.fail("card_prices", quotedInput(it.key().toStdString()) + " must be a price from 0 to 1e15");
                continue;
            }
            e.cardPrices[it.key().toStdString()] = Money::amount(it->toDouble());
        }
    }
    if (const auto v = f.number("server_price", 0.0, kMaxMoney))
        e.serverPriceWithoutGpus = Money::amount(*v);
    if (const auto v = f.number("network_per_server", 0.0, kMaxMoney))
        e.networkPerServer = Money::amount(*v);
    if (const auto v = f.number("installation", 0.0, kMaxMoney))
        e.installation = Money::amount(*v);
    set(f.number("maintenance_share", 0.0, 1.0), e.maintenanceShareOfCapexPerYear);
    set(f.number("bandwidth_mbps", 0.0, 1e7), e.bandwidthMbps);
    readPricing(f, e);
}

void readConstraints(JsonFieldReader f, RecommendConstraints& c)
{
    f.rejectUnknown(
        {"budget", "output_tokens_per_s", "requests_per_s", "max_ttft_s", "max_tpot_s", "max_training_hours"});
    if (const auto v = f.number("budget", 0.0, kMaxMoney))
        c.budget = Money::amount(*v);
    c.outputTokensPerSecond = f.number("output_tokens_per_s", 1e-9, 1e12);
    c.requestsPerSecond = f.number("requests_per_s", 1e-9, 1e9);
    if (const auto v = f.number("max_ttft_s", 1e-6, 1e6))
        c.maxTtft = Duration::seconds(*v);
    if (const auto v = f.number("max_tpot_s", 1e-6, 1e6))
        c.maxTpot = Duration::seconds(*v);
    if (const auto v = f.number("max_training_hours", 1e-6, 1e7))
        c.maxTrainingTime = Duration::hours(*v);
}

void readRequirements(JsonFieldReader f, FitRequirements& r)
{
    f.rejectUnknown({"idc_licence", "isp_licence", "icp", "certifications", "min_tier", "min_gb_grade", "min_bgp_lines",
                     "min_ddos_gbps", "dual_feeds", "full_power_on_feed_loss", "self_operated"});
    set(f.flag("idc_licence"), r.idcLicence);
    set(f.flag("isp_licence"), r.ispLicence);
    if (const auto icp = f.text("icp")) {
        if (auto value = parseIcpRequirement(icp->toStdString()))
            r.icp = *value;
        else
            f.fail("icp", "must be one of: " + icpRequirementChoices());
    }
    if (const auto certs = f.strings("certifications"))
        for (const QString& c : *certs)
            r.certifications.push_back(c.toStdString());
    r.minUptimeTier = f.integer("min_tier", 1, 4);
    if (const auto grade = f.text("min_gb_grade")) {
        r.minGbGrade = parseGb50174Grade(grade->toStdString());
        if (!r.minGbGrade)
            f.fail("min_gb_grade", "must be A, B or C");
    }
    set(f.integer("min_bgp_lines", 0, 100), r.minBgpLines);
    r.minDdosGbps = f.number("min_ddos_gbps", 0.0, 1e6);
    set(f.flag("dual_feeds"), r.dualFeeds);
    set(f.flag("full_power_on_feed_loss"), r.fullPowerOnFeedLoss);
    set(f.flag("self_operated"), r.selfOperated);
}

} // namespace

Expected<RecommendScenario> readRecommendScenario(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{"", "not JSON: " + parseError.errorString().toStdString() + " at byte "
                             + std::to_string(parseError.offset)};
    if (!doc.isObject())
        return Error{"", "the scenario must be one JSON object"};

    std::optional<Error> error;
    JsonFieldReader f(doc.object(), "", error);
    f.rejectUnknown({"model", "params", "mode", "input_tokens", "output_tokens", "kv_cache", "tokens", "sequence",
                     "micro_batch", "zero_stage", "recompute", "precisions", "rank_by", "cards", "facilities",
                     "economics", "constraints", "requirements", "search"});
    RecommendScenario s;
    if (auto arch = readModel(f))
        s.inputs.arch = *arch;
    readWorkload(f, s.inputs);
    if (const auto cards = f.strings("cards"))
        for (const QString& id : *cards)
            s.cardIds.push_back(id.toStdString());
    if (doc.object().value(QStringLiteral("facilities")).isString()) {
        s.allFacilities = *f.text("facilities") == u"all";
        if (!s.allFacilities)
            f.fail("facilities", "must be \"all\" or a list of facility ids");
    } else if (const auto ids = f.strings("facilities")) {
        for (const QString& id : *ids)
            s.facilityIds.push_back(id.toStdString());
    }
    if (const auto o = f.object("economics"))
        readEconomics(JsonFieldReader(*o, "economics", error), s.inputs.economics);
    if (const auto o = f.object("constraints"))
        readConstraints(JsonFieldReader(*o, "constraints", error), s.inputs.constraints);
    if (const auto o = f.object("requirements"))
        readRequirements(JsonFieldReader(*o, "requirements", error), s.inputs.requirements);
    if (const auto o = f.object("search")) {
        JsonFieldReader search(*o, "search", error);
        search.rejectUnknown({"max_tp", "max_gpus"});
        set(search.integer("max_tp", 1, 64), s.inputs.search.maxTensorParallel);
        set(search.integer("max_gpus", 1, 1'000'000), s.inputs.search.maxGpus);
    }
    if (!s.inputs.training && s.inputs.rankBy == RankMetric::CostPerRun)
        f.fail("rank_by", "cost-per-run ranks training; use total-cost or cost-per-million-tokens");
    if (s.inputs.training && !f.has("tokens"))
        f.fail("tokens", "training needs the number of training tokens");
    if (error)
        return *error;
    s.oldKeyNotes = oldKeyNotes(doc.object());
    return s;
}

} // namespace gputco::cli
