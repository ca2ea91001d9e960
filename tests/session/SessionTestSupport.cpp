#include "SessionTestSupport.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace gputco::sessiontest {

QCoreApplication& application()
{
    static int argc = 1;
    static char name[] = "session_tests";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = [] {
        QStandardPaths::setTestModeEnabled(true); // QSettings and data paths go to a test location
        // CTest runs test cases as processes side by side: each gets settings of its own.
        static QTemporaryDir settingsFolder;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsFolder.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsFolder.path());
        auto* a = new QCoreApplication(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("gputco-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("session_tests"));
        return a;
    }();
    return *app;
}

} // namespace gputco::sessiontest
