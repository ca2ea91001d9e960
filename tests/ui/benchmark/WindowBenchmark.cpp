// Drives the real window offscreen and prints how long a control step takes until every visible view has
// repainted: p50, p95 and max per control, on the built-in catalogue and on a 1,000-card catalogue.
// Not a test (timings depend on the machine); run it: gpu-tco-window-benchmark [--steps N] [--only K]
// [--control NAME] [--no-bands]. Scenarios (K): 1 memory, 2 power (with its Monte Carlo bands, 2,000 samples x
// the 8 selected cards, off the GUI thread), 6 compare, 7 rack, 8 recommend (inference), 3 memory
// (pre-training), 9 recommend (pre-training), then 4 and 5 on 1,000 cards. --no-bands: the power view without
// its bands (for comparison).
#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "panels/EconomicsPanel.h"
#include "panels/WorkloadPanel.h"
#include "scenario/DefaultCardSelection.h"
#include "scenario/WorkloadInputs.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "session/UncertaintyBandsRun.h"
#include "views/PowerCostView.h"
#include "views/RecommendView.h"
#include "widgets/SliderSpinBox.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTabWidget>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace gputco;
using namespace gputco::ui;

namespace {

struct Figures {
    double p50 = 0;
    double p95 = 0;
    double max = 0;
};

Figures summarise(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    auto at = [&ms](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))]; };
    return {at(0.5), at(0.95), ms.back()};
}

// Counts paint events of the visible view's widgets, so a step is timed until the view has really repainted.
class PaintCounter final : public QObject {
public:
    explicit PaintCounter(QWidget* view)
        : view_(view)
    {
    }
    int paints = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            if (auto* w = qobject_cast<QWidget*>(watched); w && (w == view_ || view_->isAncestorOf(w)))
                ++paints;
        return false;
    }

private:
    QWidget* view_;
};

// One step: move the slider as a drag would, then run the event loop until Qt has painted what the change
// made dirty (the scenario's panels, the visible view and the status line) and nothing is left to paint.
// Thread CPU time: less disturbed than wall time when other programs share the machine's cores.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

struct Step {
    double wallMs = 0;
    double cpuMs = 0;
};

Step timeStep(PaintCounter& counter, QSlider* slider, int position)
{
    const double cpu0 = threadCpuMs();
    QElapsedTimer timer;
    timer.start();
    const int before = counter.paints;
    slider->setValue(position);
    for (int round = 0; round < 10; ++round) {
        const int seen = counter.paints;
        QApplication::processEvents();
        if (counter.paints == seen && seen > before)
            break;
    }
    return {static_cast<double>(timer.nsecsElapsed()) / 1e6, threadCpuMs() - cpu0};
}

// --sync-search: the Recommend view searches on the GUI thread, as before the background search (for comparison).
bool syncSearch = false;
// --no-bands: the Power & cost view without its Monte Carlo bands (as before issue 16's window work).
bool noBands = false;

