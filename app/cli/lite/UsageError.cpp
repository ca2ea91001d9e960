#include "cli/lite/UsageError.h"

namespace gputco::cli {

Error asOptionError(Error error)
{
    if (!error.field.empty() && error.field.rfind("--", 0) != 0)
        error.field = "--" + error.field;
    return error;
}

std::string usageErrorText(const std::string& command, const Error& error)
{
    return "gpu-tco-cli " + command + ": " + error.describe() + "\nRun 'gpu-tco-cli " + command
           + " --help' for the options.\n";
}

} // namespace gputco::cli
