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

} // namespace gputco::ui
