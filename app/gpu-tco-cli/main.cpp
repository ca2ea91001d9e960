#include "cli/lite/FastInfer.h"
#include "cli/lite/ProgramHandOff.h"

#include <string_view>

// gpu-tco-cli, without Qt: the dynamic loading of Qt Core alone takes longer than a whole `infer` answer
// (docs/PERFORMANCE.md), so `infer` and `serve` on a ready catalogue are answered here, and every other call replaces
// this process with the program that runs it (ProgramHandOff.h), on the same arguments.
int main(int argc, char* argv[])
{
    using namespace gputco::cli;
    if (argc > 1 && runsInReportProgram(argv[1]))
        return execReportProgram(argv);
    if (argc > 1 && std::string_view(argv[1]) == "infer")
        if (const auto exitCode = runInferFast(argc, argv))
            return *exitCode;
    if (argc > 1 && std::string_view(argv[1]) == "serve")
        if (const auto exitCode = runServeFast(argc, argv))
            return *exitCode;
    return execBeside(kQtCommandProgram, argv, "every command but report");
}
