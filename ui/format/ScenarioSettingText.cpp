#include "format/ScenarioSettingText.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"
#include "scenario/WorkloadInputs.h"

#include <QStringList>

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString requirementsText(const FacilityRequirementsState& r)
{
    QStringList needs;
    if (r.idcLicence)
        needs << ScenarioSettingText::tr("IDC licence");
    if (r.ispLicence)
        needs << ScenarioSettingText::tr("ISP licence");
    if (r.iso27001)
        needs << ScenarioSettingText::tr("ISO 27001");
    if (r.dualFeeds)
        needs << ScenarioSettingText::tr("A+B feeds");
    if (r.fullPowerOnFeedLoss)
        needs << ScenarioSettingText::tr("full power on one feed");
    if (r.minUptimeTier > 0)
        needs << ScenarioSettingText::tr("Tier %1 or better").arg(r.minUptimeTier);
    if (r.minBgpLines > 0)
        needs << ScenarioSettingText::tr("at least %1 BGP lines").arg(r.minBgpLines);
    return needs.isEmpty() ? ScenarioSettingText::tr("none") : needs.join(QStringLiteral(", "));
}

// Plural forms come from translations; without one loaded, English needs its own singular.
QString yearsText(int years)
{
    return years == 1 ? ScenarioSettingText::tr("1 year") : ScenarioSettingText::tr("%1 years").arg(years);
}

bool isShare(ScenarioSetting setting)
{
    return setting == ScenarioSetting::Utilisation || setting == ScenarioSetting::Mfu
           || setting == ScenarioSetting::DiscountRate || setting == ScenarioSetting::HostShare;
}

} // namespace

QString ScenarioSettingText::hiddenDifference(const SettingDifference& d)
{
    if (!d.change)
        return tr("(differs beyond the digits shown)");
    // Ten significant figures first: a difference of two doubles (0.7001 - 0.7 = 0.000099999...) prints as meant.
    const double shown = QString::number(isShare(d.setting) ? *d.change * 100.0 : *d.change, 'g', 10).toDouble();
    const QString number = (shown > 0 ? QStringLiteral("+") : QString()) + format::significant(shown)
                           + (isShare(d.setting) ? QStringLiteral("%") : QString());
    return tr("(%1 against A)").arg(number);
}

QString ScenarioSettingText::modelName(const Evaluation& e)
{
    if (!e.model.displayName.empty() && !e.state.workload.modelPresetId.empty())
        return q(e.model.displayName);
    return tr("Custom %1 model").arg(format::parameters(e.parameters.total));
}

QString ScenarioSettingText::name(ScenarioSetting setting, TaskMode mode)
{
    switch (setting) {
    case ScenarioSetting::Model: return tr("Model");
    case ScenarioSetting::Task: return tr("Task");
    case ScenarioSetting::Weights: return tr("Weight precision");
    case ScenarioSetting::KvCache: return tr("KV cache precision");
    case ScenarioSetting::ContextTokens:
        return mode == TaskMode::Inference ? tr("Context per sequence") : tr("Sequence length");
    case ScenarioSetting::Concurrency: return tr("Concurrent sequences");
    case ScenarioSetting::OutputTokens: return tr("Output tokens per request");
    case ScenarioSetting::TargetThroughput: return tr("Target throughput");
    case ScenarioSetting::TargetLatency: return tr("Target time per output token");
    case ScenarioSetting::Optimizer: return tr("Optimizer");
    case ScenarioSetting::ZeroStage: return tr("ZeRO stage");
    case ScenarioSetting::MicroBatch: return tr("Micro-batch per GPU");
    case ScenarioSetting::TrainingTokens: return tr("Training tokens");
    case ScenarioSetting::GpuCount: return tr("GPUs in the cluster");
    case ScenarioSetting::Mfu: return tr("MFU");
    case ScenarioSetting::Utilisation: return tr("Utilisation");
    case ScenarioSetting::Currency: return tr("Currency");
    case ScenarioSetting::ElectricityPrice: return tr("Electricity price");
    case ScenarioSetting::Pue: return tr("PUE");
    case ScenarioSetting::Period: return tr("Period");
    case ScenarioSetting::Carbon: return tr("Grid carbon factor");
    case ScenarioSetting::ExchangeRates: return tr("Exchange rates");
    case ScenarioSetting::Residual: return tr("Residual value after each year");
    case ScenarioSetting::DiscountRate: return tr("Discount rate");
    case ScenarioSetting::HostShare: return tr("Host share");
    case ScenarioSetting::CloudOffer: return tr("Cloud offer");
    case ScenarioSetting::Facility: return tr("Facility");
    case ScenarioSetting::FacilityRequirements: return tr("Facility requirements");
    case ScenarioSetting::Cards: return tr("Cards compared");
    }
    return {};
}

