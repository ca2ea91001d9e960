#include "cli/ReportProgram.h"

#include "cli/CliCommands.h"
#include "cli/ScenarioCommandNames.h"

#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <unistd.h>

namespace gputco::cli {

namespace {

constexpr const char* kReportProgram = "gpu-tco-report";

// The program beside this one (both are installed to the same bin folder and built to the same folder).
std::string besideThisProgram(const char* name)
{
    char self[4096];
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return name;
    std::string path(self, static_cast<std::size_t>(n));
    const std::size_t slash = path.rfind('/');
    return (slash == std::string::npos ? std::string() : path.substr(0, slash + 1)) + name;
}

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

bool runsInReportProgram(const char* command)
{
    for (const ScenarioCommandName& c : kReportProgramCommands)
        if (std::strcmp(command, c.name) == 0)
            return true;
    return false;
}

int execReportProgram(char* argv[])
{
    const std::string program = besideThisProgram(kReportProgram);
    execv(program.c_str(), argv);
    // Only here when the exec failed: the program is missing or cannot run.
    std::fprintf(stderr, "gpu-tco-cli %s: cannot start %s (%s): it is installed beside gpu-tco-cli and runs %s\n",
                 argv[1], program.c_str(), std::strerror(errno), "report");
    return ExitFailure;
}

std::vector<std::unique_ptr<CliCommand>> cliProgramCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands = coreCommands();
    for (const ScenarioCommandName& c : kReportProgramCommands)
        commands.push_back(std::make_unique<ReportProgramCommand>(c));
    return commands;
}

} // namespace gputco::cli
