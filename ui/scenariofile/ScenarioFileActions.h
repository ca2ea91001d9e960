#pragma once

#include "scenariofile/ScenarioDocument.h"

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>
#include <string>

class QAction;
class QMenu;
class QWidget;

namespace gputco {
class ScenarioSession;
} // namespace gputco

namespace gputco::ui {

struct ComparedEvaluation;
struct ReportOptions;

/// The file a scenario belongs to. Held by whoever outlives the window (MainWindowHost), so a window built
/// again for a new language still saves where the last one did.
struct CurrentScenarioFile {
    QString path;     ///< empty: never saved
    std::string name; ///< the name stored in the file, kept when saving again

    friend bool operator==(const CurrentScenarioFile&, const CurrentScenarioFile&) = default;
};

/// File > Open, Save, Save As, Open Recent and Export report for one window. Opening a file is one undo step
/// (Edit > Undo brings the previous scenario back), a bad file changes nothing and says which key is wrong,
/// and every write is atomic. The window only adds the actions to its menu.
class ScenarioFileActions final : public QObject {
    Q_OBJECT
public:
    ScenarioFileActions(ScenarioSession& session, QWidget& window);

    /// Adds Open, Open Recent, Save, Save As, a separator and Export report to `menu`.
    void addTo(QMenu& menu);

    /// The file the scenario was last opened from or saved to (empty: never saved).
    const QString& currentPath() const { return path_; }
    /// The scenario's name: the one in its file, else the file's base name, else empty.
    QString scenarioName() const;
    CurrentScenarioFile currentFile() const { return {path_, name_}; }
    /// Takes over the file of an earlier window on the same session (nothing is read): Save writes there.
    void setCurrentFile(const CurrentScenarioFile& file);

    /// The report's paper from the Preferences ("", "a4" or "letter"; see Preferences::reportPaper).
    void setReportPaper(const QString& paper) { reportPaper_ = paper; }
    const QString& reportPaper() const { return reportPaper_; }

    // The work behind the actions, without dialogs (tests call these). Each returns an empty string on
    // success, otherwise the message the user sees.
    QString openFile(const QString& path);
    QString saveTo(const QString& path);
    QString exportReport(const QString& path, const ReportOptions& options);
    /// An A/B report: the window's scenario as A, the scenario saved in `comparedScenario` as B.
    QString exportAbReport(const QString& comparedScenario, const QString& path, const ReportOptions& options);
    /// The same with B already evaluated (the window's scenario B).
    QString exportAbReport(const ComparedEvaluation& comparedScenario, const QString& path,
                           const ReportOptions& options);

    /// Before unsaved changes would be lost (quit, close, open another file): asks Save, Discard or Cancel.
    /// True when the caller may go on (saved, discarded, or nothing to lose); false when the user cancelled or
    /// the save failed.
    bool settleUnsavedChanges();
    /// Replaces the question's dialog (tests answer it); it gets the scenario's name and returns Save, Discard or
    /// Cancel.
    using UnsavedChangesQuestion = std::function<QMessageBox::StandardButton(const QString& scenarioName)>;
    void setUnsavedChangesQuestion(UnsavedChangesQuestion question) { askUnsaved_ = std::move(question); }

signals:
    /// After an open or a save; currentFile() has the path and the stored name.
    void currentPathChanged(const QString& path);

private:
    void open();
    void openRecent(const QString& path);
    bool save();
    bool saveAs();
    void exportReportInteractively(bool landscape);
    void exportAbReportInteractively();
    void fillRecentMenu();
    void updateTitle();
    void warn(const QString& title, const QString& text) const;
    QMessageBox::StandardButton askAboutUnsavedChanges(const QString& scenarioName) const;

    ScenarioSession& session_;
    QWidget& window_;
    QString path_;
    std::string name_; ///< the name stored in the file, kept when saving again
    QMenu* recentMenu_ = nullptr;
    UnsavedChangesQuestion askUnsaved_;
    QString reportPaper_;
};

} // namespace gputco::ui
