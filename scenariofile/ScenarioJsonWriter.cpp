#include "scenariofile/ScenarioConstraintsJson.h"
#include "scenariofile/ScenarioJson.h"
#include "scenariofile/ScenarioJsonKeys.h"
#include "scenariofile/UncertaintyJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace gputco {

namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QJsonObject workloadJson(const WorkloadState& w)
{
    using namespace scenario_keys;
    QJsonObject o;
    o.insert(kModel, w.modelPresetId.empty() ? kCustomModel : text(w.modelPresetId));
    o.insert(kParameters, w.customParameters);
    o.insert(kMode, text(taskModeName(w.mode)));
    o.insert(kWeights, text(precisionName(w.weights)));
    o.insert(kKvCache, text(precisionName(w.kvCache)));
    o.insert(kOptimizer, text(optimizerName(w.optimizer)));
    o.insert(kZeroStage, w.zeroStage);
    o.insert(kContextTokens, w.contextTokens);
    o.insert(kBatch, batchForMode(w)); // the current mode's batch, as files before issue 17 had it
    o.insert(kConcurrency, w.concurrency);
    o.insert(kMicroBatch, w.microBatch);
    o.insert(kGlobalBatchTokens, w.globalBatchTokens);
    o.insert(kOutputTokens, w.outputTokens);
    o.insert(kTargetTokensPerSecond, w.targetTokensPerSecond);
    o.insert(kTargetLatencyMs, w.targetLatencyMs);
    // Sizing from users (0: not given; a file without the keys reads as none).
    o.insert(kConcurrentUsers, w.concurrentUsers);
    o.insert(kTokensPerSecondPerUser, w.tokensPerSecondPerUser);
    o.insert(kRequestsPerMinutePerUser, w.requestsPerMinutePerUser);
    o.insert(kTrainingTokens, w.trainingTokens);
    o.insert(kGpuCount, w.gpuCount);
    o.insert(kUtilisation, w.utilisation);
    o.insert(kMfu, w.mfu);
    return o;
}

QJsonObject economicsJson(const EconomicsState& e)
{
    using namespace scenario_keys;
    QJsonObject o;
    o.insert(kCurrency, text(e.currency));
    o.insert(kElectricityPrice, e.electricityPricePerKwh);
    o.insert(kPue, e.pue);
    o.insert(kYears, e.years);
    o.insert(kHoursPerDay, e.hoursPerDay);
    o.insert(kCarbon, e.carbonKgPerKwh);
    o.insert(kCnyPerUsd, e.cnyPerUsd);
    o.insert(kCnyPerEur, e.cnyPerEur);
    QJsonArray residual;
    for (double share : e.residual.shareAfterYear)
        residual.append(share);
    o.insert(kResidualCurve, residual);
    o.insert(kDiscountRate, e.discountRate);
    o.insert(kHostShare, e.hostShare);
    o.insert(kCloudOffer, e.cloud.offerId.empty() ? QJsonValue() : QJsonValue(text(e.cloud.offerId)));
    o.insert(kCloudTerm, text(cloudTermName(e.cloud.term)));
    o.insert(kFacilityOwnPrices, e.facilityOwnPrices); // false (absent in older files): the one rule
    // Only with a server chosen: a file without choices stays as files before the key existed.
    if (!e.serverByCard.empty()) {
        QJsonObject servers;
        for (const auto& [card, server] : e.serverByCard)
            servers.insert(text(card), text(server));
        o.insert(kServers, servers);
    }
    // Only with a cap set, for the same reason: a file without caps reads and writes as before.
    if (!e.powerCapWattsByCard.empty()) {
        QJsonObject caps;
        for (const auto& [card, watts] : e.powerCapWattsByCard)
            caps.insert(text(card), watts);
        o.insert(kPowerCaps, caps);
    }
    return o;
}

QJsonObject requirementsJson(const FacilityRequirementsState& r)
{
    using namespace scenario_keys;
    QJsonObject o;
    o.insert(kIdcLicence, r.idcLicence);
    o.insert(kIspLicence, r.ispLicence);
    o.insert(kIso27001, r.iso27001);
    o.insert(kDualFeeds, r.dualFeeds);
    o.insert(kFullPowerOnFeedLoss, r.fullPowerOnFeedLoss);
    o.insert(kMinUptimeTier, r.minUptimeTier);
    o.insert(kMinBgpLines, r.minBgpLines);
    return o;
}

} // namespace

QJsonObject scenarioToJson(const ScenarioDocument& document)
{
    using namespace scenario_keys;
    QJsonObject root;
    root.insert(kFormatVersion, kScenarioFormatVersion);
    root.insert(kName, text(document.name));
    root.insert(kWorkload, workloadJson(document.state.workload));
    root.insert(kEconomics, economicsJson(document.state.economics));
    const std::string& facility = document.state.economics.facilityId;
    root.insert(kFacility, facility.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text(facility)));
    root.insert(kRequirements, requirementsJson(document.state.economics.requirements));
    QJsonArray cards;
    for (const std::string& id : document.state.selectedCardIds)
        cards.append(text(id));
    root.insert(kCards, cards);
    // Only with a limit set: a file without constraints stays as it was written before the section existed.
    if (document.state.constraints != ScenarioConstraints{})
        root.insert(kConstraints, scenarioConstraintsJson(document.state.constraints));
    // Only with a range changed, likewise (issue 16).
    if (document.state.uncertainty != UncertaintyState{})
        root.insert(kUncertainty, uncertaintyJson(document.state.uncertainty));
    return root;
}

QByteArray scenarioToJsonText(const ScenarioDocument& document)
{
    return QJsonDocument(scenarioToJson(document)).toJson(QJsonDocument::Indented);
}

} // namespace gputco
