#include "scenariofile/ScenarioFileActions.h"

#include "database/FileTargets.h"
#include "export/DialogFolder.h"
#include "export/report/PdfReportWriter.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"
#include "scenariofile/ScenarioJson.h"
#include "session/CatalogueStore.h"
#include "session/ComparedScenario.h"
#include "session/LiveEvaluation.h"
#include "session/RecentScenarioFiles.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

namespace gputco::ui {

namespace {

QString scenarioFilter()
{
    return ScenarioFileActions::tr("GPU TCO scenarios (*.gputco.json);;JSON files (*.json);;All files (*)");
}

QString startFolder(const QString& current)
{
    return current.isEmpty() ? dialogFolder() : QFileInfo(current).absolutePath();
}

// The scenario name a file gives when the scenario has none of its own: "plan.gputco.json" -> "plan".
QString baseNameOf(const QString& path)
{
    QString base = QFileInfo(path).fileName();
    base.remove(QLatin1String(kScenarioFileSuffix), Qt::CaseInsensitive);
    return base;
}

} // namespace

ScenarioFileActions::ScenarioFileActions(ScenarioSession& session, QWidget& window)
    : QObject(&window)
    , session_(session)
    , window_(window)
{
    connect(&session_.undoStack(), &QUndoStack::cleanChanged, this, &ScenarioFileActions::updateTitle);
    updateTitle();
}

void ScenarioFileActions::addTo(QMenu& menu)
{
    QAction* openAction = menu.addAction(tr("&Open scenario..."), this, &ScenarioFileActions::open);
    openAction->setShortcut(QKeySequence::Open);
    recentMenu_ = menu.addMenu(tr("Open &recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &ScenarioFileActions::fillRecentMenu);
    QAction* saveAction = menu.addAction(tr("&Save scenario"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAsAction = menu.addAction(tr("Save scenario &as..."), this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    menu.addSeparator();
    QAction* report = menu.addAction(tr("&Export report (PDF)..."), this, [this] { exportReportInteractively(false); });
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    menu.addAction(tr("Export report, &landscape (PDF)..."), this, [this] { exportReportInteractively(true); });
    menu.addAction(tr("Export A/&B report against a saved scenario..."), this,
                   [this] { exportAbReportInteractively(); });
}

namespace {
/// The catalogue file behind the window, which no writer of the window may replace (empty list when in memory).
QStringList catalogueFile(const ScenarioSession& session)
{
    const CatalogueStore* store = session.catalogueStore();
    return store && !store->filePath().isEmpty() ? QStringList{store->filePath()} : QStringList();
}
} // namespace

QString ScenarioFileActions::scenarioName() const
{
    if (!name_.empty())
        return QString::fromStdString(name_);
    return path_.isEmpty() ? QString() : baseNameOf(path_);
}

void ScenarioFileActions::setCurrentFile(const CurrentScenarioFile& file)
{
    if (file == currentFile())
        return;
    path_ = file.path;
    name_ = file.name;
    updateTitle();
    emit currentPathChanged(path_);
}

QString ScenarioFileActions::openFile(const QString& path)
{
    auto document = readScenarioFile(path, session_.evaluation().catalogue().get());
    if (!document)
        return tr("%1 was not opened; nothing changed.\n\n%2")
            .arg(QDir::toNativeSeparators(path), QString::fromStdString(document.error().describe()));
    const ScenarioState state = document->state;
    session_.editor().edit(tr("Open %1").arg(QFileInfo(path).fileName()), [&state](ScenarioState& s) { s = state; });
    path_ = path;
    name_ = document->name;
    session_.undoStack().setClean();
    QSettings settings;
    addRecentScenarioFile(settings, path);
    updateTitle();
    emit currentPathChanged(path_);
    return {};
}

QString ScenarioFileActions::saveTo(const QString& path)
{
    ScenarioDocument document;
    document.state = session_.scenario().state();
    // A name taken from the file follows it to a new file (Save as "b" renames scenario "a" to "b"); a name the
    // user gave, which differs from the file's, stays.
    const bool nameFollowsFile = name_.empty() || QString::fromStdString(name_) == baseNameOf(path_);
    document.name = nameFollowsFile ? baseNameOf(path).toStdString() : name_;
    QString problem = writeScenarioFile(path, document, catalogueFile(session_));
    if (!problem.isEmpty())
        return problem;
    path_ = path;
    name_ = document.name;
    session_.undoStack().setClean();
    QSettings settings;
    addRecentScenarioFile(settings, path);
    updateTitle();
    emit currentPathChanged(path_);
    return {};
}

QString ScenarioFileActions::exportReport(const QString& path, const ReportOptions& options)
{
    ReportInput input;
    input.evaluation = session_.evaluation().current();
    input.scenarioName = scenarioName();
    // A report never lands on the scenario file or the catalogue it was made from.
    const auto target = resolveOutputTarget(path, catalogueFile(session_) << path_);
    if (!target)
        return QString::fromStdString(target.error().message);
    return writePdfReport(input, options, *target).error;
}

QString ScenarioFileActions::exportAbReport(const QString& comparedScenario, const QString& path,
                                            const ReportOptions& options)
{
    const auto& catalogue = session_.evaluation().catalogue();
    auto document = readScenarioFile(comparedScenario, catalogue.get());
    if (!document)
        return tr("%1 cannot be compared.\n\n%2")
            .arg(QDir::toNativeSeparators(comparedScenario), QString::fromStdString(document.error().describe()));
    ScenarioEvaluator evaluator; // B's own evaluator: the window's evaluation of A stays as it is
    QString nameB = QString::fromStdString(document->name);
    if (nameB.isEmpty())
        nameB = baseNameOf(comparedScenario);
    return exportAbReport(ComparedEvaluation{evaluator.evaluate(document->state, catalogue), nameB}, path, options);
}

QString ScenarioFileActions::exportAbReport(const ComparedEvaluation& comparedScenario, const QString& path,
                                            const ReportOptions& options)
{
    ReportInput input;
    input.evaluation = session_.evaluation().current();
    input.scenarioName = scenarioName();
    input.compared = comparedScenario;
    const auto target =
        resolveOutputTarget(path, catalogueFile(session_) << path_ << session_.comparedScenario().path());
    if (!target)
        return QString::fromStdString(target.error().message);
    return writePdfReport(input, options, *target).error;
}

bool ScenarioFileActions::settleUnsavedChanges()
{
    if (session_.undoStack().isClean())
        return true;
    const QString name = scenarioName().isEmpty() ? tr("Untitled scenario") : scenarioName();
    const QMessageBox::StandardButton answer = askUnsaved_ ? askUnsaved_(name) : askAboutUnsavedChanges(name);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QMessageBox::StandardButton ScenarioFileActions::askAboutUnsavedChanges(const QString& scenarioName) const
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("%1 has changes that are not saved.").arg(scenarioName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &window_);
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

void ScenarioFileActions::open()
{
    if (!settleUnsavedChanges())
        return;
    const QString path =
        QFileDialog::getOpenFileName(&window_, tr("Open scenario"), startFolder(path_), scenarioFilter());
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    const QString problem = openFile(path);
    if (!problem.isEmpty())
        warn(tr("Cannot open scenario"), problem);
}

bool ScenarioFileActions::save()
{
    if (path_.isEmpty())
        return saveAs();
    const QString problem = saveTo(path_);
    if (!problem.isEmpty())
        warn(tr("Cannot save scenario"), problem);
    return problem.isEmpty();
}

bool ScenarioFileActions::saveAs()
{
    const QString suggested =
        path_.isEmpty() ? QDir(startFolder(path_)).filePath(tr("scenario") + QLatin1String(kScenarioFileSuffix))
                        : path_;
    const QString chosen = QFileDialog::getSaveFileName(&window_, tr("Save scenario as"), suggested, scenarioFilter());
    if (chosen.isEmpty())
        return false;
    rememberDialogFolder(chosen);
    const QString problem = saveTo(withScenarioSuffix(chosen));
    if (!problem.isEmpty())
        warn(tr("Cannot save scenario"), problem);
    return problem.isEmpty();
}

void ScenarioFileActions::exportReportInteractively(bool landscape)
{
    const QString base = scenarioName().isEmpty() ? tr("report") : scenarioName();
    QString name = base;
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
    const QString path = QFileDialog::getSaveFileName(&window_, tr("Export report"),
                                                      QDir(startFolder(path_)).filePath(name + QStringLiteral(".pdf")),
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    ReportOptions options = reportOptionsFor(QLocale(), reportPaper_);
    if (landscape)
        options.orientation = QPageLayout::Landscape;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString problem = exportReport(path, options);
    QApplication::restoreOverrideCursor();
    if (!problem.isEmpty())
        warn(tr("Cannot export the report"), problem);
}

void ScenarioFileActions::exportAbReportInteractively()
{
    // The B the window already compares with (File > Compare with scenario B, or pinned) is the report's B;
    // without one, ask for a saved scenario.
    const ComparedScenario& current = session_.comparedScenario();
    QString comparedScenario;
    if (!current.isSet() || !current.evaluation()) {
        comparedScenario = QFileDialog::getOpenFileName(&window_, tr("Compare with which saved scenario (B)?"),
                                                        startFolder(path_), scenarioFilter());
        if (comparedScenario.isEmpty())
            return;
        rememberDialogFolder(comparedScenario);
    }
    const QString path = QFileDialog::getSaveFileName(&window_, tr("Export A/B report"),
                                                      QDir(startFolder(path_)).filePath(tr("ab-report.pdf")),
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString problem =
        comparedScenario.isEmpty() ? exportAbReport(
            ComparedEvaluation{current.evaluation(), current.name().isEmpty() ? tr("B") : current.name()}, path,
            reportOptionsFor(QLocale(), reportPaper_))
                                   : exportAbReport(comparedScenario, path, reportOptionsFor(QLocale(), reportPaper_));
    QApplication::restoreOverrideCursor();
    if (!problem.isEmpty())
        warn(tr("Cannot export the A/B report"), problem);
}

void ScenarioFileActions::fillRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = recentScenarioFiles(QSettings());
    for (const QString& file : files) {
        QAction* action =
            recentMenu_->addAction(QDir::toNativeSeparators(file), this, [this, file] { openRecent(file); });
        action->setToolTip(file);
    }
    if (files.isEmpty())
        recentMenu_->addAction(tr("No recent scenarios"))->setEnabled(false);
}

void ScenarioFileActions::openRecent(const QString& path)
{
    if (!settleUnsavedChanges())
        return;
    const QString problem = openFile(path);
    if (problem.isEmpty())
        return;
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        removeRecentScenarioFile(settings, path);
    }
    warn(tr("Cannot open scenario"), problem);
}

void ScenarioFileActions::updateTitle()
{
    const QString name = scenarioName().isEmpty() ? tr("Untitled scenario") : scenarioName();
    window_.setWindowTitle(tr("%1[*] \u2014 GPU TCO Explorer").arg(name));
    window_.setWindowModified(!session_.undoStack().isClean());
}

void ScenarioFileActions::warn(const QString& title, const QString& text) const
{
    QMessageBox::warning(&window_, title, text);
}

} // namespace gputco::ui
