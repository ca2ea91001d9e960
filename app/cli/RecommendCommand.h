#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli recommend SCENARIO.json [--top N] [--json]`: the cheapest feasible options for a workload
/// over cards x precision x split (x facility), their cost-latency Pareto front, and what was left out.
/// It reads the scenario file evaluate and report read (docs/SCENARIO_FORMAT.md, with its "constraints"), and
/// still the old recommend file of docs/MODEL.md, "Recommender", with a note naming each old key's new key.
class RecommendCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    QString helpFooter() const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
