#include "UiTestSupport.h"

#include "charts/AbTcoChart.h"
#include "export/report/ReportAb.h"
#include "format/AbFigureText.h"
#include "format/Format.h"
#include "models/AbTableModel.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ComparedScenarioActions.h"
#include "scenariofile/ScenarioFile.h"
#include "session/ComparedScenario.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "uncertainty/AbCostChance.h"
#include "views/AbView.h"
#include "window/AbStatusText.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

/// Pre-training on a 64-GPU cluster of H100s or MI300Xs: the GPU count is an input, so A's can be changed.
ScenarioState trainingScenario()
{
    ScenarioState state;
    state.workload.mode = TaskMode::PreTraining;
    state.workload.gpuCount = 64;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    return state;
}

double tcoOf(const Evaluation& e, const char* id)
{
    const CardEvaluation* c = e.find(id);
    REQUIRE(c);
    REQUIRE(c->economics.tco);
    return c->economics.tco->lifetimeTotal.inCurrencyUnits();
}

/// The model's row of `figure` for `card` (display texts of every column).
QStringList modelRow(const AbTableModel& model, const std::string& cardId, AbFigure figure)
{
    for (int r = 0; r < model.rowCount(); ++r) {
        const AbFigureRow& row = model.figures().rows[static_cast<std::size_t>(r)];
        if (row.cardId != cardId || row.figure != figure)
            continue;
        QStringList texts;
        for (int c = 0; c < model.columnCount(); ++c)
            texts << model.data(model.index(r, c)).toString();
        return texts;
    }
    return {};
}

void write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

struct Window {
    ScenarioSession session{test::sampleCatalogue()};
    MainWindow* window;

    explicit Window(const ScenarioState& state)
    {
        session.editor().resetTo(state);
        window = new MainWindow(session);
    }
    ~Window() { delete window; }
    AbView& view() const { return *window->abView(); }
    ComparedScenarioActions& actions() const { return *window->comparedScenarioActions(); }
};

} // namespace

