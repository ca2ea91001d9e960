#include "memory/Workload.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {

constexpr EnumNameTable<WorkloadMode, 4> kModes{{{WorkloadMode::Inference, "inference"},
                                                 {WorkloadMode::Training, "training"},
                                                 {WorkloadMode::Lora, "lora"},
                                                 {WorkloadMode::Qlora, "qlora"}}};
constexpr EnumNameTable<Optimizer, 4> kOptimizers{{{Optimizer::AdamW, "adamw"},
                                                   {Optimizer::Adam8bit, "adam8bit"},
                                                   {Optimizer::Sgd, "sgd"},
                                                   {Optimizer::Adafactor, "adafactor"}}};
constexpr EnumNameTable<Recompute, 3> kRecompute{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};

} // namespace

std::string_view workloadModeName(WorkloadMode mode) { return enumName(kModes, mode); }
std::optional<WorkloadMode> parseWorkloadMode(std::string_view text) { return parseEnum(kModes, text); }
std::string workloadModeChoices() { return enumChoices(kModes); }
std::string_view optimizerName(Optimizer optimizer) { return enumName(kOptimizers, optimizer); }
std::optional<Optimizer> parseOptimizer(std::string_view text) { return parseEnum(kOptimizers, text); }
std::string optimizerChoices() { return enumChoices(kOptimizers); }
std::string_view recomputeName(Recompute recompute) { return enumName(kRecompute, recompute); }
std::optional<Recompute> parseRecompute(std::string_view text) { return parseEnum(kRecompute, text); }
std::string recomputeChoices() { return enumChoices(kRecompute); }

bool isTrainingMode(WorkloadMode mode) { return mode != WorkloadMode::Inference; }

std::string parallelismText(const Parallelism& p)
{
    std::string text;
    const auto add = [&text](const char* name, int degree) {
        if (degree > 1)
            text += (text.empty() ? "" : " ") + std::string(name) + std::to_string(degree);
    };
    add("TP", p.tensor);
    add("PP", p.pipeline);
    add("DP", p.data);
    return text;
}

} // namespace gputco
