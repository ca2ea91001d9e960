#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli db export DIR | import FILE.csv --table NAME | check`: the catalogue file's CSV import and
/// export (all-or-nothing imports with a row/column/reason report) and its integrity and rule check.
class DbCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    int run(const QCommandLineParser& parser, CliStreams& io) const override;

private:
    int exportTables(const QCommandLineParser& parser, const QString& folder, CliStreams& io) const;
    int importTable(const QCommandLineParser& parser, const QString& file, CliStreams& io) const;
    int check(const QCommandLineParser& parser, CliStreams& io) const;
};

} // namespace gputco::cli
