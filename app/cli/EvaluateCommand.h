#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli evaluate SCENARIO.json [--json] [--database PATH]`: every figure the window shows for a saved
/// scenario (memory fit, deployment or training run, power, energy, cost, cloud), computed by the window's own
/// ScenarioEvaluator so the numbers are the same.
class EvaluateCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
