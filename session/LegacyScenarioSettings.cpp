#include "session/LegacyScenarioSettings.h"

#include <QSettings>
#include <QStringList>

namespace gputco {

namespace {

const QString kVersionKey = QStringLiteral("scenario/version");
constexpr int kVersion = 2;

QString key(const char* name) { return QStringLiteral("scenario/") + QLatin1String(name); }

template <class T, class Parse>
T readEnum(const QSettings& settings, const char* name, T fallback, Parse parse)
{
    const auto parsed = parse(settings.value(key(name)).toString().toStdString());
    return parsed ? *parsed : fallback;
}

template <class T>
T readNumber(const QSettings& settings, const char* name, T fallback)
{
    bool ok = false;
    const QVariant v = settings.value(key(name));
    const double d = v.toDouble(&ok);
    return ok ? static_cast<T>(d) : fallback;
}

} // namespace

QString legacyScenarioSettingsGroup() { return QStringLiteral("scenario"); }

std::optional<ScenarioState> readLegacyScenarioSettings(const QSettings& settings)
{
    if (settings.value(kVersionKey).toInt() != kVersion)
        return std::nullopt;
    ScenarioState s;
    WorkloadState& w = s.workload;
    EconomicsState& e = s.economics;
    w.modelPresetId = settings.value(key("model"), QString::fromStdString(w.modelPresetId)).toString().toStdString();
    w.customParameters = readNumber(settings, "customParameters", w.customParameters);
    w.mode = readEnum(settings, "mode", w.mode, parseTaskMode);
    w.weights = readEnum(settings, "weights", w.weights, parsePrecision);
    w.kvCache = readEnum(settings, "kvCache", w.kvCache, parsePrecision);
    w.optimizer = readEnum(settings, "optimizer", w.optimizer, parseOptimizer);
    w.zeroStage = readNumber(settings, "zeroStage", w.zeroStage);
    w.contextTokens = readNumber(settings, "contextTokens", w.contextTokens);
    // Settings of older versions kept one "batch" for both modes: it becomes the batch of the saved mode.
    if (settings.contains(key("batch")))
        setBatchForMode(w, readNumber(settings, "batch", batchForMode(w)));
    w.concurrency = readNumber(settings, "concurrency", w.concurrency);
    w.microBatch = readNumber(settings, "microBatch", w.microBatch);
    w.globalBatchTokens = readNumber(settings, "globalBatchTokens", w.globalBatchTokens);
    w.outputTokens = readNumber(settings, "outputTokens", w.outputTokens);
    w.targetTokensPerSecond = readNumber(settings, "targetTokensPerSecond", w.targetTokensPerSecond);
    w.targetLatencyMs = readNumber(settings, "targetLatencyMs", w.targetLatencyMs);
    w.concurrentUsers = readNumber(settings, "concurrentUsers", w.concurrentUsers);
    w.tokensPerSecondPerUser = readNumber(settings, "tokensPerSecondPerUser", w.tokensPerSecondPerUser);
    w.requestsPerMinutePerUser = readNumber(settings, "requestsPerMinutePerUser", w.requestsPerMinutePerUser);
    w.trainingTokens = readNumber(settings, "trainingTokens", w.trainingTokens);
    w.gpuCount = readNumber(settings, "gpuCount", w.gpuCount);
    w.utilisation = readNumber(settings, "utilisation", w.utilisation);
    w.mfu = readNumber(settings, "mfu", w.mfu);
    e.currency = settings.value(key("currency"), QString::fromStdString(e.currency)).toString().toStdString();
    e.electricityPricePerKwh = readNumber(settings, "electricityPricePerKwh", e.electricityPricePerKwh);
    e.pue = readNumber(settings, "pue", e.pue);
    e.years = readNumber(settings, "years", e.years);
    e.hoursPerDay = readNumber(settings, "hoursPerDay", e.hoursPerDay);
    e.carbonKgPerKwh = readNumber(settings, "carbonKgPerKwh", e.carbonKgPerKwh);
    e.facilityId = settings.value(key("facility")).toString().toStdString();
    e.cnyPerUsd = readNumber(settings, "cnyPerUsd", e.cnyPerUsd);
    e.cnyPerEur = readNumber(settings, "cnyPerEur", e.cnyPerEur);
    e.facilityOwnPrices = settings.value(key("facilityOwnPrices"), false).toBool();
    FacilityRequirementsState& r = e.requirements;
    r.idcLicence = settings.value(key("requireIdcLicence"), false).toBool();
    r.ispLicence = settings.value(key("requireIspLicence"), false).toBool();
    r.iso27001 = settings.value(key("requireIso27001"), false).toBool();
    r.dualFeeds = settings.value(key("requireDualFeeds"), false).toBool();
    r.fullPowerOnFeedLoss = settings.value(key("requireFullPowerOnFeedLoss"), false).toBool();
    r.minUptimeTier = readNumber(settings, "requireUptimeTier", 0);
    r.minBgpLines = readNumber(settings, "requireBgpLines", 0);
    for (const QString& id : settings.value(key("cards")).toStringList())
        s.selectedCardIds.push_back(id.toStdString());
    return s;
}

} // namespace gputco
