#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QSettings;
class QWidget;

namespace gputco {
class ScenarioSession;
} // namespace gputco

namespace gputco::ui {

/// Whether opening B records its path in the settings (a screenshot run must not change the user's B).
enum class RememberB { Yes, No };

/// File > Compare with scenario B..., Pin current as B and Clear B for one window. B comes from a scenario
/// file (read like File > Open, with the same messages) or from a snapshot of the window's scenario; A, its
/// undo history and its file are never touched. B's file, or a pinned B's scenario itself, is remembered in
/// QSettings so a restart brings it back.
class ComparedScenarioActions final : public QObject {
    Q_OBJECT
public:
    ComparedScenarioActions(ScenarioSession& session, QWidget& window);

    /// Adds the three actions to `menu`.
    void addTo(QMenu& menu);
    QAction* compareAction() const { return compare_; }
    QAction* pinAction() const { return pin_; }
    QAction* clearAction() const { return clear_; }

    // The work behind the actions, without dialogs (tests and the command line call these).
    /// Opens `path` as B: empty on success, else the message the user sees (B and A unchanged).
    QString openFile(const QString& path, RememberB remember = RememberB::Yes);
    /// B becomes a copy of the window's scenario as it is now.
    void pinCurrent();
    void clear();
    /// Opens the B remembered in `settings` if there is one (a file that still exists, or a pinned scenario);
    /// returns the problem if it no longer reads (and forgets it), else empty.
    QString restore(QSettings& settings);

    /// The QSettings key holding B's file.
    static QString settingsKey();
    /// Where a pinned B (which has no file) is kept: its scenario file text.
    static QString pinnedSettingsKey();

private:
    void chooseFile();
    void updateActions();

    ScenarioSession& session_;
    QWidget& window_;
    QAction* compare_;
    QAction* pin_;
    QAction* clear_;
};

} // namespace gputco::ui
