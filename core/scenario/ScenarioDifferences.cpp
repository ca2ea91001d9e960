#include "scenario/ScenarioDifferences.h"

#include "scenario/WorkloadInputs.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {

namespace {

constexpr ScenarioSetting kAllSettings[] = {ScenarioSetting::Model,
                                            ScenarioSetting::Task,
                                            ScenarioSetting::Weights,
                                            ScenarioSetting::KvCache,
                                            ScenarioSetting::ContextTokens,
                                            ScenarioSetting::Concurrency,
                                            ScenarioSetting::OutputTokens,
                                            ScenarioSetting::TargetThroughput,
                                            ScenarioSetting::TargetLatency,
                                            ScenarioSetting::Optimizer,
                                            ScenarioSetting::ZeroStage,
                                            ScenarioSetting::MicroBatch,
                                            ScenarioSetting::TrainingTokens,
                                            ScenarioSetting::GpuCount,
                                            ScenarioSetting::Mfu,
                                            ScenarioSetting::Utilisation,
                                            ScenarioSetting::Currency,
                                            ScenarioSetting::ElectricityPrice,
                                            ScenarioSetting::Pue,
                                            ScenarioSetting::Period,
                                            ScenarioSetting::Carbon,
                                            ScenarioSetting::ExchangeRates,
                                            ScenarioSetting::Residual,
                                            ScenarioSetting::DiscountRate,
                                            ScenarioSetting::HostShare,
                                            ScenarioSetting::CloudOffer,
                                            ScenarioSetting::Facility,
                                            ScenarioSetting::FacilityRequirements,
                                            ScenarioSetting::Cards};

bool appliesTo(ScenarioSetting setting, TaskMode mode)
{
    const bool inference = mode == TaskMode::Inference;
    switch (setting) {
    case ScenarioSetting::KvCache:
    case ScenarioSetting::Concurrency:
    case ScenarioSetting::OutputTokens:
    case ScenarioSetting::TargetThroughput:
    case ScenarioSetting::TargetLatency: return inference;
    case ScenarioSetting::Optimizer:
    case ScenarioSetting::ZeroStage:
    case ScenarioSetting::MicroBatch:
    case ScenarioSetting::TrainingTokens:
    case ScenarioSetting::GpuCount:
    case ScenarioSetting::Mfu: return !inference;
    default: return true;
    }
}

// A setting's value: the words that must match exactly (ids, enum spellings, the currency) and the numbers that
// must match within the tolerance.
struct SettingValue {
    std::vector<std::string> words;
    std::vector<double> numbers;
};

double flag(bool on) { return on ? 1.0 : 0.0; }

SettingValue valueOf(ScenarioSetting setting, const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    const EconomicsState& x = e.state.economics;
    switch (setting) {
    case ScenarioSetting::Model: return {{w.modelPresetId}, {e.parameters.total}};
    case ScenarioSetting::Task: return {{std::string(taskModeName(w.mode))}, {}};
    case ScenarioSetting::Weights: return {{std::string(precisionName(w.weights))}, {}};
    case ScenarioSetting::KvCache: return {{std::string(precisionName(w.kvCache))}, {}};
    case ScenarioSetting::ContextTokens: return {{}, {static_cast<double>(w.contextTokens)}};
    case ScenarioSetting::Concurrency: return {{}, {static_cast<double>(w.concurrency)}};
    case ScenarioSetting::OutputTokens: return {{}, {static_cast<double>(w.outputTokens)}};
    case ScenarioSetting::TargetThroughput: return {{}, {w.targetTokensPerSecond}};
    case ScenarioSetting::TargetLatency: return {{}, {w.targetLatencyMs}};
    case ScenarioSetting::Optimizer: return {{std::string(optimizerName(w.optimizer))}, {}};
    case ScenarioSetting::ZeroStage: return {{}, {static_cast<double>(w.zeroStage)}};
    case ScenarioSetting::MicroBatch: return {{}, {static_cast<double>(w.microBatch)}};
    case ScenarioSetting::TrainingTokens: return {{}, {trainingTokensFor(w, e.parameters.total)}};
    case ScenarioSetting::GpuCount: return {{}, {static_cast<double>(w.gpuCount)}};
    case ScenarioSetting::Mfu: return {{}, {w.mfu}};
    case ScenarioSetting::Utilisation: return {{}, {w.utilisation}};
    case ScenarioSetting::Currency: return {{x.currency}, {}};
    case ScenarioSetting::ElectricityPrice: return {{x.currency}, {x.electricityPricePerKwh}};
    case ScenarioSetting::Pue: return {{}, {x.pue}};
    case ScenarioSetting::Period: return {{}, {static_cast<double>(x.years), x.hoursPerDay}};
    case ScenarioSetting::Carbon: return {{}, {x.carbonKgPerKwh}};
    case ScenarioSetting::ExchangeRates: return {{}, {x.cnyPerUsd, x.cnyPerEur}};
    case ScenarioSetting::Residual: return {{}, x.residual.shareAfterYear};
    case ScenarioSetting::DiscountRate: return {{}, {x.discountRate}};
    case ScenarioSetting::HostShare: return {{}, {x.hostShare}};
    case ScenarioSetting::CloudOffer: return {{x.cloud.offerId, std::string(cloudTermName(x.cloud.term))}, {}};
    case ScenarioSetting::Facility: return {{x.facilityId}, {}};
    case ScenarioSetting::FacilityRequirements: {
        const FacilityRequirementsState& r = x.requirements;
        return {{},
                {flag(r.idcLicence), flag(r.ispLicence), flag(r.iso27001), flag(r.dualFeeds),
                 flag(r.fullPowerOnFeedLoss), static_cast<double>(r.minUptimeTier),
                 static_cast<double>(r.minBgpLines)}};
    }
    case ScenarioSetting::Cards: {
        SettingValue v;
        for (std::size_t i : e.selected)
            v.words.push_back(e.cards[i].card->id);
        std::sort(v.words.begin(), v.words.end());
        return v;
    }
    }
    return {};
}

bool sameValue(const SettingValue& a, const SettingValue& b)
{
    return a.words == b.words && a.numbers.size() == b.numbers.size()
           && std::equal(a.numbers.begin(), a.numbers.end(), b.numbers.begin(), sameSettingValue);
}

} // namespace

bool sameSettingValue(double a, double b)
{
    return std::abs(a - b) <= kSettingRelativeTolerance * std::max(std::abs(a), std::abs(b));
}

std::vector<SettingDifference> scenarioDifferences(const Evaluation& a, const Evaluation& b)
{
    std::vector<SettingDifference> out;
    for (ScenarioSetting setting : kAllSettings) {
        SettingDifference d;
        d.setting = setting;
        d.inA = appliesTo(setting, a.state.workload.mode);
        d.inB = appliesTo(setting, b.state.workload.mode);
        if (!d.inA && !d.inB)
            continue;
        if (d.inA != d.inB) { // used on one side only: listed, with nothing on the other
            out.push_back(d);
            continue;
        }
        const SettingValue va = valueOf(setting, a);
        const SettingValue vb = valueOf(setting, b);
        if (sameValue(va, vb))
            continue;
        if (va.words == vb.words && va.numbers.size() == 1 && vb.numbers.size() == 1)
            d.change = vb.numbers.front() - va.numbers.front();
        out.push_back(d);
    }
    return out;
}

} // namespace gputco
