#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli serve`: a continuous-batching server simulated under load: P50-P99 latencies at a rate and the
/// capacity that meets P99 targets.
class ServeCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    QString helpFooter() const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
