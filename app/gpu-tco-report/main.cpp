#include "Version.h"
#include "cli/CliRunner.h"
#include "cli/ReportCommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

// gpu-tco-report: `report` with the widget stack it needs. gpu-tco-cli replaces itself with this program for it
// (app/cli/ReportProgram.h); it takes every other command on its own too.
int main(int argc, char* argv[])
{
    // `report` draws Qt Charts widgets: it alone gets a QApplication, on the offscreen platform unless one is
    // asked for, so it runs without a display. Every other command stays a plain QCoreApplication.
    const bool widgets = gputco::cli::ReportCommand::needsWidgets(argc, argv);
    if (widgets && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app =
        widgets ? std::make_unique<QApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QString::fromLatin1(gputco::kOrganizationName));
    QCoreApplication::setApplicationName(QString::fromLatin1(gputco::kDataApplicationName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(gputco::kVersion));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return gputco::cli::runCli(QCoreApplication::arguments(), out, err);
}
