#include "UiTestSupport.h"

#include "export/report/ReportOptions.h"
#include "scenariofile/ScenarioFile.h"
#include "scenariofile/ScenarioFileActions.h"
#include "session/RecentScenarioFiles.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

struct Window {
    ScenarioSession session{test::sampleCatalogue()};
    QWidget widget;
    ScenarioFileActions* actions = new ScenarioFileActions(session, widget);

    Window()
    {
        ScenarioState start;
        start.selectedCardIds = {"h100-sxm-80gb", "l4"};
        session.editor().resetTo(start);
    }
};

void write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

TEST_CASE("File actions: save, open as one undo step, window title and recent files", "[scenariofile]")
{
    test::application();
    QSettings().remove(QStringLiteral("files/recentScenarios"));
    QTemporaryDir dir;
    Window w;
    CHECK(w.widget.windowTitle().startsWith(QStringLiteral("Untitled scenario")));

    const QString path = dir.filePath(QStringLiteral("plan.gputco.json"));
    REQUIRE(w.actions->saveTo(path).isEmpty());
    CHECK(w.actions->currentPath() == path);
    CHECK(w.actions->scenarioName() == QStringLiteral("plan")); // untitled scenarios are named after their file
    CHECK(w.widget.windowTitle().startsWith(QStringLiteral("plan[*]")));
    CHECK_FALSE(w.widget.isWindowModified());
    const auto saved = readScenarioFile(path, test::sampleCatalogue().get());
    REQUIRE(saved);
    CHECK(saved->state == w.session.scenario().state());

    // Another scenario in a file, opened over the current one.
    ScenarioDocument other;
    other.name = "QLoRA pilot";
    other.state.workload.modelPresetId = "llama-2-13b";
    other.state.workload.mode = TaskMode::Qlora;
    other.state.workload.weights = Precision::NF4;
    other.state.selectedCardIds = {"l40s"};
    const QString otherPath = dir.filePath(QStringLiteral("pilot.gputco.json"));
    REQUIRE(writeScenarioFile(otherPath, other).isEmpty());
    const ScenarioState before = w.session.scenario().state();
    REQUIRE(w.actions->openFile(otherPath).isEmpty());
    CHECK(w.session.scenario().state() == other.state);
    CHECK(w.actions->scenarioName() == QStringLiteral("QLoRA pilot"));
    CHECK(recentScenarioFiles(QSettings()).first() == otherPath);

    // Opening was one undo step: the previous scenario comes back.
    w.session.undoStack().undo();
    CHECK(w.session.scenario().state() == before);
    CHECK(w.widget.isWindowModified());
}

TEST_CASE("File actions: a bad file changes nothing and names the problem", "[scenariofile]")
{
    test::application();
    QTemporaryDir dir;
    Window w;
    const ScenarioState before = w.session.scenario().state();
    const int steps = w.session.undoStack().count();

    const QString path = dir.filePath(QStringLiteral("bad.gputco.json"));
    write(path, R"({"format_version": 1, "workload": {"model": "llama-3.1-8b", "mode": "inference"},
                   "economics": {}, "cards": ["h100-sxm-80gb", "h900-imaginary"]})");
    const QString problem = w.actions->openFile(path);
    CHECK(problem.contains(QStringLiteral("nothing changed")));
    CHECK(problem.contains(QStringLiteral("cards: unknown card id 'h900-imaginary'")));
    CHECK(w.session.scenario().state() == before);
    CHECK(w.session.undoStack().count() == steps);
    CHECK(w.actions->currentPath().isEmpty());
}

