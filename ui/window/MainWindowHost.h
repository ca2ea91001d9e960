#pragma once

#include "scenariofile/ScenarioFileActions.h"

#include <QObject>
#include <QPointer>

namespace gputco {
class PreferencesStore;
class ScenarioSession;
struct Preferences;
} // namespace gputco

namespace gputco::ui {

class MainWindow;

/// Keeps the main window in step with the preferences. The window only assembles widgets and the session holds
/// every piece of state, so a new language or memory unit is applied by building the window again from the same
/// session (geometry, dock layout and the view in front kept); the theme, the presentation font size and the
/// display currency are applied to the window as it is. The host also holds what must outlive a window: the
/// scenario's file, and what a reset goes back to (the preferences' new-scenario defaults).
class MainWindowHost final : public QObject {
    Q_OBJECT
public:
    MainWindowHost(ScenarioSession& session, PreferencesStore& preferences, QObject* parent = nullptr);
    ~MainWindowHost() override;

    MainWindow* window() const { return window_; }
    /// The file the scenario was last opened from or saved to, whichever window did it.
    const CurrentScenarioFile& currentFile() const { return file_; }

    /// Edit > Preferences: the dialog, then the chosen values to the store.
    void editPreferences();

signals:
    /// A new window replaced the old one (which is deleted later).
    void windowRebuilt(gputco::ui::MainWindow* window);

private:
    void build();
    void rebuild();
    void apply(const Preferences& previous);

    ScenarioSession& session_;
    PreferencesStore& preferences_;
    QPointer<MainWindow> window_;
    CurrentScenarioFile file_; ///< here, not in the window: a rebuilt window still saves to the same file
};

/// Sets the process-wide parts of the preferences before any window exists: language (translations, number and
/// date formats), memory unit and theme.
void applyStartupPreferences(const Preferences& preferences);

} // namespace gputco::ui
