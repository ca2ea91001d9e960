#include "CatalogueLoading.h"
#include "GuiOptions.h"
#include "Version.h"

#include "catalogue/CatalogueSnapshotLoader.h"
#include "commands/ScenarioEditor.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioSession.h"
#include "settings/ScenarioSettings.h"
#include "window/MainWindow.h"
#include "window/WidgetCapture.h"

#include <QApplication>
#include <QSettings>
#include <QTextStream>

#include <cstdio>

// Composition root: reads the command line, loads the catalogue, builds the session and the window.
int main(int argc, char* argv[])
{
    // A screenshot needs no display: pick the offscreen platform before Qt opens one.
    if (gputco::gui::wantsScreenshot(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QString::fromLatin1(gputco::kOrganizationName));
    QApplication::setApplicationName(QString::fromLatin1(gputco::kDataApplicationName));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU TCO Explorer"));
    QApplication::setApplicationVersion(QString::fromLatin1(gputco::kVersion));

    QTextStream err(stderr);
    QString error;
    const auto options = gputco::gui::parseGuiOptions(QApplication::arguments(), gputco::ui::MainWindow::viewNames(),
                                                      error);
    if (!options) {
        err << error << '\n';
        return 2;
    }

    auto database = gputco::gui::openCatalogue(options->databasePath, error);
    if (!database) {
        err << QCoreApplication::translate("main", "--database: %1").arg(error) << '\n';
        return 1;
    }
    const auto catalogue = gputco::ui::snapshotOf(*database);
    for (const std::string& warning : catalogue->warnings)
        err << QString::fromStdString(warning) << '\n';

    gputco::ui::ScenarioSession session(catalogue);
    std::optional<gputco::ui::ScenarioState> saved;
    if (!options->freshScenario)
        saved = gputco::ui::loadScenario(QSettings());
    gputco::ui::ScenarioState state = saved.value_or(gputco::ui::ScenarioState{});
    if (!saved)
        state.selectedCardIds = gputco::ui::defaultCardSelection(*catalogue);
    session.editor().resetTo(state);

    gputco::ui::MainWindow window(session);
    if (!options->freshScenario)
        window.restoreLayout();
    if (!options->view.isEmpty())
        window.showView(options->view);

    if (!options->screenshotPath.isEmpty()) {
        window.resize(options->width, options->height);
        window.show();
        QApplication::processEvents();
        const QString failure = gputco::ui::saveWidgetPng(window, options->screenshotPath);
        if (!failure.isEmpty()) {
            err << QCoreApplication::translate("main", "--screenshot: cannot write %1: %2")
                       .arg(options->screenshotPath, failure)
                << '\n';
            return 1;
        }
        return 0;
    }

    QObject::connect(&app, &QApplication::aboutToQuit, &session, [&session] {
        QSettings settings;
        gputco::ui::saveScenario(settings, session.scenario().state());
    });
    window.show();
    return QApplication::exec();
}
