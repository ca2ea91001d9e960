#include "window/MainWindowHost.h"

#include "format/Format.h"
#include "i18n/Language.h"
#include "preferences/PreferencesDialog.h"
#include "preferences/PresentationScale.h"
#include "preferences/Theme.h"
#include "session/LiveEvaluation.h"
#include "session/PreferencesStore.h"
#include "session/PreferredScenario.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "window/MainWindow.h"

#include <QTabWidget>

namespace gputco::ui {

void applyStartupPreferences(const Preferences& preferences)
{
    installLanguage(localeForLanguage(preferences.language));
    format::setMemoryUnit(preferences.memoryUnit);
    applyTheme(preferences.theme);
}

MainWindowHost::MainWindowHost(ScenarioSession& session, PreferencesStore& preferences, QObject* parent)
    : QObject(parent)
    , session_(session)
    , preferences_(preferences)
{
    build();
    connect(&preferences_, &PreferencesStore::changed, this, &MainWindowHost::apply);
}

MainWindowHost::~MainWindowHost() { delete window_; }

void MainWindowHost::build()
{
    window_ = new MainWindow(session_);
    connect(window_, &MainWindow::preferencesRequested, this, &MainWindowHost::editPreferences);
    window_->setNewScenario(
        [this] { return preferredNewScenario(preferences_.current(), *session_.evaluation().catalogue()); });
    ScenarioFileActions* files = window_->fileActions();
    files->setCurrentFile(file_);
    files->setReportPaper(preferences_.current().reportPaper);
    connect(files, &ScenarioFileActions::currentPathChanged, this, [this, files] { file_ = files->currentFile(); });
    applyPresentationScale(window_->tabs(), preferences_.current().presentationPercent);
}

void MainWindowHost::rebuild()
{
    MainWindow* old = window_;
    const QByteArray geometry = old->saveGeometry();
    const QByteArray state = old->saveState();
    const int tab = old->tabs()->currentIndex();
    const bool visible = old->isVisible();

    build();
    window_->restoreGeometry(geometry);
    window_->restoreState(state);
    window_->tabs()->setCurrentIndex(tab);
    if (visible)
        window_->show(); // first, so the application never sees its last window go
    // Deleted later: the change may come from a slot of the old window (its menu, its dialog).
    old->hide();
    old->deleteLater();
    emit windowRebuilt(window_);
}

void MainWindowHost::editPreferences()
{
    Preferences chosen;
    {
        // Destroyed before the change is applied: applying may replace its parent window.
        PreferencesDialog dialog(preferences_.current(), *session_.evaluation().catalogue(), window_);
        if (dialog.exec() != QDialog::Accepted)
            return;
        chosen = dialog.preferences();
    }
    preferences_.set(chosen);
}

void MainWindowHost::apply(const Preferences& previous)
{
    const Preferences& now = preferences_.current();
    window_->fileActions()->setReportPaper(now.reportPaper);
    if (now.theme != previous.theme)
        applyTheme(now.theme);
    if (now.currency != previous.currency || now.cnyPerUsd != previous.cnyPerUsd
        || now.cnyPerEur != previous.cnyPerEur) {
        // One undoable scenario edit: the views, the report and the status line all re-render from it.
        session_.editor().editEconomics(tr("Change currency to %1").arg(QString::fromStdString(now.currency)),
                                        [&now](EconomicsState& e) { applyCurrencyPreference(e, now); });
    }
    const bool newTexts = now.language != previous.language || now.memoryUnit != previous.memoryUnit;
    if (now.language != previous.language) {
        installLanguage(localeForLanguage(now.language));
        // The evaluations carry notes written in the old language: evaluate A and B again (same catalogue, same
        // scenario, new texts).
        session_.reevaluate();
    }
    format::setMemoryUnit(now.memoryUnit);
    if (newTexts)
        rebuild(); // applies the presentation size too
    else if (now.presentationPercent != previous.presentationPercent)
        applyPresentationScale(window_->tabs(), now.presentationPercent);
}

} // namespace gputco::ui
