#include "scenariofile/ScenarioConstraintsJson.h"

#include "hardware/ExportControl.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioConstraintRanges.h"
#include "scenariofile/JsonFieldReader.h"
#include "util/QuotedInput.h"

#include <QJsonArray>

#include <algorithm>

namespace gputco {

namespace {

namespace range = constraintRanges;

QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

template <class T>
void set(std::optional<T> value, std::optional<T>& target)
{
    if (value)
        target = value;
}

// "all", or a list of catalogue ids (each known to the catalogue when one is given).
void readIds(JsonFieldReader& f, const QJsonObject& object, const char* key, bool isCard,
             const CatalogueSnapshot* catalogue, bool& all, std::vector<std::string>& ids)
{
    if (!f.has(key))
        return;
    if (object.value(QLatin1String(key)).isString()) {
        all = *f.text(key) == u"all";
        if (!all)
            f.fail(key, "must be \"all\" or a list of catalogue ids");
        return;
    }
    const auto list = f.strings(key);
    if (!list)
        return;
    for (const QString& item : *list) {
        const std::string id = item.toStdString();
        const bool known =
            !catalogue || (isCard ? catalogue->findCard(id) != nullptr : catalogue->findFacility(id) != nullptr);
        if (!known) {
            f.fail(key, std::string("unknown ") + (isCard ? "card" : "facility") + " id " + quotedInput(id)
                            + ": the catalogue (" + catalogue->source + ") has no such "
                            + (isCard ? "card (gpu-tco-cli cards lists them)"
                                      : "facility (gpu-tco-cli facilities lists them)"));
            return;
        }
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    }
    if (ids.empty())
        f.fail(key, "lists no id: leave the key out, or give \"all\"");
}

void readFacilityRequirements(const QJsonObject& object, ScenarioConstraints& c, std::optional<Error>& error)
{
    JsonFieldReader f(object, "constraints.facility_requirements", error);
    f.rejectUnknown({"icp", "certifications", "min_gb_grade", "min_ddos_gbps", "self_operated"});
    if (const auto icp = f.text("icp")) {
        if (const auto value = parseIcpRequirement(lower(icp->toStdString())))
            c.icp = *value;
        else
            f.fail("icp", quotedInput(icp->toStdString()) + " is not one of: " + icpRequirementChoices());
    }
    if (const auto certs = f.strings("certifications"))
        for (const QString& cert : *certs)
            c.certifications.push_back(cert.trimmed().toStdString());
    if (const auto grade = f.text("min_gb_grade")) {
        c.minGbGrade = parseGb50174Grade(grade->trimmed().toUpper().toStdString());
        if (!c.minGbGrade)
            f.fail("min_gb_grade", quotedInput(grade->toStdString()) + " is not one of: A, B, C");
    }
    set(f.number("min_ddos_gbps", range::kMinDdosGbps.min, range::kMinDdosGbps.max), c.minDdosGbps);
    if (const auto self = f.flag("self_operated"))
        c.selfOperated = *self;
}

} // namespace

void readScenarioConstraints(const QJsonObject& object, const CatalogueSnapshot* catalogue, ScenarioConstraints& c,
                             std::optional<Error>& error)
{
    JsonFieldReader f(object, "constraints", error);
    f.rejectUnknown({"budget",
                     "output_tokens_per_second",
                     "requests_per_second",
                     "max_ttft_ms",
                     "max_tpot_ms",
                     "ttft_p99_ms",
                     "tpot_p99_ms",
                     "peak_requests_per_second",
                     "peak_output_tokens_per_second",
                     "input_tokens_spread",
                     "output_tokens_spread",
                     "burstiness",
                     "training_deadline_hours",
                     "max_gpus",
                     "max_tensor_parallel",
                     "max_racks",
                     "max_it_power_kw",
                     "ownership",
                     "precisions",
                     "rank_by",
                     "recompute",
                     "cards",
                     "facilities",
                     "facility_requirements",
                     "allow_consumer_cards",
                     "allow_export_controlled",
                     "buyer_country"});
    set(f.number("budget", range::kBudget.min, range::kBudget.max), c.budget);
    set(f.number("output_tokens_per_second", range::kOutputTokensPerSecond.min, range::kOutputTokensPerSecond.max),
        c.outputTokensPerSecond);
    set(f.number("requests_per_second", range::kRequestsPerSecond.min, range::kRequestsPerSecond.max),
        c.requestsPerSecond);
    set(f.number("max_ttft_ms", range::kMaxTtftMs.min, range::kMaxTtftMs.max), c.maxTtftMs);
    set(f.number("max_tpot_ms", range::kMaxTpotMs.min, range::kMaxTpotMs.max), c.maxTpotMs);
    set(f.number("ttft_p99_ms", range::kTtftP99Ms.min, range::kTtftP99Ms.max), c.ttftP99Ms);
    set(f.number("tpot_p99_ms", range::kTpotP99Ms.min, range::kTpotP99Ms.max), c.tpotP99Ms);
    set(f.number("peak_requests_per_second", range::kPeakRequestsPerSecond.min, range::kPeakRequestsPerSecond.max),
        c.peakRequestsPerSecond);
    set(f.number("peak_output_tokens_per_second", range::kPeakOutputTokensPerSecond.min,
                 range::kPeakOutputTokensPerSecond.max),
        c.peakOutputTokensPerSecond);
    set(f.number("input_tokens_spread", range::kLengthSpread.min, range::kLengthSpread.max), c.inputTokensSpread);
    set(f.number("output_tokens_spread", range::kLengthSpread.min, range::kLengthSpread.max), c.outputTokensSpread);
    set(f.number("burstiness", range::kBurstiness.min, range::kBurstiness.max), c.burstiness);
    set(f.number("training_deadline_hours", range::kTrainingDeadlineHours.min, range::kTrainingDeadlineHours.max),
        c.trainingDeadlineHours);
    set(f.integer("max_gpus", static_cast<int>(range::kMaxGpus.min), static_cast<int>(range::kMaxGpus.max)), c.maxGpus);
    set(f.integer("max_tensor_parallel", static_cast<int>(range::kMaxTensorParallel.min),
                  static_cast<int>(range::kMaxTensorParallel.max)),
        c.maxTensorParallel);
    set(f.integer("max_racks", static_cast<int>(range::kMaxRacks.min), static_cast<int>(range::kMaxRacks.max)),
        c.maxRacks);
    set(f.number("max_it_power_kw", range::kMaxItPowerKw.min, range::kMaxItPowerKw.max), c.maxItPowerKw);
    if (const auto ownership = f.text("ownership")) {
        c.ownership = parseOwnership(lower(ownership->trimmed().toStdString()));
        if (!c.ownership)
            f.fail("ownership", quotedInput(ownership->toStdString()) + " is not one of: " + ownershipChoices());
    }
    if (const auto list = f.strings("precisions")) {
        for (const QString& p : *list) {
            const auto precision = parsePrecision(lower(p.toStdString()));
            if (!precision) {
                f.fail("precisions",
                       quotedInput(p.toStdString()) + " is not one of: " + std::string(precisionChoices()));
                break;
            }
            if (std::find(c.precisions.begin(), c.precisions.end(), *precision) == c.precisions.end())
                c.precisions.push_back(*precision);
        }
    }
    if (const auto rank = f.text("rank_by")) {
        c.rankBy = parseRankMetric(lower(rank->toStdString()));
        if (!c.rankBy)
            f.fail("rank_by", quotedInput(rank->toStdString()) + " is not one of: " + rankMetricChoices());
    }
    if (const auto recompute = f.text("recompute")) {
        c.recompute = parseRecompute(lower(recompute->toStdString()));
        if (!c.recompute)
            f.fail("recompute", quotedInput(recompute->toStdString()) + " is not one of: " + recomputeChoices());
    }
    if (const auto allow = f.flag("allow_consumer_cards"))
        c.allowConsumerCards = *allow;
    if (const auto allow = f.flag("allow_export_controlled"))
        c.allowExportControlled = *allow;
    if (const auto buyer = f.text("buyer_country")) {
        const auto codes = parseCountryCodes(buyer->toStdString());
        if (!codes || codes->size() != 1)
            f.fail("buyer_country", quotedInput(buyer->toStdString())
                                        + " is not one country code: two letters, ISO 3166-1 alpha-2 (\"CN\", \"US\")");
        else
            c.buyerCountry = codes->front();
    }
    readIds(f, object, "cards", true, catalogue, c.allCards, c.cardIds);
    readIds(f, object, "facilities", false, catalogue, c.allFacilities, c.facilityIds);
    if (const auto requirements = f.object("facility_requirements"))
        readFacilityRequirements(*requirements, c, error);
}

QJsonObject scenarioConstraintsJson(const ScenarioConstraints& c)
{
    QJsonObject o;
    auto number = [&o](const char* key, const auto& value) {
        if (value)
            o.insert(QLatin1String(key), static_cast<double>(*value));
    };
    number("budget", c.budget);
    number("output_tokens_per_second", c.outputTokensPerSecond);
    number("requests_per_second", c.requestsPerSecond);
    number("max_ttft_ms", c.maxTtftMs);
    number("max_tpot_ms", c.maxTpotMs);
    number("ttft_p99_ms", c.ttftP99Ms);
    number("tpot_p99_ms", c.tpotP99Ms);
    number("peak_requests_per_second", c.peakRequestsPerSecond);
    number("peak_output_tokens_per_second", c.peakOutputTokensPerSecond);
    number("input_tokens_spread", c.inputTokensSpread);
    number("output_tokens_spread", c.outputTokensSpread);
    number("burstiness", c.burstiness);
    number("training_deadline_hours", c.trainingDeadlineHours);
    if (c.maxGpus)
        o.insert(QLatin1String("max_gpus"), *c.maxGpus);
    if (c.maxTensorParallel)
        o.insert(QLatin1String("max_tensor_parallel"), *c.maxTensorParallel);
    if (c.maxRacks)
        o.insert(QLatin1String("max_racks"), *c.maxRacks);
    number("max_it_power_kw", c.maxItPowerKw);
    if (c.ownership)
        o.insert(QLatin1String("ownership"), text(ownershipName(*c.ownership)));
    if (!c.precisions.empty()) {
        QJsonArray list;
        for (Precision p : c.precisions)
            list.append(text(precisionName(p)));
        o.insert(QLatin1String("precisions"), list);
    }
    if (c.rankBy)
        o.insert(QLatin1String("rank_by"), text(rankMetricName(*c.rankBy)));
    if (c.recompute)
        o.insert(QLatin1String("recompute"), text(recomputeName(*c.recompute)));
    auto ids = [&o](const char* key, bool all, const std::vector<std::string>& list) {
        if (all) {
            o.insert(QLatin1String(key), QStringLiteral("all"));
        } else if (!list.empty()) {
            QJsonArray array;
            for (const std::string& id : list)
                array.append(text(id));
            o.insert(QLatin1String(key), array);
        }
    };
    ids("cards", c.allCards, c.cardIds);
    ids("facilities", c.allFacilities, c.facilityIds);
    if (c.allowConsumerCards)
        o.insert(QLatin1String("allow_consumer_cards"), true);
    if (c.allowExportControlled)
        o.insert(QLatin1String("allow_export_controlled"), true);
    if (!c.buyerCountry.empty())
        o.insert(QLatin1String("buyer_country"), text(c.buyerCountry));
    QJsonObject r;
    if (c.icp != IcpRequirement::Any)
        r.insert(QLatin1String("icp"), text(icpRequirementName(c.icp)));
    if (!c.certifications.empty()) {
        QJsonArray list;
        for (const std::string& cert : c.certifications)
            list.append(text(cert));
        r.insert(QLatin1String("certifications"), list);
    }
    if (c.minGbGrade)
        r.insert(QLatin1String("min_gb_grade"), text(gb50174GradeName(*c.minGbGrade)));
    if (c.minDdosGbps)
        r.insert(QLatin1String("min_ddos_gbps"), *c.minDdosGbps);
    if (c.selfOperated)
        r.insert(QLatin1String("self_operated"), true);
    if (!r.isEmpty())
        o.insert(QLatin1String("facility_requirements"), r);
    return o;
}

} // namespace gputco