TEST_CASE("A/B: pinning B, then changing A's GPU count shows the change against the evaluator's figures", "[ab]")
{
    test::application();
    QSettings().remove(ComparedScenarioActions::settingsKey());
    Window w(trainingScenario());
    AbView& view = w.view();
    view.renderNow();
    CHECK_FALSE(view.showsComparison()); // no B yet: the explanation and the two actions
    CHECK(w.window->abStatusLine().isEmpty());

    w.actions().pinCurrent();
    REQUIRE(w.session.comparedScenario().isSet());
    CHECK(w.session.comparedScenario().path().isEmpty());
    CHECK(view.showsComparison());
    CHECK(w.actions().clearAction()->isEnabled());
    QAbstractItemModelTester tester(view.tableModel(), QAbstractItemModelTester::FailureReportingMode::Warning);

    // A moves (128 GPUs), B stands still (64), through the window's one edit path.
    w.session.editor().edit(QStringLiteral("GPUs"), [](ScenarioState& s) { s.workload.gpuCount = 128; });
    view.renderNow();
    const EvaluationPtr a = w.session.evaluation().current();
    const EvaluationPtr b = w.session.comparedScenario().evaluation();
    REQUIRE(a);
    REQUIRE(b);
    CHECK(b->state == trainingScenario()); // B is the snapshot, untouched by A's edit

    // B is what the same evaluator gives for the pinned scenario on its own.
    ScenarioEvaluator own;
    const EvaluationPtr reference = own.evaluate(trainingScenario(), test::sampleCatalogue());
    CHECK(tcoOf(*b, "h100-sxm-80gb") == Approx(tcoOf(*reference, "h100-sxm-80gb")));

    const AbTableModel& model = *view.tableModel();
    // GPUs deployed: A 128, B 64; B vs A = 64 / 128 - 1 = -50%.
    const QStringList gpus = modelRow(model, "h100-sxm-80gb", AbFigure::GpusDeployed);
    REQUIRE(gpus.size() == AbTableModel::ColumnCount);
    CHECK(gpus[AbTableModel::AColumn] == QStringLiteral("128"));
    CHECK(gpus[AbTableModel::BColumn] == QStringLiteral("64"));
    CHECK(gpus[AbTableModel::ChangeColumn] == QStringLiteral("-50%"));

    // TCO: the evaluator's own totals for A and B, and B / A - 1 as the change.
    const double tcoA = tcoOf(*a, "h100-sxm-80gb");
    const double tcoB = tcoOf(*b, "h100-sxm-80gb");
    const AbFigureRow* tco = findAbFigure(model.figures(), "h100-sxm-80gb", AbFigure::Tco);
    REQUIRE(tco);
    CHECK(*tco->a == Approx(tcoA));
    CHECK(*tco->b == Approx(tcoB));
    REQUIRE(tco->change);
    CHECK(*tco->change == Approx(tcoB / tcoA - 1.0));
    // By hand: with no facility chosen, every part of this TCO scales with the GPU count (capex = GPUs x 30,000
    // USD x 7.2 CNY/USD = GPUs x 216,000 CNY; IT power, hence electricity, per GPU), so A's 128 GPUs cost twice
    // B's 64: B vs A = 1/2 - 1 = -50%.
    REQUIRE(b->find("h100-sxm-80gb")->economics.capex);
    CHECK(b->find("h100-sxm-80gb")->economics.capex->gpus.inCurrencyUnits() == Approx(64 * 216000.0));
    CHECK(tcoA == Approx(2.0 * tcoB));
    CHECK(*tco->change == Approx(-0.5));
    const QStringList tcoRow = modelRow(model, "h100-sxm-80gb", AbFigure::Tco);
    CHECK(tcoRow[AbTableModel::ChangeColumn] == QStringLiteral("-50%"));
    CHECK(abVerdict(*tco) == AbVerdict::Better); // B costs less
    CHECK(model.data(model.index(0, AbTableModel::CardColumn)).toString() == QStringLiteral("H100 SXM 80GB"));

    // The inputs that differ: the GPU count, and nothing else.
    QTableWidget& inputs = *view.inputsTable();
    REQUIRE(inputs.rowCount() == 1);
    CHECK(inputs.item(0, 1)->text().contains(QStringLiteral("128")));
    CHECK(inputs.item(0, 2)->text().contains(QStringLiteral("64")));

    // The chart: each card's TCO in A and in B, in million CNY, the first card at the top.
    AbTcoChart& chart = *view.tcoChart();
    REQUIRE(chart.cards() == QStringList({QStringLiteral("H100 SXM 80GB"), QStringLiteral("Instinct MI300X")}));
    CHECK(chart.valuesA().front() == Approx(tcoA / 1e6));
    CHECK(chart.valuesB().front() == Approx(tcoB / 1e6));
    CHECK(chart.valuesB().back() == Approx(tcoOf(*b, "mi300x") / 1e6));

    // The status line names the leading option's TCO change.
    const QString status = w.window->abStatusLine();
    CHECK(status.startsWith(QStringLiteral("B vs A: TCO -")));
    CHECK(status == abStatusText(*a, *b));

    // The probability that B costs less, off the GUI thread: greyed until it lands, then core's figure.
    view.waitForBackgroundWork();
    CHECK_FALSE(view.costChanceUpdating());
    const auto chance = abCostChance(*a, *b);
    REQUIRE(chance);
    INFO(view.costChanceText().toStdString());
    CHECK(view.costChanceText()
          == QStringLiteral("Probability that B costs less than A over 4 years: %1")
                 .arg(format::percent(chance->probabilityBCheaper)));
    // The same card leading both: one price and one site draw per future for both, and B's 64 GPUs cost half of A's
    // 128 in each, so B is the cheaper in every future.
    if (chance->cardA == chance->cardB)
        CHECK(chance->probabilityBCheaper == 1.0);
    w.session.editor().edit(QStringLiteral("GPUs"), [](ScenarioState& s) { s.workload.gpuCount = 96; });
    view.renderNow();
    CHECK(view.costChanceUpdating());
    CHECK(view.costChanceText().contains(QStringLiteral("updating")));
    view.waitForBackgroundWork();
    CHECK_FALSE(view.costChanceUpdating());

    w.actions().clear();
    CHECK_FALSE(w.session.comparedScenario().isSet());
    CHECK_FALSE(view.showsComparison());
    CHECK(w.window->abStatusLine().isEmpty());
    CHECK_FALSE(w.actions().clearAction()->isEnabled());
}

