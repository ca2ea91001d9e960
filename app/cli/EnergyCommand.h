#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli energy`: energy, electricity cost and CO2 of a constant load over a period.
class EnergyCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
