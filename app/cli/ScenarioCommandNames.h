#pragma once

namespace gputco::cli {

/// The scenario commands' names and summaries, defined once: gpu-tco-cli lists `report` with the same words as
/// gpu-tco-report's command and hands it over (ReportProgram.h); evaluate and recommend run in gpu-tco-cli.
struct ScenarioCommandName {
    const char* name;
    const char* summary;
};

inline constexpr ScenarioCommandName kRecommendCommand{
    "recommend", "Cheapest feasible cards, precisions and splits for a scenario, and the cost-latency front."};
inline constexpr ScenarioCommandName kEvaluateCommand{
    "evaluate", "Every figure of a saved scenario (.gputco.json), as the window computes it."};
inline constexpr ScenarioCommandName kReportCommand{
    "report", "Write a scenario's PDF report (as File > Export report), without a display."};

/// The commands gpu-tco-report runs for gpu-tco-cli: only `report` needs the widget stack.
inline constexpr ScenarioCommandName kReportProgramCommands[] = {kReportCommand};

} // namespace gputco::cli
