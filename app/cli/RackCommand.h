#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli rack --server ID --servers N [--facility ID] [--json]`: servers per rack and the constraint
/// that binds, racks, IT and facility kW, heat, cooling tons, airflow, feed currents, cooling method; with a
/// facility, whether it fits and every reason it does not (docs/MODEL.md, "Rack, power feed and cooling",
/// "Facility fit").
class RackCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CliStreams& io) const override;
};

} // namespace gputco::cli
