#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli site`: shows or sets the catalogue's "Our site" (racks, kW per rack, air or liquid, rent per
/// rack-month, electricity price, PUE). Bad input is refused naming the option and its range; nothing is written.
class SiteCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    QString helpFooter() const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
