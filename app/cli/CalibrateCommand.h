#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli calibrate`: fits a card's efficiency profile (compute share, bandwidth share, step overhead, power
/// at idle and full load) to a vLLM benchmark_serving.py result and an nvidia-smi log, prints measured against
/// predicted, and with --save stores it as the card's measured-yours profile.
class CalibrateCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    QString helpFooter() const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
