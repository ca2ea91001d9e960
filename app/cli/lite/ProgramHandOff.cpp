#include "cli/lite/ProgramHandOff.h"

#include "cli/ScenarioCommandNames.h"
#include "cli/lite/UsageError.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <unistd.h>

namespace gputco::cli {
namespace {

// The program beside this one (all are installed to the same bin folder and built to the same folder).
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

} // namespace

int execBeside(const char* program, char* argv[], const char* runs)
{
    const std::string path = besideThisProgram(program);
    execv(path.c_str(), argv);
    // Only here when the exec failed: the program is missing or cannot run.
    std::fprintf(stderr, "gpu-tco-cli %s: cannot start %s (%s): it is installed beside gpu-tco-cli and runs %s\n",
                 argv[1] ? argv[1] : "", path.c_str(), std::strerror(errno), runs);
    return ExitFailure;
}

bool runsInReportProgram(const char* command)
{
    for (const ScenarioCommandName& c : kReportProgramCommands)
        if (std::strcmp(command, c.name) == 0)
            return true;
    return false;
}

int execReportProgram(char* argv[]) { return execBeside(kReportProgram, argv, "report"); }

} // namespace gputco::cli
