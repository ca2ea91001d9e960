#include "scenario/ScenarioState.h"

#include "util/EnumNames.h"

namespace gputco {

namespace {
constexpr EnumNameTable<TaskMode, 5> kTaskModes{{{TaskMode::PreTraining, "pre-training"},
                                                 {TaskMode::FullFineTune, "full-fine-tune"},
                                                 {TaskMode::Lora, "lora"},
                                                 {TaskMode::Qlora, "qlora"},
                                                 {TaskMode::Inference, "inference"}}};
} // namespace

WorkloadMode workloadModeFor(TaskMode mode)
{
    switch (mode) {
    case TaskMode::PreTraining:
    case TaskMode::FullFineTune: return WorkloadMode::Training;
    case TaskMode::Lora: return WorkloadMode::Lora;
    case TaskMode::Qlora: return WorkloadMode::Qlora;
    case TaskMode::Inference: return WorkloadMode::Inference;
    }
    return WorkloadMode::Inference;
}

bool isTrainingTask(TaskMode mode) { return mode != TaskMode::Inference; }

std::string_view taskModeName(TaskMode mode) { return enumName(kTaskModes, mode); }
std::optional<TaskMode> parseTaskMode(std::string_view text) { return parseEnum(kTaskModes, text); }

} // namespace gputco
