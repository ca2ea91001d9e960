#include "CliTestSupport.h"

#include "cli/CliRunner.h"

#include <QJsonDocument>
#include <QTextStream>

QJsonObject CliRun::json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }

CliRun runCliWith(const QStringList& arguments)
{
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = gputco::cli::runCli(QStringList{QStringLiteral("gpu-tco-cli")} + arguments, out, err);
    return run;
}
