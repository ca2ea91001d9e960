#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli models [--json]` lists the catalogue's models (presets and the user's own) with the parameter
/// count core derives next to the published one; `gpu-tco-cli models import FILE [--json]` imports a Hugging Face
/// config.json into the catalogue and prints the model it stored (all or nothing).
class ModelsCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    int run(const QCommandLineParser& parser, CliStreams& io) const override;

private:
    int list(const QCommandLineParser& parser, CliStreams& io) const;
    int import(const QCommandLineParser& parser, const QString& file, CliStreams& io) const;
};

} // namespace gputco::cli
