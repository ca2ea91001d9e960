#pragma once

namespace gputco::cli {

/// A command that reads scenario files or draws a report. gpu-tco-cli lists these with the same words as the
/// commands themselves (they are defined once, here) and hands them to gpu-tco-report (ReportProgram.h).
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

/// In the order `gpu-tco-cli --help` lists them, after the other commands.
inline constexpr ScenarioCommandName kScenarioCommands[] = {kRecommendCommand, kEvaluateCommand, kReportCommand};

} // namespace gputco::cli