TEST_CASE("A/B: a bad B file names the key and leaves A and B as they were", "[ab]")
{
    test::application();
    QSettings().remove(ComparedScenarioActions::settingsKey());
    QTemporaryDir dir;
    Window w(trainingScenario());
    w.actions().pinCurrent();
    const EvaluationPtr bBefore = w.session.comparedScenario().evaluation();
    const ScenarioState aBefore = w.session.scenario().state();
    const EvaluationPtr aEvaluation = w.session.evaluation().current();
    const int steps = w.session.undoStack().count();

    const QString path = dir.filePath(QStringLiteral("bad.gputco.json"));
    write(path, R"({"format_version": 1, "workload": {"model": "llama-3.1-8b", "mode": "inference",
                   "context_tokens": -5}, "economics": {}, "cards": ["h100-sxm-80gb"]})");
    const QString problem = w.actions().openFile(path);
    INFO(problem.toStdString());
    CHECK(problem.contains(QStringLiteral("not opened as B; nothing changed")));
    CHECK(problem.contains(QStringLiteral("context_tokens")));
    CHECK(w.session.scenario().state() == aBefore);
    CHECK(w.session.evaluation().current() == aEvaluation); // not even re-evaluated
    CHECK(w.session.undoStack().count() == steps);
    CHECK(w.session.comparedScenario().evaluation() == bBefore);
    CHECK_FALSE(QSettings().contains(ComparedScenarioActions::settingsKey()));

    const QString unknown = dir.filePath(QStringLiteral("unknown.gputco.json"));
    write(unknown, R"({"format_version": 1, "workload": {"model": "llama-3.1-8b", "mode": "inference"},
                      "economics": {}, "cards": ["h900-imaginary"]})");
    CHECK(w.actions().openFile(unknown).contains(QStringLiteral("cards: unknown card id 'h900-imaginary'")));
    CHECK(w.session.comparedScenario().evaluation() == bBefore);
}