TEST_CASE("File actions: the menu and the report export", "[scenariofile]")
{
    test::application();
    QTemporaryDir dir;
    Window w;
    QMenu menu;
    w.actions->addTo(menu);
    QStringList texts;
    for (QAction* a : menu.actions())
        texts << a->text();
    CHECK(texts.contains(QStringLiteral("&Open scenario...")));
    CHECK(texts.contains(QStringLiteral("&Save scenario")));
    CHECK(texts.contains(QStringLiteral("Save scenario &as...")));
    CHECK(texts.contains(QStringLiteral("Open &recent")));
    CHECK(texts.contains(QStringLiteral("&Export report (PDF)...")));

    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    REQUIRE(
        w.actions->exportReport(pdf, reportOptionsFor(QLocale(QLocale::English, QLocale::UnitedKingdom))).isEmpty());
    QFile file(pdf);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.read(5) == QByteArray("%PDF-"));
    CHECK(file.size() > 20000); // charts and tables as vectors: tens of kilobytes, not an empty page

    // A/B against a saved scenario: B is read against the window's catalogue and evaluated on its own.
    ScenarioDocument b;
    b.name = "B: FP8 weights";
    b.state = w.session.scenario().state();
    b.state.workload.weights = Precision::FP8;
    const QString bPath = dir.filePath(QStringLiteral("b.gputco.json"));
    REQUIRE(writeScenarioFile(bPath, b).isEmpty());
    const ScenarioState before = w.session.scenario().state();
    const QString ab = dir.filePath(QStringLiteral("ab.pdf"));
    REQUIRE(w.actions->exportAbReport(bPath, ab, reportOptionsFor(QLocale(QLocale::English))).isEmpty());
    CHECK(QFile(ab).size() > file.size()); // two scenarios' sections
    CHECK(w.session.scenario().state() == before);
    const QString missing =
        w.actions->exportAbReport(dir.filePath(QStringLiteral("none.gputco.json")),
                                  dir.filePath(QStringLiteral("x.pdf")), reportOptionsFor(QLocale(QLocale::English)));
    CHECK(missing.contains(QStringLiteral("cannot be compared")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
}

TEST_CASE("File actions: unsaved changes are asked about: Cancel stops, Discard goes on, Save writes", "[scenariofile]")
{
    test::application();
    QTemporaryDir dir;
    Window w;
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    w.actions->setUnsavedChangesQuestion([&](const QString& name) {
        ++asked;
        CHECK(name == QStringLiteral("Untitled scenario"));
        return answer;
    });

    // Nothing changed since the start: nothing to ask.
    CHECK(w.actions->settleUnsavedChanges());
    CHECK(asked == 0);

    w.session.editor().edit(QStringLiteral("Change years"), [](ScenarioState& s) { s.economics.years = 6; });
    CHECK_FALSE(w.actions->settleUnsavedChanges()); // Cancel
    CHECK(asked == 1);
    CHECK(w.session.scenario().state().economics.years == 6);

    answer = QMessageBox::Discard;
    CHECK(w.actions->settleUnsavedChanges());
    CHECK(asked == 2);

    // Save on a scenario that has a file writes it there and goes on.
    const QString path = dir.filePath(QStringLiteral("plan.gputco.json"));
    REQUIRE(w.actions->saveTo(path).isEmpty());
    w.actions->setUnsavedChangesQuestion([&](const QString& name) {
        ++asked;
        CHECK(name == QStringLiteral("plan"));
        return QMessageBox::Save;
    });
    w.session.editor().edit(QStringLiteral("Change years"), [](ScenarioState& s) { s.economics.years = 7; });
    CHECK(w.actions->settleUnsavedChanges());
    CHECK(asked == 3);
    CHECK(w.session.undoStack().isClean());
    const auto saved = readScenarioFile(path, test::sampleCatalogue().get());
    REQUIRE(saved);
    CHECK(saved->state.economics.years == 7);
}

TEST_CASE("File actions: Save as renames a scenario named after its file, never one the user named", "[scenariofile]")
{
    test::application();
    QTemporaryDir dir;
    Window w;
    REQUIRE(w.actions->saveTo(dir.filePath(QStringLiteral("a.gputco.json"))).isEmpty());
    CHECK(w.actions->scenarioName() == QStringLiteral("a"));
    REQUIRE(w.actions->saveTo(dir.filePath(QStringLiteral("b.gputco.json"))).isEmpty());
    CHECK(w.actions->scenarioName() == QStringLiteral("b"));
    CHECK(w.widget.windowTitle().startsWith(QStringLiteral("b[*]")));
    const auto second = readScenarioFile(dir.filePath(QStringLiteral("b.gputco.json")), nullptr);
    REQUIRE(second);
    CHECK(second->name == "b");

    // A name of the user's own (it differs from the file's) stays.
    ScenarioDocument named;
    named.name = "Board plan";
    named.state = w.session.scenario().state();
    const QString namedPath = dir.filePath(QStringLiteral("board.gputco.json"));
    REQUIRE(writeScenarioFile(namedPath, named).isEmpty());
    REQUIRE(w.actions->openFile(namedPath).isEmpty());
    REQUIRE(w.actions->saveTo(dir.filePath(QStringLiteral("copy.gputco.json"))).isEmpty());
    CHECK(w.actions->scenarioName() == QStringLiteral("Board plan"));
}
