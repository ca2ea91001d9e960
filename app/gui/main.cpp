#include "CatalogueLoading.h"
#include "GuiOptions.h"
#include "Version.h"

#include "scenario/DefaultCardSelection.h"
#include "scenariofile/ComparedScenarioActions.h"
#include "scenariofile/ScenarioFileActions.h"
#include "session/CatalogueStore.h"
#include "session/PreferencesStore.h"
#include "session/PreferredScenario.h"
#include "session/RecommendationSearch.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "session/ScenarioSettings.h"
#include "window/MainWindow.h"
#include "window/MainWindowHost.h"
#include "window/WidgetCapture.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>
#include <utility>

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
    // Desktop integration: the id names the installed .desktop file (resources/CMakeLists.txt), so docks and
    // task bars match the running window to its launcher and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gputco.GpuTcoExplorer"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-tco.svg")));

    // Language (the preference, else the system's: LANG, LANGUAGE), memory unit and theme before any widget.
    gputco::PreferencesStore preferences;
    gputco::ui::applyStartupPreferences(preferences.current());

    QTextStream err(stderr);
    QString error;
    const auto options =
        gputco::gui::parseGuiOptions(QApplication::arguments(), gputco::ui::MainWindow::acceptedViewNames(), error);
    if (!options) {
        err << error << '\n';
        return 2;
    }

    auto database = gputco::gui::openCatalogue(options->databasePath, error);
    if (!database) {
        err << QCoreApplication::translate("main", "--database: %1").arg(error) << '\n';
        return 1;
    }
    // Edits in the catalogue view write through the store; declared before the session, so it outlives it.
    gputco::CatalogueStore catalogueStore(*database);
    // The window shows at once on an empty catalogue while the file's is read off the GUI thread (100,065 cards took
    // seconds); the scenario of the last session is restored for the catalogue when it lands, before it is evaluated.
    gputco::ScenarioSession session(std::make_shared<const gputco::CatalogueSnapshot>());
    session.attachCatalogueStore(catalogueStore);
    bool scenarioRestored = false; // until then the session holds the empty catalogue's placeholder scenario
    session.loadCatalogue([&](const std::shared_ptr<const gputco::CatalogueSnapshot>& catalogue) {
        for (const std::string& warning : catalogue->warnings)
            err << QString::fromStdString(warning) << '\n';
        std::optional<gputco::ScenarioState> saved;
        if (!options->freshScenario) {
            auto restored = gputco::loadScenario(QSettings(), catalogue.get());
            if (restored)
                saved = std::move(restored).value();
            else
                err << QString::fromStdString(restored.error().describe()) << '\n';
        }
        gputco::ScenarioState state = saved.value_or(gputco::ScenarioState{});
        if (!saved) {
            state.selectedCardIds = gputco::defaultCardSelection(*catalogue);
            gputco::applyNewScenarioPreferences(state, preferences.current(), *catalogue);
        }
        session.editor().resetTo(state);
        scenarioRestored = true;
        err.flush();
    });

    gputco::ui::MainWindowHost host(session, preferences);
    gputco::ui::MainWindow& window = *host.window();
    if (!options->freshScenario)
        window.restoreLayout();
    if (!options->view.isEmpty())
        window.showView(options->view);
    // A scenario or B named on the command line is read against the catalogue, and a screenshot shows the loaded
    // catalogue: those wait for it (the window is not shown yet).
    if (!options->scenarioPath.isEmpty() || !options->comparePath.isEmpty() || !options->screenshotPath.isEmpty())
        session.waitForCatalogue();
    // The scenario named on the command line (a double-click on a .gputco.json file runs `gpu-tco FILE`).
    if (!options->scenarioPath.isEmpty()) {
        const QString problem = window.fileActions()->openFile(options->scenarioPath);
        if (!problem.isEmpty()) {
            err << problem << '\n';
            if (!options->screenshotPath.isEmpty())
                return 2;
            // Started from a file manager, nobody reads stderr: say it in the window, which keeps the last scenario.
            QMessageBox::warning(&window, QCoreApplication::translate("main", "Open scenario"), problem);
        }
    }
    // Scenario B: the one named on the command line, else the one of the last session if its file still reads.
    if (!options->comparePath.isEmpty()) {
        const QString problem = window.comparedScenarioActions()->openFile(
            options->comparePath, options->freshScenario ? gputco::ui::RememberB::No : gputco::ui::RememberB::Yes);
        if (!problem.isEmpty()) {
            err << QCoreApplication::translate("main", "--compare: %1").arg(problem) << '\n';
            return 2;
        }
    } else if (!options->freshScenario) {
        // B of the last session is read against the catalogue (its cards), so once the catalogue is there.
        const auto restoreB = [&host, &err] {
            QSettings settings;
            const QString problem = host.window()->comparedScenarioActions()->restore(settings);
            if (!problem.isEmpty())
                err << problem << '\n';
            err.flush();
        };
        if (!session.catalogueLoading())
            restoreB();
        else
            QObject::connect(&session, &gputco::ScenarioSession::catalogueLoadingChanged, &session,
                             [restoreB, restored = false](bool loading) mutable {
                                 if (!loading && !std::exchange(restored, true))
                                     restoreB();
                             });
    }

    if (!options->screenshotPath.isEmpty()) {
        window.resize(options->width, options->height);
        window.show();
        QApplication::processEvents();
        // The recommendation is searched off the GUI thread: a picture shows its answer, not "Updating...".
        window.waitForBackgroundWork();
        QApplication::processEvents();
        const QString failure = gputco::ui::saveWidgetPng(window, options->screenshotPath);
        if (!failure.isEmpty()) {
            err << QCoreApplication::translate("main", "--screenshot: cannot write %1: %2")
                       .arg(options->screenshotPath, failure)
                << '\n';
            return 1;
        }
        // A big catalogue's recommendation search, not waited for outside the Recommend view, cannot be stopped
        // half-way: the picture is written and nothing else is, so leave without waiting for it to end.
        if (session.recommendationSearch().busy()) {
            err.flush();
            std::fflush(nullptr);
            std::_Exit(0);
        }
        return 0;
    }

    QObject::connect(&app, &QApplication::aboutToQuit, &session, [&session, &scenarioRestored] {
        if (!scenarioRestored)
            return; // closed while the catalogue loaded: the last session's scenario stays as it was saved
        QSettings settings;
        gputco::saveScenario(settings, session.scenario().state());
    });
    window.show();
    return QApplication::exec(); // a language change replaces the window: host.window() is the current one
}
