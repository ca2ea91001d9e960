#include "Version.h"
#include "cli/CliRunner.h"
#include "cli/ReportProgram.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char* argv[])
{
    // evaluate, recommend and report run in gpu-tco-report, installed beside this program: handing them over before
    // anything else keeps every other command free of the widget, chart, OpenGL and D-Bus libraries.
    if (argc > 1 && gputco::cli::runsInReportProgram(argv[1]))
        return gputco::cli::execReportProgram(argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QString::fromLatin1(gputco::kOrganizationName));
    QCoreApplication::setApplicationName(QString::fromLatin1(gputco::kDataApplicationName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(gputco::kVersion));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return gputco::cli::runCli(QCoreApplication::arguments(), out, err, gputco::cli::cliProgramCommands());
}
