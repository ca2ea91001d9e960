#include "cost/Capex.h"
#include "cost/Discounting.h"
#include "hardware/ServerChoice.h"
#include "model/ModelPresets.h"
#include "power/PowerCap.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenariofile/JsonFieldReader.h"
#include "scenariofile/ScenarioConstraintsJson.h"
#include "scenariofile/ScenarioJson.h"
#include "scenariofile/ScenarioJsonKeys.h"
#include "scenariofile/UncertaintyJson.h"
#include "util/QuotedInput.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

namespace gputco {

namespace {

// Allowed ranges: the same as the window's controls (ui/panels), so every file opens into valid controls.
// docs/scenario.schema.json states the same numbers.
constexpr double kMinParameters = 1e8;  // 0.1 B
constexpr double kMaxParameters = 2e12; // 2 T
constexpr const char* kCurrencies[] = {"CNY", "USD", "EUR"};
// Without a catalogue to check a cap against its card's TDP: the largest cap any card could take (1.5 x 100 kW, the
// catalogue's TDP ceiling).
constexpr double kMaxAnyPowerCapWatts = 150'000.0;

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

template <class T, class Parse>
void readEnum(JsonFieldReader& f, const char* key, Parse parse, const std::string& choices, T& target)
{
    if (const auto value = f.text(key)) {
        if (const auto parsed = parse(lower(value->toStdString())))
            target = *parsed;
        else
            f.fail(key, quotedInput(value->toStdString()) + " is not one of: " + choices);
    }
}

template <class T>
void set(std::optional<T> value, T& target)
{
    if (value)
        target = *value;
}

std::string taskModeChoices()
{
    std::string out;
    for (TaskMode mode : kAllTaskModes)
        out += (out.empty() ? "" : ", ") + std::string(taskModeName(mode));
    return out;
}

// A preset or one of the catalogue's own models (CatalogueSnapshot::models).
void readModel(JsonFieldReader& f, const std::vector<ModelArchitecture>& catalogueModels, WorkloadState& w)
{
    if (!f.require("model"))
        return;
    const auto model = f.text("model");
    if (!model)
        return;
    if (*model == scenario_keys::kCustomModel) {
        if (!f.require("parameters"))
            return;
        w.modelPresetId.clear();
    } else if (const auto preset = findModel(model->toStdString(), catalogueModels)) {
        w.modelPresetId = preset->id;
    } else {
        f.fail("model", quotedInput(model->toStdString())
                            + " is not a model preset; use \"custom\" with \"parameters\", or one of: "
                            + modelPresetChoices(catalogueModels));
        return;
    }
    set(f.number("parameters", kMinParameters, kMaxParameters), w.customParameters);
}

void readWorkload(const QJsonObject& object, const std::vector<ModelArchitecture>& catalogueModels, WorkloadState& w,
                  std::optional<Error>& error)
{
    JsonFieldReader f(object, "workload", error);
    f.rejectUnknown({"model",
                     "parameters",
                     "mode",
                     "weights",
                     "kv_cache",
                     "optimizer",
                     "zero_stage",
                     "context_tokens",
                     "batch",
                     "concurrency",
                     "micro_batch",
                     "global_batch_tokens",
                     "output_tokens",
                     "target_tokens_per_second",
                     "target_latency_ms",
                     "training_tokens",
                     "gpu_count",
                     "utilisation",
                     "mfu",
                     "concurrent_users",
                     "tokens_per_second_per_user",
                     "requests_per_minute_per_user"});
    readModel(f, catalogueModels, w);
    if (f.require("mode"))
        readEnum(f, "mode", parseTaskMode, taskModeChoices(), w.mode);
    readEnum(f, "weights", parsePrecision, std::string(precisionChoices()), w.weights);
    readEnum(f, "kv_cache", parsePrecision, std::string(precisionChoices()), w.kvCache);
    readEnum(f, "optimizer", parseOptimizer, optimizerChoices(), w.optimizer);
    set(f.integer("zero_stage", 0, 3), w.zeroStage);
    set(f.integer("context_tokens", 128, 1048576), w.contextTokens);
    // Files before issue 17 have one "batch": it is the batch of the file's mode. The keys of each mode win.
    int legacyBatch = 0;
    set(f.integer("batch", 1, 4096), legacyBatch);
    if (legacyBatch > 0)
        setBatchForMode(w, legacyBatch);
    set(f.integer("concurrency", 1, 4096), w.concurrency);
    set(f.integer("micro_batch", 1, 4096), w.microBatch);
    set(f.number("global_batch_tokens", 0.0, 1e12), w.globalBatchTokens);
    set(f.integer("output_tokens", 1, 32768), w.outputTokens);
    set(f.number("target_tokens_per_second", 1, 1e6), w.targetTokensPerSecond);
    set(f.number("target_latency_ms", 1, 5000), w.targetLatencyMs);
    // 0: the mode's default (100 M for fine-tuning, 20 per parameter for pre-training: trainingTokensFor).
    if (const auto tokens = f.number("training_tokens", 0.0, 1e14)) {
        if (*tokens > 0.0 && *tokens < 1e6)
            f.fail("training_tokens", "is " + std::to_string(static_cast<long long>(*tokens))
                                          + ": allowed 0 (the mode's default) or from 1e6 to 1e14");
        else
            w.trainingTokens = *tokens;
    }
    set(f.integer("gpu_count", 1, 100000), w.gpuCount);
    set(f.number("utilisation", 0.01, 1.0), w.utilisation);
    set(f.number("mfu", 0.0, 0.9), w.mfu);
    set(f.integer("concurrent_users", 0, 100000000), w.concurrentUsers);
    set(f.number("tokens_per_second_per_user", 0.0, 10000.0), w.tokensPerSecondPerUser);
    set(f.number("requests_per_minute_per_user", 0.0, 10000.0), w.requestsPerMinutePerUser);
}

// The server chosen per card: each value a server that holds the card (catalogue or generic: serversForCard).
void readServerChoices(JsonFieldReader& f, const QJsonObject& servers, const CatalogueSnapshot* catalogue,
                       std::map<std::string, std::string>& out)
{
    for (auto it = servers.begin(); it != servers.end(); ++it) {
        const std::string cardId = it.key().toStdString();
        if (!it.value().isString()) {
            f.fail("servers", "the server for " + quotedInput(cardId) + " must be a server id (text)");
            return;
        }
        const std::string serverId = it.value().toString().toStdString();
        if (catalogue) {
            const Accelerator* card = catalogue->findCard(cardId);
            if (!card) {
                f.fail("servers", "unknown card id " + quotedInput(cardId) + " (gpu-tco-cli cards lists them)");
                return;
            }
            const std::vector<Server> fitting = serversForCard(*card, catalogue->servers);
            if (std::none_of(fitting.begin(), fitting.end(), [&](const Server& s) { return s.id == serverId; })) {
                f.fail("servers", quotedInput(serverId) + " does not hold " + quotedInput(cardId)
                                      + " (gpu-tco-cli servers lists the catalogue's; generic: generic-sxm-oam-8, "
                                        "generic-pcie-8, generic-pcie-4 by form factor)");
                return;
            }
        }
        out[cardId] = serverId;
    }
}

// card id -> W. Each cap is checked against its card's TDP (core checkPowerCap) when the catalogue is at hand; the
// field named is economics.power_caps.<card id>.
void readPowerCaps(JsonFieldReader& f, const QJsonObject& caps, const CatalogueSnapshot* catalogue,
                   std::map<std::string, double>& out)
{
    for (auto it = caps.begin(); it != caps.end(); ++it) {
        const std::string cardId = it.key().toStdString();
        const std::string key = "power_caps." + cardId;
        if (!it.value().isDouble()) {
            f.fail(key.c_str(), "must be a power cap in watts (a number)");
            return;
        }
        const double watts = it.value().toDouble();
        if (catalogue) {
            const Accelerator* card = catalogue->findCard(cardId);
            if (!card) {
                f.fail("power_caps", "unknown card id " + quotedInput(cardId) + " (gpu-tco-cli cards lists them)");
                return;
            }
            if (auto problem = checkPowerCap(*card, watts, key)) {
                f.fail(key.c_str(), problem->message);
                return;
            }
        } else if (!(watts > 0.0) || watts > kMaxAnyPowerCapWatts) {
            f.fail(key.c_str(), "must be above 0 W and at most 1.5 x the card's TDP");
            return;
        }
        out[cardId] = watts;
    }
}

// Issue 13's keys; a file without them keeps the defaults (the data-centre residual curve, no discounting,
// no host share, each card's cheapest on-demand offer).
void readMoneyModel(JsonFieldReader& f, const CatalogueSnapshot* catalogue, EconomicsState& e)
{
    if (const auto curve = f.numbers("residual_curve", 0.0, 1.0)) {
        const ResidualCurve read{*curve};
        if (auto problem = validateResidualCurve(read))
            f.fail("residual_curve", problem->message);
        else
            e.residual = read;
    }
    set(f.number("discount_rate", 0.0, kMaxDiscountRate), e.discountRate);
    set(f.number("host_share", 0.0, kMaxHostShare), e.hostShare);
    if (const auto offer = f.textOrNull("cloud_offer")) {
        const std::string id = offer->toStdString();
        const bool known = !catalogue || id.empty()
                           || std::any_of(catalogue->cloudOffers.begin(), catalogue->cloudOffers.end(),
                                          [&](const CloudOffer& o) { return o.id == id; });
        if (known)
            e.cloud.offerId = id;
        else
            f.fail("cloud_offer", "unknown cloud offer id " + quotedInput(id) + ": the catalogue (" + catalogue->source
                                      + ") has no such offer (gpu-tco-cli clouds lists them)");
    }
    readEnum(f, "cloud_term", parseCloudTerm, "on-demand, reserved, 1-year, 3-year, spot", e.cloud.term);
    // Absent: the one rule, the scenario's price and PUE (what files before it said they used everywhere but the
    // recommendation, which now follows them: docs/SCENARIO_FORMAT.md).
    set(f.flag("facility_own_prices"), e.facilityOwnPrices);
    if (const auto servers = f.object("servers"))
        readServerChoices(f, *servers, catalogue, e.serverByCard);
    if (const auto caps = f.object("power_caps"))
        readPowerCaps(f, *caps, catalogue, e.powerCapWattsByCard);
}

void readEconomics(const QJsonObject& object, const CatalogueSnapshot* catalogue, EconomicsState& e,
                   std::optional<Error>& error)
{
    JsonFieldReader f(object, "economics", error);
    f.rejectUnknown({"currency", "electricity_price_per_kwh", "pue", "years", "hours_per_day", "carbon_kg_per_kwh",
                     "cny_per_usd", "cny_per_eur", "residual_curve", "discount_rate", "host_share", "cloud_offer",
                     "cloud_term", "facility_own_prices", "servers", "power_caps"});
    if (const auto currency = f.text("currency")) {
        const std::string code = currency->toUpper().toStdString();
        if (std::find(std::begin(kCurrencies), std::end(kCurrencies), code) == std::end(kCurrencies))
            f.fail("currency", quotedInput(currency->toStdString()) + " is not one of: CNY, USD, EUR");
        e.currency = code;
    }
    set(f.number("electricity_price_per_kwh", 0.0, 3.0), e.electricityPricePerKwh);
    set(f.number("pue", 1.0, 3.0), e.pue);
    set(f.integer("years", 1, 10), e.years);
    set(f.number("hours_per_day", 1.0, 24.0), e.hoursPerDay);
    set(f.number("carbon_kg_per_kwh", 0.0, 1.5), e.carbonKgPerKwh);
    set(f.number("cny_per_usd", 0.01, 100.0), e.cnyPerUsd);
    set(f.number("cny_per_eur", 0.01, 100.0), e.cnyPerEur);
    readMoneyModel(f, catalogue, e);
}

void readRequirements(const QJsonObject& object, FacilityRequirementsState& r, std::optional<Error>& error)
{
    JsonFieldReader f(object, "facility_requirements", error);
    f.rejectUnknown({"idc_licence", "isp_licence", "iso27001", "dual_feeds", "full_power_on_feed_loss",
                     "min_uptime_tier", "min_bgp_lines"});
    set(f.flag("idc_licence"), r.idcLicence);
    set(f.flag("isp_licence"), r.ispLicence);
    set(f.flag("iso27001"), r.iso27001);
    set(f.flag("dual_feeds"), r.dualFeeds);
    set(f.flag("full_power_on_feed_loss"), r.fullPowerOnFeedLoss);
    set(f.integer("min_uptime_tier", 0, 4), r.minUptimeTier);
    set(f.integer("min_bgp_lines", 0, 10), r.minBgpLines);
}

void readCards(JsonFieldReader& f, const CatalogueSnapshot* catalogue, std::vector<std::string>& ids)
{
    const auto cards = f.strings("cards");
    if (!cards)
        return;
    for (const QString& card : *cards) {
        const std::string id = card.toStdString();
        if (std::find(ids.begin(), ids.end(), id) != ids.end()) {
            f.fail("cards", "lists " + quotedInput(id) + " twice");
            return;
        }
        if (catalogue && !catalogue->findCard(id)) {
            f.fail("cards", "unknown card id " + quotedInput(id) + ": the catalogue (" + catalogue->source
                                + ") has no such card (gpu-tco-cli cards lists them)");
            return;
        }
        ids.push_back(id);
    }
}

void readFacility(JsonFieldReader& f, const CatalogueSnapshot* catalogue, std::string& facilityId)
{
    const auto facility = f.textOrNull("facility");
    if (!facility)
        return;
    const std::string id = facility->toStdString();
    if (!id.empty() && catalogue && !catalogue->findFacility(id)) {
        f.fail("facility", "unknown facility id " + quotedInput(id) + ": the catalogue (" + catalogue->source
                               + ") has no such facility (gpu-tco-cli facilities lists them)");
        return;
    }
    // An old example site's id loads as the profile that replaced it (core/facility/FacilityAliases.h).
    facilityId = std::string(currentFacilityId(id));
}

Error notJson(const QByteArray& text, const QJsonParseError& parse)
{
    // Line and column help the user find the spot in an editor.
    const QByteArray before = text.left(parse.offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = parse.offset - (before.lastIndexOf('\n') + 1) + 1;
    return Error{"", "the file is not valid JSON: " + parse.errorString().toStdString() + " at line "
                         + std::to_string(line) + ", column " + std::to_string(column)};
}

} // namespace

Expected<ScenarioDocument> scenarioFromJson(const QByteArray& text, const CatalogueSnapshot* modelsAndIds,
                                            CatalogueIds ids)
{
    static const std::vector<ModelArchitecture> kNoModels;
    const std::vector<ModelArchitecture>& catalogueModels = modelsAndIds ? modelsAndIds->models : kNoModels;
    const CatalogueSnapshot* catalogue = ids == CatalogueIds::Check ? modelsAndIds : nullptr; // checks the ids
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(text, &parse);
    if (parse.error != QJsonParseError::NoError)
        return notJson(text, parse);
    if (!json.isObject())
        return Error{"", "the file is JSON but not a scenario: its top level must be an object { ... }"};

    std::optional<Error> error;
    JsonFieldReader f(json.object(), "", error);
    if (!f.require("format_version"))
        return Error{"format_version", "is missing: this is not a GPU TCO Explorer scenario file"};
    if (const auto version = f.integer("format_version", 1, 1'000'000); version && *version > kScenarioFormatVersion)
        return Error{"format_version",
                     "is " + std::to_string(*version)
                         + ": the file was written by a newer GPU TCO Explorer; this one reads version "
                         + std::to_string(kScenarioFormatVersion) + " and older"};
    if (error)
        return *error;
    f.rejectUnknown({"format_version", "name", "workload", "economics", "facility", "facility_requirements", "cards",
                     "constraints", "uncertainty"});

    ScenarioDocument document;
    if (const auto name = f.textOrNull("name"))
        document.name = name->trimmed().toStdString();
    if (f.require("workload"))
        if (const auto workload = f.object("workload"))
            readWorkload(*workload, catalogueModels, document.state.workload, error);
    if (f.require("economics"))
        if (const auto economics = f.object("economics"))
            readEconomics(*economics, catalogue, document.state.economics, error);
    readFacility(f, catalogue, document.state.economics.facilityId);
    if (const auto requirements = f.object("facility_requirements"))
        readRequirements(*requirements, document.state.economics.requirements, error);
    if (f.require("cards"))
        readCards(f, catalogue, document.state.selectedCardIds);
    if (const auto constraints = f.object("constraints"))
        readScenarioConstraints(*constraints, catalogue, document.state.constraints, error);
    // Issue 16, optional: a file without it gets the default ranges.
    if (const auto uncertainty = f.object("uncertainty"))
        readUncertainty(*uncertainty, document.state.uncertainty, error);
    if (error)
        return *error;
    return document;
}

} // namespace gputco