QString ScenarioSettingText::value(ScenarioSetting setting, const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    const EconomicsState& x = e.state.economics;
    const QString currency = q(x.currency);
    switch (setting) {
    case ScenarioSetting::Model:
        return tr("%1, %2 parameters").arg(modelName(e), format::parameters(e.parameters.total));
    case ScenarioSetting::Task: return taskModeLabel(w.mode);
    case ScenarioSetting::Weights: return precisionLabel(w.weights);
    case ScenarioSetting::KvCache: return precisionLabel(w.kvCache);
    case ScenarioSetting::ContextTokens: return tr("%1 tokens").arg(format::integer(w.contextTokens));
    case ScenarioSetting::Concurrency: return format::integer(w.concurrency);
    case ScenarioSetting::OutputTokens: return format::integer(w.outputTokens);
    case ScenarioSetting::TargetThroughput:
        return tr("%1 output tokens/s").arg(format::integer(w.targetTokensPerSecond));
    case ScenarioSetting::TargetLatency: return tr("%1 ms").arg(format::significant(w.targetLatencyMs));
    case ScenarioSetting::Optimizer: return optimizerLabel(w.optimizer);
    case ScenarioSetting::ZeroStage: return QString::number(w.zeroStage);
    case ScenarioSetting::MicroBatch: return format::integer(w.microBatch);
    case ScenarioSetting::TrainingTokens: return format::tokens(trainingTokensFor(w, e.parameters.total));
    case ScenarioSetting::GpuCount: return format::integer(w.gpuCount);
    case ScenarioSetting::Mfu: return w.mfu > 0 ? format::percent(w.mfu) : tr("model default per card");
    case ScenarioSetting::Utilisation: return tr("%1 of the hours").arg(format::percent(w.utilisation));
    case ScenarioSetting::Currency: return currency;
    case ScenarioSetting::ElectricityPrice:
        return tr("%1 %2/kWh").arg(format::significant(x.electricityPricePerKwh), currency);
    case ScenarioSetting::Pue: return format::significant(x.pue);
    case ScenarioSetting::Period: return yearsText(x.years) + tr(", %1 h/day").arg(format::significant(x.hoursPerDay));
    case ScenarioSetting::Carbon: return tr("%1 kg CO2/kWh").arg(format::significant(x.carbonKgPerKwh));
    case ScenarioSetting::ExchangeRates:
        return tr("1 USD = %1 CNY, 1 EUR = %2 CNY (indicative)")
            .arg(format::significant(x.cnyPerUsd), format::significant(x.cnyPerEur));
    case ScenarioSetting::Residual: {
        QStringList residual;
        for (double share : x.residual.shareAfterYear)
            residual << format::significant(share * 100.0) + QStringLiteral("%");
        return residual.isEmpty() ? tr("none") : residual.join(QStringLiteral(", "));
    }
    case ScenarioSetting::DiscountRate: return tr("%1 a year").arg(format::percent(x.discountRate));
    case ScenarioSetting::HostShare:
        return tr("%1 of the GPUs' price, for servers without a system price").arg(format::percent(x.hostShare));
    case ScenarioSetting::CloudOffer:
        return (x.cloud.offerId.empty() ? tr("the cheapest for each card") : q(x.cloud.offerId)) + QStringLiteral(", ")
               + cloudTermLabel(x.cloud.term);
    case ScenarioSetting::Facility: {
        const Facility* facility = e.catalogue ? e.catalogue->findFacility(x.facilityId) : nullptr;
        QString place = facility ? q(facility->name) : tr("none chosen");
        if (facility && !facility->region.empty())
            place += QStringLiteral(" (%1)").arg(q(facility->region));
        return place;
    }
    case ScenarioSetting::FacilityRequirements: return requirementsText(x.requirements);
    case ScenarioSetting::Cards: {
        QStringList names;
        for (std::size_t i : e.selected)
            names << q(e.cards[i].card->model);
        return names.join(QStringLiteral(", "));
    }
    }
    return {};
}

} // namespace gputco::ui
