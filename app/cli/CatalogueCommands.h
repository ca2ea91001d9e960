#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// Which catalogue table a listing command shows.
enum class CatalogueList { Cards, Servers, Facilities, Clouds };

/// `gpu-tco-cli cards | servers | facilities | clouds [--json] [--database PATH]`: lists one table of the
/// catalogue as a readable table, or as a JSON array whose keys are the CSV columns (docs/DATABASE.md).
class CatalogueListCommand final : public CliCommand {
public:
    explicit CatalogueListCommand(CatalogueList list)
        : list_(list)
    {
    }

    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    int run(const QCommandLineParser& parser, CliStreams& io) const override;

private:
    CatalogueList list_;
};

} // namespace gputco::cli
