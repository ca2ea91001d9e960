#include "Version.h"
#include "cli/CliRunner.h"
#include "cli/ReportProgram.h"
#include "cli/lite/ProgramHandOff.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char* argv[])
{
    // report runs in gpu-tco-report, installed beside this program: handing it over before anything else keeps
    // every other command (evaluate and recommend too) free of the widget, chart, GUI, OpenGL and D-Bus libraries.
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
