#include "Version.h"
#include "cli/CliRunner.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QString::fromLatin1(gputco::kOrganizationName));
    QCoreApplication::setApplicationName(QString::fromLatin1(gputco::kDataApplicationName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(gputco::kVersion));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return gputco::cli::runCli(QCoreApplication::arguments(), out, err);
}