TEST_CASE("A/B: B from a file is evaluated, remembered in the settings and restored", "[ab][settings]")
{
    test::application();
    QTemporaryDir dir;
    ScenarioDocument document;
    document.name = "FP8 weights";
    document.state = trainingScenario();
    document.state.workload.mode = TaskMode::Inference;
    document.state.workload.weights = Precision::FP8;
    const QString path = dir.filePath(QStringLiteral("fp8.gputco.json"));
    REQUIRE(writeScenarioFile(path, document).isEmpty());
    {
        Window w(trainingScenario());
        REQUIRE(w.actions().openFile(path).isEmpty());
        CHECK(w.session.comparedScenario().name() == QStringLiteral("FP8 weights"));
        CHECK(w.session.comparedScenario().evaluation()->state == document.state);
        CHECK(QSettings().value(ComparedScenarioActions::settingsKey()).toString() == path);
    }
    {
        // A restart: the remembered file comes back as B.
        Window w(trainingScenario());
        CHECK_FALSE(w.session.comparedScenario().isSet());
        QSettings settings;
        CHECK(w.actions().restore(settings).isEmpty());
        REQUIRE(w.session.comparedScenario().isSet());
        CHECK(w.session.comparedScenario().path() == path);
        CHECK(w.window->abView()->showsComparison());

        // A new catalogue re-evaluates B with the same evaluator: the new evaluation answers for the new one.
        auto smaller = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
        smaller->cards.erase(smaller->cards.begin() + 1); // drops the A100
        const std::shared_ptr<const CatalogueSnapshot> next = smaller;
        const EvaluationPtr before = w.session.comparedScenario().evaluation();
        w.session.evaluation().setCatalogue(next);
        CHECK(w.session.comparedScenario().evaluation() != before);
        CHECK(w.session.comparedScenario().evaluation()->catalogue == next);

        // Pinning replaces it with a snapshot, which has no file to remember: the settings keep the scenario.
        w.actions().pinCurrent();
        CHECK_FALSE(QSettings().contains(ComparedScenarioActions::settingsKey()));
        CHECK(QSettings().contains(ComparedScenarioActions::pinnedSettingsKey()));
    }
    {
        // A restart brings the pinned B back, as it was pinned (A's scenario at that moment).
        Window w(trainingScenario());
        QSettings settings;
        CHECK(w.actions().restore(settings).isEmpty());
        REQUIRE(w.session.comparedScenario().isSet());
        CHECK(*w.session.comparedScenario().state() == trainingScenario());
        CHECK(w.session.comparedScenario().name().startsWith(QStringLiteral("pinned at ")));
        CHECK(w.session.comparedScenario().path().isEmpty());

        // Clearing B forgets it; a pinned text that no longer reads is forgotten with a message naming the key.
        w.actions().clear();
        CHECK_FALSE(QSettings().contains(ComparedScenarioActions::pinnedSettingsKey()));
        settings.setValue(ComparedScenarioActions::pinnedSettingsKey(), QStringLiteral("{\"format_version\": 1}"));
        const QString problem = w.actions().restore(settings);
        CHECK(problem.contains(QStringLiteral("workload")));
        CHECK_FALSE(w.session.comparedScenario().isSet());
        CHECK_FALSE(settings.contains(ComparedScenarioActions::pinnedSettingsKey()));
    }
    {
        // A remembered file that is gone is not an error: there is simply no B.
        QSettings settings;
        settings.setValue(ComparedScenarioActions::settingsKey(), dir.filePath(QStringLiteral("gone.gputco.json")));
        Window w(trainingScenario());
        CHECK(w.actions().restore(settings).isEmpty());
        CHECK_FALSE(w.session.comparedScenario().isSet());
    }
    QSettings().remove(ComparedScenarioActions::settingsKey());
    QSettings().remove(ComparedScenarioActions::pinnedSettingsKey());
}

TEST_CASE("A/B: the report's side-by-side table and the view's model are the same rows", "[ab][report]")
{
    test::application();
    ScenarioEvaluator evaluatorA;
    ScenarioEvaluator evaluatorB;
    ScenarioState stateA = trainingScenario();
    ScenarioState stateB = stateA;
    stateB.workload.gpuCount = 32;
    stateB.selectedCardIds = {"mi300x", "l4"}; // one card in both, one in A only, one in B only
    const EvaluationPtr a = evaluatorA.evaluate(stateA, test::sampleCatalogue());
    const EvaluationPtr b = evaluatorB.evaluate(stateB, test::sampleCatalogue());

    AbTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
    model.setEvaluations(a, b);
    const ReportTable report = sideBySideTable(*a, *b);
    REQUIRE(report.rows.size() == model.rowCount());
    REQUIRE(model.rowCount() > 6);
    for (int r = 0; r < model.rowCount(); ++r) {
        REQUIRE(report.rows[r].size() == model.columnCount());
        for (int c = 0; c < model.columnCount(); ++c) {
            INFO("row " << r << " column " << c);
            CHECK(report.rows[r][c].text == model.data(model.index(r, c)).toString());
        }
    }
    // The L4 does not hold a 70B training job: it says so in B and has a dash in A, where it is not compared.
    const AbFigureRow* l4 = findAbFigure(model.figures(), "l4", AbFigure::FewestGpus);
    REQUIRE(l4);
    CHECK(l4->textA == QStringLiteral("\u2014"));
    CHECK(l4->textB == QStringLiteral("does not fit"));
    CHECK_FALSE(l4->change);
    // Cards A compares come first, in A's order; B's extra card last.
    CHECK(model.figures().rows.front().cardId == "h100-sxm-80gb");
    CHECK(model.figures().rows.back().cardId == "l4");
}
