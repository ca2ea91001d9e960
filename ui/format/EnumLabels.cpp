#include "format/EnumLabels.h"

#include <QCoreApplication>

namespace gputco::ui {

QString taskModeLabel(TaskMode mode)
{
    switch (mode) {
    case TaskMode::PreTraining: return QCoreApplication::translate("EnumLabels", "Pre-training");
    case TaskMode::FullFineTune: return QCoreApplication::translate("EnumLabels", "Full fine-tune");
    case TaskMode::Lora: return QCoreApplication::translate("EnumLabels", "LoRA fine-tune");
    case TaskMode::Qlora: return QCoreApplication::translate("EnumLabels", "QLoRA fine-tune");
    case TaskMode::Inference: return QCoreApplication::translate("EnumLabels", "Inference");
    }
    return {};
}

QString precisionLabel(Precision precision)
{
    // Format names are the same in every language.
    return QString::fromLatin1(precisionName(precision)).toUpper();
}

QString efficiencyEvidenceLabel(EfficiencyEvidence evidence)
{
    switch (evidence) {
    case EfficiencyEvidence::MeasuredPublic: return QCoreApplication::translate("EnumLabels", "measured (public)");
    case EfficiencyEvidence::MeasuredYours: return QCoreApplication::translate("EnumLabels", "measured (yours)");
    case EfficiencyEvidence::Vendor: return QCoreApplication::translate("EnumLabels", "vendor claim");
    case EfficiencyEvidence::Assumed: return QCoreApplication::translate("EnumLabels", "assumed");
    }
    return {};
}

QString optimizerLabel(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW: return QCoreApplication::translate("EnumLabels", "AdamW (mixed precision)");
    case Optimizer::Adam8bit: return QCoreApplication::translate("EnumLabels", "8-bit Adam");
    case Optimizer::Sgd: return QCoreApplication::translate("EnumLabels", "SGD with momentum");
    case Optimizer::Adafactor: return QCoreApplication::translate("EnumLabels", "Adafactor");
    }
    return {};
}

QString segmentLabel(Segment segment)
{
    switch (segment) {
    case Segment::Training: return QCoreApplication::translate("EnumLabels", "Training");
    case Segment::Inference: return QCoreApplication::translate("EnumLabels", "Inference");
    case Segment::Both: return QCoreApplication::translate("EnumLabels", "Training and inference");
    case Segment::Edge: return QCoreApplication::translate("EnumLabels", "Edge");
    }
    return {};
}

QString coolingMethodLabel(CoolingMethod method)
{
    switch (method) {
    case CoolingMethod::LegacyAir: return QCoreApplication::translate("EnumLabels", "Room air");
    case CoolingMethod::ContainedAir: return QCoreApplication::translate("EnumLabels", "Contained aisle air");
    case CoolingMethod::RearDoorHeatExchanger:
        return QCoreApplication::translate("EnumLabels", "Rear-door heat exchanger");
    case CoolingMethod::DirectLiquid: return QCoreApplication::translate("EnumLabels", "Direct-to-chip liquid");
    case CoolingMethod::Immersion: return QCoreApplication::translate("EnumLabels", "Immersion");
    }
    return {};
}

QString rackConstraintLabel(RackConstraint constraint)
{
    switch (constraint) {
    case RackConstraint::Space: return QCoreApplication::translate("EnumLabels", "rack space");
    case RackConstraint::FeedPower: return QCoreApplication::translate("EnumLabels", "feed power");
    case RackConstraint::Cooling: return QCoreApplication::translate("EnumLabels", "cooling per rack");
    }
    return {};
}

QString fitReasonText(const FitReason& r)
{
    const QString need = QString::number(r.required, 'g', 4);
    const QString have = QString::number(r.available, 'g', 4);
    const QString unit = QString::fromStdString(r.unit);
    const QString item = QString::fromStdString(r.item);
    switch (r.code) {
    case FitReasonCode::RackPower:
        return QCoreApplication::translate("FitReason", "rack power %1 %3 exceeds the %2 %3 one feed carries")
            .arg(need, have, unit);
    case FitReasonCode::CoolingType:
        return QCoreApplication::translate("FitReason", "no cooling here serves these servers (%1)").arg(item);
    case FitReasonCode::CoolingCapacity:
        return QCoreApplication::translate("FitReason", "rack load %1 %3 exceeds the cooling limit of %2 %3")
            .arg(need, have, unit);
    case FitReasonCode::Space:
        return QCoreApplication::translate("FitReason", "needs %1 %3, a rack has %2 %3").arg(need, have, unit);
    case FitReasonCode::ContractedPower:
        return QCoreApplication::translate("FitReason", "needs %1 %3 of power, the site contracts %2 %3")
            .arg(need, have, unit);
    case FitReasonCode::AvailableRacks:
        return QCoreApplication::translate("FitReason", "needs %1 racks, %2 are free").arg(need, have);
    case FitReasonCode::DualFeeds:
        return QCoreApplication::translate("FitReason", "A+B feeds required, the racks have one feed");
    case FitReasonCode::FeedLossThrottled:
        return QCoreApplication::translate("FitReason", "on one feed the servers' PSUs cannot give full power");
    case FitReasonCode::Licence: return QCoreApplication::translate("FitReason", "no %1 licence").arg(item);
    case FitReasonCode::IcpFiling: return QCoreApplication::translate("FitReason", "ICP filing regime does not match");
    case FitReasonCode::Certification: return QCoreApplication::translate("FitReason", "no %1 certification").arg(item);
    case FitReasonCode::UptimeTier:
        return QCoreApplication::translate("FitReason", "tier %1 required, the site is tier %2").arg(need, have);
    case FitReasonCode::Gb50174Grade:
        return QCoreApplication::translate("FitReason", "GB 50174 grade below the requirement");
    case FitReasonCode::BgpLines:
        return QCoreApplication::translate("FitReason", "%1 BGP lines required, the site has %2").arg(need, have);
    case FitReasonCode::DdosCapacity:
        return QCoreApplication::translate("FitReason", "DDoS protection %1 Gbps required, the site states %2")
            .arg(need, have);
    case FitReasonCode::SelfOperated:
        return QCoreApplication::translate("FitReason", "a self-operated site is required");
    case FitReasonCode::InletClass:
        return QCoreApplication::translate("FitReason", "inlet temperatures wider than the equipment accepts (%1)")
            .arg(item);
    }
    return QString::fromStdString(r.message);
}

} // namespace gputco::ui
