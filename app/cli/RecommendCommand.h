#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli recommend SCENARIO.json [--top N] [--json]`: the cheapest feasible options for a workload
/// over cards x precision x split (x facility), their cost-latency Pareto front, and what was left out.
/// The scenario file format is the minimal one in docs/MODEL.md, "Recommender".
class RecommendCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
