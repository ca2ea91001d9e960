#include "scenariofile/ComparedScenarioActions.h"

#include "export/DialogFolder.h"
#include "scenariofile/ScenarioFile.h"
#include "scenariofile/ScenarioJson.h"
#include "session/ComparedScenario.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioSession.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTime>

namespace gputco::ui {

ComparedScenarioActions::ComparedScenarioActions(ScenarioSession& session, QWidget& window)
    : QObject(&window)
    , session_(session)
    , window_(window)
    , compare_(new QAction(tr("Compare with scenario &B..."), this))
    , pin_(new QAction(tr("&Pin current as B"), this))
    , clear_(new QAction(tr("C&lear B"), this))
{
    compare_->setToolTip(tr("Open a saved scenario as B and compare the current scenario (A) with it"));
    pin_->setToolTip(tr("Keep a copy of the current scenario as B, then move the sliders to see what changes"));
    clear_->setToolTip(tr("Stop comparing with B"));
    connect(compare_, &QAction::triggered, this, &ComparedScenarioActions::chooseFile);
    connect(pin_, &QAction::triggered, this, &ComparedScenarioActions::pinCurrent);
    connect(clear_, &QAction::triggered, this, &ComparedScenarioActions::clear);
    connect(&session_.comparedScenario(), &ComparedScenario::changed, this, &ComparedScenarioActions::updateActions);
    updateActions();
}

QString ComparedScenarioActions::settingsKey() { return QStringLiteral("scenarioB/path"); }

QString ComparedScenarioActions::pinnedSettingsKey() { return QStringLiteral("scenarioB/pinned"); }

void ComparedScenarioActions::addTo(QMenu& menu)
{
    menu.addAction(compare_);
    menu.addAction(pin_);
    menu.addAction(clear_);
}

QString ComparedScenarioActions::openFile(const QString& path, RememberB remember)
{
    auto document = readScenarioFile(path, session_.evaluation().catalogue().get());
    if (!document)
        return tr("%1 was not opened as B; nothing changed.\n\n%2")
            .arg(QDir::toNativeSeparators(path), QString::fromStdString(document.error().describe()));
    QString name = QString::fromStdString(document->name);
    if (name.isEmpty())
        name = QFileInfo(path).fileName().remove(QLatin1String(kScenarioFileSuffix), Qt::CaseInsensitive);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    session_.comparedScenario().set(document->state, name, absolute);
    if (remember == RememberB::Yes) {
        QSettings settings;
        settings.setValue(settingsKey(), absolute);
        settings.remove(pinnedSettingsKey());
    }
    return {};
}

void ComparedScenarioActions::pinCurrent()
{
    const QString name = tr("pinned at %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")));
    session_.comparedScenario().set(session_.scenario().state(), name);
    // A snapshot has no file to come back from: the settings keep the scenario itself, in the file format.
    QSettings settings;
    settings.remove(settingsKey());
    settings.setValue(pinnedSettingsKey(),
                      QString::fromUtf8(scenarioToJsonText({name.toStdString(), session_.scenario().state()})));
}

void ComparedScenarioActions::clear()
{
    session_.comparedScenario().clear();
    QSettings settings;
    settings.remove(settingsKey());
    settings.remove(pinnedSettingsKey());
}

QString ComparedScenarioActions::restore(QSettings& settings)
{
    if (const QString pinned = settings.value(pinnedSettingsKey()).toString(); !pinned.isEmpty()) {
        auto document = scenarioFromJson(pinned.toUtf8(), session_.evaluation().catalogue().get());
        if (!document) {
            settings.remove(pinnedSettingsKey());
            return tr("The pinned scenario B of the last session was not restored.\n\n%1")
                .arg(QString::fromStdString(document.error().describe()));
        }
        session_.comparedScenario().set(document->state, QString::fromStdString(document->name));
        return {};
    }
    const QString path = settings.value(settingsKey()).toString();
    if (path.isEmpty() || !QFileInfo::exists(path))
        return {};
    QString problem = openFile(path, RememberB::No);
    if (!problem.isEmpty())
        settings.remove(settingsKey());
    return problem;
}

void ComparedScenarioActions::chooseFile()
{
    const QString current = session_.comparedScenario().path();
    const QString folder = current.isEmpty() ? dialogFolder() : QFileInfo(current).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(&window_, tr("Compare with which saved scenario (B)?"), folder,
                                     tr("GPU TCO scenarios (*.gputco.json);;JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    const QString problem = openFile(path);
    if (!problem.isEmpty())
        QMessageBox::warning(&window_, tr("Cannot open scenario B"), problem);
}

void ComparedScenarioActions::updateActions() { clear_->setEnabled(session_.comparedScenario().isSet()); }

} // namespace gputco::ui
