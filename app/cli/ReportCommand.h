#pragma once

#include "cli/CliCommand.h"

namespace gputco::cli {

/// `gpu-tco-cli report SCENARIO.json -o FILE.pdf [--lang zh_CN] [--page a4|letter] [--landscape] [--compare B.json]`:
/// the PDF report of File > Export report, written without a display. app/gpu-tco-report/main.cpp gives this command a
/// QApplication on the offscreen platform, since the charts are Qt widgets.
class ReportCommand final : public CliCommand {
public:
    QString name() const override;
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    bool takesArguments() const override { return true; }
    int run(const QCommandLineParser& parser, CliStreams& io) const override;

    /// True when `arguments` (argv without the program) run this command: main() then builds a QApplication.
    static bool needsWidgets(int argc, char* argv[]);
};

} // namespace gputco::cli