// The time from a change until the bands are complete, over `changes` changes of the electricity price: each one
// a slider step, then the wait until the newest evaluation's bands (all samples) are published and painted.
void timeBandsSettle(QTextStream& out, MainWindow& window, ScenarioSession& session, int changes)
{
    QSlider* slider = window.economicsPanel()->priceSlider()->slider();
    const int start = slider->value();
    std::vector<double> ms;
    for (int i = 0; i < changes; ++i) {
        QElapsedTimer timer;
        timer.start();
        slider->setValue(std::clamp(start + (i % 2 == 0 ? 7 : -7), 0, 1000));
        QApplication::processEvents(); // the step: evaluate and repaint; the run starts once the scenario settles
        UncertaintyBandsRun& bands = session.bandsRun();
        // Waits as a user does, through the settle time (not waitForIdle, which starts a held-back run at once).
        const auto done = [&] {
            return bands.latest() && bands.latest()->complete()
                   && bands.latest()->evaluation == session.evaluation().current();
        };
        QElapsedTimer limit;
        limit.start();
        while (!done() && limit.elapsed() < 5000) {
            QApplication::processEvents();
            QThread::msleep(1);
        }
        QApplication::processEvents(); // the complete bands painted
        if (!done()) {
            out << "  bands did not complete\n";
            return;
        }
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    const Figures f = summarise(ms);
    const UncertaintyBandsPtr& last = session.bandsRun().latest();
    out << QStringLiteral("  bands complete after a change (%1 samples x %2 cards) p50 %3 max %4 ms\n")
               .arg(last->result.samples)
               .arg(last->result.cards.size())
               .arg(f.p50, 0, 'f', 1)
               .arg(f.max, 0, 'f', 1);
}

// P99 targets for the Serving view's scenario (issue 27): MLPerf's Llama-2-70B Server limits, P99 TTFT 2 s and
// TPOT 200 ms (../shared/reference/mlperf.md), at 4 requests/s; its curves and capacities are simulated off the GUI
// thread.
void withP99Targets(ScenarioState& state)
{
    state.constraints.ttftP99Ms = 2000.0;
    state.constraints.tpotP99Ms = 200.0;
    state.constraints.peakRequestsPerSecond = 4.0;
}

void run(QTextStream& out, const QString& title, std::shared_ptr<const CatalogueSnapshot> catalogue, int steps,
         const QString& view, TaskMode mode, const QString& onlyControl = {}, bool p99Targets = false)
{
    ScenarioSession session(catalogue);
    ScenarioState state;
    state.workload = withTaskMode(state.workload, mode);
    state.selectedCardIds = defaultCardSelection(*catalogue);
    if (p99Targets)
        withP99Targets(state);
    session.editor().resetTo(state);
    MainWindow window(session);
    if (syncSearch)
        window.recommendView()->setSearch(nullptr);
    if (noBands)
        window.powerCostView()->setBandsRun(nullptr);
    window.resize(1280, 800);
    window.showView(view);
    window.show();
    QApplication::processEvents();
    window.repaint();
    PaintCounter counter(window.tabs()->currentWidget());
    qApp->installEventFilter(&counter);

    const std::vector<std::pair<QString, SliderSpinBox*>> controls{
        {QStringLiteral("context"), window.workloadPanel()->contextSlider()},
        {QStringLiteral("batch"), window.workloadPanel()->batchSlider()},
        {QStringLiteral("model size"), window.workloadPanel()->sizeSlider()},
        {QStringLiteral("electricity price"), window.economicsPanel()->priceSlider()},
    };
    out << title << " (" << catalogue->cards.size() << " cards, " << state.selectedCardIds.size() << " selected, view "
        << view << (p99Targets ? ", P99 targets" : "") << ", " << QString::fromLatin1(taskModeName(mode).data())
        << "), ms per step\n";
    auto line = [&out](const QString& name, const std::vector<double>& wall, const std::vector<double>& cpu) {
        const Figures w = summarise(wall);
        const Figures c = summarise(cpu);
        out << QStringLiteral("  %1 wall p50 %2 p95 %3 max %4 | cpu p50 %5 p95 %6 max %7\n")
                   .arg(name, -18)
                   .arg(w.p50, 6, 'f', 2)
                   .arg(w.p95, 6, 'f', 2)
                   .arg(w.max, 6, 'f', 2)
                   .arg(c.p50, 6, 'f', 2)
                   .arg(c.p95, 6, 'f', 2)
                   .arg(c.max, 6, 'f', 2);
    };
    std::vector<double> allWall;
    std::vector<double> allCpu;
    for (const auto& [name, control] : controls) {
        if (!onlyControl.isEmpty() && name != onlyControl)
            continue;
        QSlider* slider = control->slider();
        slider->setSliderDown(true);
        std::vector<double> wall;
        std::vector<double> cpu;
        const int start = slider->value();
        for (int i = 0; i < steps; ++i) {
            // Back and forth around the starting point, a step of 1/1000 of the range each time.
            const int offset = (i % 40 < 20) ? (i % 20) : (20 - i % 20);
            const Step step = timeStep(counter, slider, std::clamp(start + offset * 3, 0, 1000));
            wall.push_back(step.wallMs);
            cpu.push_back(step.cpuMs);
        }
        slider->setSliderDown(false);
        allWall.insert(allWall.end(), wall.begin(), wall.end());
        allCpu.insert(allCpu.end(), cpu.begin(), cpu.end());
        line(name, wall, cpu);
    }
    line(QStringLiteral("all controls"), allWall, allCpu);
    if (view == QStringLiteral("power") && !noBands)
        timeBandsSettle(out, window, session, 10);
    if (view == QStringLiteral("serving")) {
        // How long the last step's curves took to land on their worker after the step.
        QElapsedTimer settle;
        settle.start();
        window.waitForBackgroundWork();
        QApplication::processEvents();
        out << QStringLiteral("  last step's curves landed %1 ms after the step\n")
                   .arg(static_cast<double>(settle.nsecsElapsed()) / 1e6, 0, 'f', 1);
    }
    if (view == QStringLiteral("recommend")) {
        // How live the view was: steps whose own search had landed by the end of the step, and the time until the
        // last step's answer showed.
        QElapsedTimer settle;
        settle.start();
        window.waitForBackgroundWork();
        QApplication::processEvents();
        out << QStringLiteral("  last step's search landed %1 ms after the step\n")
                   .arg(static_cast<double>(settle.nsecsElapsed()) / 1e6, 0, 'f', 1);
    }
    out.flush();
    qApp->removeEventFilter(&counter);
}

// The built-in catalogue's cards copied until there are `count` (servers and offers kept for the originals).
std::shared_ptr<const CatalogueSnapshot> enlarged(const CatalogueSnapshot& base, std::size_t count)
{
    auto big = std::make_shared<CatalogueSnapshot>(base);
    for (std::size_t copy = 1; big->cards.size() < count; ++copy)
        for (const Accelerator& card : base.cards) {
            if (big->cards.size() >= count)
                break;
            Accelerator c = card;
            c.id += "-copy" + std::to_string(copy);
            c.model += " #" + std::to_string(copy);
            big->cards.push_back(std::move(c));
        }
    return big;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gputco-benchmark"));
    int steps = 100;
    const QStringList args = QApplication::arguments();
    if (const qsizetype i = args.indexOf(QStringLiteral("--steps")); i >= 0 && i + 1 < args.size())
        steps = std::max(10, args[i + 1].toInt());

    auto database = CatalogueDatabase::openInMemory();
    if (!database) {
        std::fprintf(stderr, "cannot open the built-in catalogue: %s\n", database.error().describe().c_str());
        return 1;
    }
    const auto builtIn = snapshotOf(*database);
    // --only K: run only the K-th scenario (1-based), e.g. under a profiler.
    int only = 0;
    if (const qsizetype i = args.indexOf(QStringLiteral("--only")); i >= 0 && i + 1 < args.size())
        only = args[i + 1].toInt();
    // --control NAME: step only that control ("context", "batch", "model size", "electricity price").
    QString onlyControl;
    if (const qsizetype i = args.indexOf(QStringLiteral("--control")); i >= 0 && i + 1 < args.size())
        onlyControl = args[i + 1];
    syncSearch = args.contains(QStringLiteral("--sync-search"));
    noBands = args.contains(QStringLiteral("--no-bands"));
    QTextStream out(stdout);
    out << "Slider step to all visible views repainted, offscreen at 1280x800, " << steps << " steps per control\n";
    if (only == 0) {
        // Warm-up (font and glyph caches, first layouts), not reported.
        QString sink;
        QTextStream discard(&sink);
        run(discard, QStringLiteral("warm-up"), builtIn, 10, QStringLiteral("memory"), TaskMode::Inference,
            onlyControl);
    }
    if (only == 0 || only == 1)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("memory"), TaskMode::Inference,
            onlyControl);
    if (only == 0 || only == 2)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("power"), TaskMode::Inference,
            onlyControl);
    if (only == 0 || only == 6)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("training-inference"),
            TaskMode::Inference, onlyControl);
    if (only == 0 || only == 7)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("rack"), TaskMode::Inference,
            onlyControl);
    if (only == 0 || only == 3)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("memory"), TaskMode::PreTraining,
            onlyControl);
    // The Recommend view in front: every step asks for a new search over the whole catalogue (off the GUI thread,
    // ui/scenario/RecommendationSearch), and the view repaints when one lands.
    if (only == 0 || only == 8)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("recommend"), TaskMode::Inference,
            onlyControl);
    if (only == 0 || only == 9)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("recommend"),
            TaskMode::PreTraining, onlyControl);
    // The Sensitivity view in front: each step computes the selected cards' tornado (core LazyTornado) and redraws it.
    if (only == 0 || only == 10)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("sensitivity"),
            TaskMode::Inference, onlyControl);
    // The Serving view in front with P99 targets (issue 27): each step asks for new load curves and capacities on the
    // view's worker; the GUI thread draws what lands.
    if (only == 0 || only == 11)
        run(out, QStringLiteral("Default catalogue"), builtIn, steps, QStringLiteral("serving"), TaskMode::Inference,
            onlyControl, true);
    if (only == 0 || only == 4)
        run(out, QStringLiteral("1,000-card catalogue"), enlarged(*builtIn, 1000), steps, QStringLiteral("memory"),
            TaskMode::Inference, onlyControl);
    if (only == 0 || only == 5)
        run(out, QStringLiteral("1,000-card catalogue"), enlarged(*builtIn, 1000), steps, QStringLiteral("memory"),
            TaskMode::PreTraining, onlyControl);
    return 0;
}
