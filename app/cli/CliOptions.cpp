#include "cli/CliOptions.h"

#include "cli/CliCommand.h"

#include <QTextStream>

namespace gputco::cli {

int reportUsageError(QTextStream& err, const QString& command, const Error& error)
{
    err << QString::fromStdString(usageErrorText(command.toStdString(), error));
    err.flush();
    return ExitUsage;
}

} // namespace gputco::cli
