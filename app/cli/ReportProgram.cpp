#include "cli/ReportProgram.h"

#include "cli/CliCommands.h"
#include "cli/ScenarioCommandNames.h"
#include "cli/lite/ProgramHandOff.h"

#include <QTextStream>

namespace gputco::cli {

namespace {

/// Listed by gpu-tco-cli --help; main() hands the command to gpu-tco-report before any parsing, so run() is
/// reached only by a caller that skipped that step.
class ReportProgramCommand final : public CliCommand {
public:
    explicit ReportProgramCommand(ScenarioCommandName command)
        : command_(command)
    {
    }
    QString name() const override { return QString::fromLatin1(command_.name); }
    QString summary() const override { return QString::fromLatin1(command_.summary); }
    void addOptions(QCommandLineParser&) const override {}
    int run(const QCommandLineParser&, CliStreams& io) const override
    {
        io.err << "gpu-tco-cli " << name() << ": this command runs in " << kReportProgram << '\n';
        io.err.flush();
        return ExitFailure;
    }

private:
    ScenarioCommandName command_;
};

} // namespace

std::vector<std::unique_ptr<CliCommand>> cliProgramCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands = coreCommands();
    for (const ScenarioCommandName& c : kReportProgramCommands)
        commands.push_back(std::make_unique<ReportProgramCommand>(c));
    return commands;
}

} // namespace gputco::cli
