#include "UiTestSupport.h"

#include <QApplication>
#include <QMainWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>

#include <tuple>

namespace gputco::ui::test {

QStringList squeezedDockTabs(const QMainWindow& window)
{
    QStringList squeezed;
    // The dock tab bars are the window's own children (the views' tab bar belongs to the central QTabWidget).
    // A QTabBar's size hint is its tabs at full width; narrower than that, it elides their titles.
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && bar->width() < bar->sizeHint().width())
            for (int i = 0; i < bar->count(); ++i)
                squeezed << bar->tabText(i);
    return squeezed;
}

QApplication& application()
{
    static int argc = 1;
    static char name[] = "ui_tests";
    static char* argv[] = {name, nullptr};
    static QApplication* app = [] {
        QStandardPaths::setTestModeEnabled(true); // QSettings and data paths go to a test location
        // CTest runs test cases as processes side by side: each gets settings of its own, or one case's writes
        // (a pinned scenario B, a cleared group) land in another's "restart" half-way through it.
        static QTemporaryDir settingsFolder;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsFolder.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsFolder.path());
        auto* a = new QApplication(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("gputco-tests"));
        QApplication::setApplicationName(QStringLiteral("ui_tests"));
        return a;
    }();
    return *app;
}

} // namespace gputco::ui::test
