#include "UiTestSupport.h"

#include "charts/MemoryFitChart.h"
#include "export/report/ReportOptions.h"
#include "format/Format.h"
#include "i18n/Language.h"
#include "panels/EconomicsPanel.h"
#include "preferences/PreferencesDialog.h"
#include "preferences/PresentationScale.h"
#include "scenariofile/ScenarioFileActions.h"
#include "session/ComparedScenario.h"
#include "session/LiveEvaluation.h"
#include "session/Preferences.h"
#include "session/PreferencesStore.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/MemoryFitView.h"
#include "window/MainWindow.h"
#include "window/MainWindowHost.h"
#include "window/StatusSummary.h"
#include "window/WidgetCapture.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLegend>
#include <QLocale>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QValueAxis>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gputco;
using namespace gputco::ui;

namespace {

// Every test leaves the process-wide display settings as it found them.
struct DisplayDefaults {
    QLocale locale;
    ~DisplayDefaults()
    {
        format::setMemoryUnit(MemoryUnit::GB);
        installLanguage(locale);
        QSettings().clear();
    }
};

const CardEvaluation* h100(const ScenarioSession& session)
{
    return session.evaluation().current()->find("h100-sxm-80gb");
}

// The footnote: the chart's text item that Qt did not make (Qt's title and axis titles are text items too).
QGraphicsTextItem* footnoteOf(QChart& chart)
{
    QStringList qtTexts{chart.title()};
    for (const QAbstractAxis* axis : chart.axes())
        qtTexts << axis->titleText();
    for (QGraphicsItem* item : chart.childItems())
        if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item); text && !qtTexts.contains(text->toPlainText()))
            return text;
    return nullptr;
}

// The point sizes of every text of a chart and a table, in one fixed order.
std::vector<qreal> textSizes(QChart& chart, QTableView& table)
{
    std::vector<qreal> sizes{chart.titleFont().pointSizeF(), chart.legend()->font().pointSizeF(),
                             chart.font().pointSizeF()};
    for (const QAbstractAxis* axis : chart.axes()) {
        sizes.push_back(axis->labelsFont().pointSizeF());
        sizes.push_back(axis->titleFont().pointSizeF());
    }
    if (QGraphicsTextItem* footnote = footnoteOf(chart))
        sizes.push_back(footnote->font().pointSizeF());
    sizes.push_back(table.font().pointSizeF());
    sizes.push_back(table.horizontalHeader()->font().pointSizeF());
    return sizes;
}

QAction* findAction(QWidget& window, const QString& text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

} // namespace

TEST_CASE("Preferences survive a round trip through QSettings", "[preferences]")
{
    test::application();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("p.ini")), QSettings::IniFormat);
    CHECK(loadPreferences(settings) == Preferences{}); // nothing saved: the defaults

    Preferences p;
    p.language = QStringLiteral("zh_CN");
    p.currency = "EUR";
    p.cnyPerUsd = 7.05;
    p.cnyPerEur = 7.71;
    p.memoryUnit = MemoryUnit::GiB;
    p.defaultFacilityId = "west-hub";
    p.theme = Theme::Dark;
    p.presentationPercent = 150;
    p.reportPaper = QStringLiteral("letter");
    savePreferences(settings, p);
    CHECK(settings.value(QStringLiteral("preferences/language")).toString() == QStringLiteral("zh_CN"));
    CHECK(loadPreferences(settings) == p);

    // Values that are no longer valid fall back to the defaults, one by one.
    settings.setValue(QStringLiteral("preferences/currency"), QStringLiteral("GBP"));
    settings.setValue(QStringLiteral("preferences/presentationPercent"), 333);
    settings.setValue(QStringLiteral("preferences/cnyPerUsd"), -1.0);
    settings.setValue(QStringLiteral("preferences/reportPaper"), QStringLiteral("a3"));
    const Preferences read = loadPreferences(settings);
    CHECK(read.reportPaper.isEmpty()); // from the language again
    CHECK(read.currency == "CNY");
    CHECK(read.presentationPercent == 100);
    CHECK(read.cnyPerUsd == 7.2);
    CHECK(read.cnyPerEur == 7.71);
}

TEST_CASE("The report's paper: A4 by default, Letter for US English, the Preferences' choice over both",
          "[preferences][report]")
{
    test::application();
    CHECK(reportOptionsFor(QLocale(QLocale::Chinese, QLocale::China)).pageSize == QPageSize::A4);
    CHECK(reportOptionsFor(QLocale::c()).pageSize == QPageSize::A4);
    CHECK(reportOptionsFor(QLocale(QLocale::English, QLocale::UnitedStates)).pageSize == QPageSize::Letter);
    CHECK(reportOptionsFor(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral("a4")).pageSize
          == QPageSize::A4);
    CHECK(reportOptionsFor(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("letter")).pageSize
          == QPageSize::Letter);

    // Chosen in the dialog: the preference, and the window's File > Export report, take it.
    Preferences p;
    PreferencesDialog dialog(p, *test::sampleCatalogue());
    auto* paper = dialog.findChild<QComboBox*>(QStringLiteral("reportPaper"));
    REQUIRE(paper);
    CHECK(paper->currentData().toString().isEmpty());
    paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
    CHECK(dialog.preferences().reportPaper == QStringLiteral("letter"));

    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    ScenarioSession session(test::sampleCatalogue());
    MainWindowHost host(session, store);
    CHECK(host.window()->fileActions()->reportPaper().isEmpty());
    store.set(dialog.preferences());
    CHECK(host.window()->fileActions()->reportPaper() == QStringLiteral("letter"));
    CHECK(loadPreferences(QSettings()).reportPaper == QStringLiteral("letter"));
}

TEST_CASE("The language choice names the system's language, English when the system gives none",
          "[preferences][language]")
{
    test::application();
    PreferencesDialog dialog(Preferences{}, *test::sampleCatalogue());
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("language"));
    REQUIRE(language);
    // A shell without LANG has the C locale, whose language name is empty: the entry read "System ()". The program
    // then shows English, and says so.
    CHECK_FALSE(language->itemText(0).contains(QStringLiteral("()")));
    const QLocale::Language system = QLocale::system().language();
    if (system == QLocale::C || system == QLocale::English)
        CHECK(language->itemText(0) == QStringLiteral("System (English)"));
}

TEST_CASE("Memory is shown in GB or GiB as the preference says", "[preferences][format]")
{
    test::application();
    DisplayDefaults restore;
    QLocale::setDefault(QLocale::c());
    // 140e9 bytes = 140 GB; / 2^30 = 130.385... GiB, three significant figures 130.
    const Bytes b = Bytes::of(140e9);
    CHECK(format::memory(b) == QStringLiteral("140 GB"));
    CHECK(format::bytesExact(b) == QStringLiteral("140000000000 bytes (140 GB)"));
    format::setMemoryUnit(MemoryUnit::GiB);
    CHECK(format::inMemoryUnit(b) == Approx(130.385).epsilon(1e-5));
    CHECK(format::memory(b) == QStringLiteral("130 GiB"));
    CHECK(format::memoryUnitNote() == QStringLiteral("GiB = 2^30 bytes"));
    // 80 GiB = 85,899,345,920 bytes = 85.9 GB: exports that say GB stay in GB.
    CHECK(format::memory(Bytes::gibibytes(80)) == QStringLiteral("80.0 GiB"));
    CHECK(format::gigabytes(Bytes::gibibytes(80)) == QStringLiteral("85.9 GB"));
}

TEST_CASE("Changing the display currency converts the TCO at the entered rate", "[preferences][currency]")
{
    test::application();
    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    session.editor().resetTo(state);
    MainWindowHost host(session, store);

    // The user enters 7.0 CNY per USD: the scenario takes the rate over (the card prices are in USD).
    Preferences rate = store.current();
    rate.cnyPerUsd = 7.0;
    store.set(rate);
    CHECK(session.scenario().state().economics.cnyPerUsd == 7.0);
    REQUIRE(h100(session)->economics.tco);
    const double tcoCny = h100(session)->economics.tco->lifetimeTotal.inCurrencyUnits();
    const double priceCny = session.scenario().state().economics.electricityPricePerKwh; // 0.70 CNY/kWh

    Preferences usd = store.current();
    usd.currency = "USD";
    store.set(usd);

    const EconomicsState& e = session.scenario().state().economics;
    CHECK(e.currency == "USD");
    CHECK(e.cnyPerUsd == 7.0);
    CHECK(e.electricityPricePerKwh == Approx(priceCny / 7.0)); // 0.70 CNY = 0.10 USD
    // Everything in the TCO (USD card prices, energy at the converted price) is the CNY figure / 7.0.
    CHECK(h100(session)->economics.tco->lifetimeTotal.inCurrencyUnits() == Approx(tcoCny / 7.0).epsilon(1e-9));
    CHECK(host.window()->statusSummary()->text().contains(QStringLiteral(" USD")));
    CHECK_FALSE(host.window()->statusSummary()->text().contains(QStringLiteral(" CNY")));

    // One undo step brings the CNY scenario back.
    session.undoStack().undo();
    CHECK(session.scenario().state().economics.currency == "CNY");
    CHECK(h100(session)->economics.tco->lifetimeTotal.inCurrencyUnits() == Approx(tcoCny).epsilon(1e-9));
}

TEST_CASE("Switching the language rebuilds the window and keeps the scenario", "[preferences][language]")
{
    test::application();
    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    state.workload.contextTokens = 32768;
    session.editor().resetTo(state);
    MainWindowHost host(session, store);
    MainWindow* before = host.window();
    before->resize(1300, 820);
    before->show();
    before->showView(QStringLiteral("rack"));
    const ScenarioState scenarioBefore = session.scenario().state();
    const EvaluationPtr evaluationBefore = session.evaluation().current();
    session.comparedScenario().set(scenarioBefore, QStringLiteral("pinned"), QString());
    const EvaluationPtr evaluationBBefore = session.comparedScenario().evaluation();

    Preferences chinese = store.current();
    chinese.language = QStringLiteral("zh_CN");
    store.set(chinese);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the old window goes

    MainWindow* after = host.window();
    REQUIRE(after);
    CHECK(after != before);
    CHECK(after->isVisible());
    CHECK(after->currentViewName() == QStringLiteral("rack"));
    CHECK(after->size() == QSize(1300, 820));
    CHECK(session.scenario().state() == scenarioBefore);
    // Notes are written when the scenario is evaluated: the switch evaluates again, so they follow the language.
    CHECK(session.evaluation().current() != evaluationBefore);
    CHECK(session.comparedScenario().evaluation() != evaluationBBefore); // and so are B's
    CHECK(QLocale().language() == QLocale::Chinese);                     // numbers and dates follow
    CHECK(QSettings().value(QStringLiteral("preferences/language")).toString() == QStringLiteral("zh_CN"));

    // The memory unit also rebuilds: the new window's figures are in GiB.
    Preferences gib = store.current();
    gib.language = QStringLiteral("en");
    gib.memoryUnit = MemoryUnit::GiB;
    store.set(gib);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // H100: 80e9 bytes / 2^30 = 74.506 GiB.
    host.window()->memoryFitView()->renderNow();
    const auto& rows = host.window()->memoryFitView()->chart()->rows();
    CHECK(std::any_of(rows.begin(), rows.end(),
                      [](const MemoryFitRow& r) { return std::abs(r.capacityGB - 74.506) < 0.001; }));
    CHECK(session.scenario().state() == scenarioBefore);

    // To look at the dialog: GPUTCO_UI_SCREENSHOT_DIR=/some/dir ui_tests "[language]"
    const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR");
    if (!lookDir.isEmpty()) {
        PreferencesDialog dialog(store.current(), *test::sampleCatalogue(), host.window());
        dialog.show();
        saveWidgetPng(dialog, lookDir + QStringLiteral("/preferences-dialog.png"));
    }
}

TEST_CASE("Presentation mode scales every chart and table text exactly once", "[preferences][presentation]")
{
    test::application();
    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    session.editor().resetTo(state);
    MainWindowHost host(session, store);
    MainWindow& window = *host.window();
    window.resize(1440, 900);
    window.show();
    window.showView(QStringLiteral("memory"));
    window.memoryFitView()->renderNow();
    QChart& chart = *window.memoryFitView()->chart()->chart();
    QTableView* table = window.tabs()->widget(1)->findChild<QTableView*>();
    REQUIRE(table);
    const std::vector<qreal> base = textSizes(chart, *table);
    // Title, legend, chart font, every axis x (labels, title), one footnote, table, header.
    REQUIRE(base.size() == 3 + 2 * static_cast<std::size_t>(chart.axes().size()) + 1 + 2);
    REQUIRE(std::all_of(base.begin(), base.end(), [](qreal s) { return s > 0; }));

    // Through the preference, as the dialog sets it; then directly, up and down again: never compounded.
    Preferences big = store.current();
    big.presentationPercent = 200;
    store.set(big);
    std::vector<qreal> sizes = textSizes(chart, *table);
    REQUIRE(sizes.size() == base.size());
    for (std::size_t i = 0; i < base.size(); ++i) {
        INFO("text " << i);
        CHECK(sizes[i] == 2.0 * base[i]); // exact: doubling a binary floating-point number is exact
    }
    CHECK(chart.titleFont().bold()); // the house style is kept

    applyPresentationScale(window.tabs(), 150);
    sizes = textSizes(chart, *table);
    for (std::size_t i = 0; i < base.size(); ++i)
        CHECK(sizes[i] == Approx(1.5 * base[i]).epsilon(1e-12));
    applyPresentationScale(window.tabs(), 100);
    CHECK(textSizes(chart, *table) == base);

    // At 200 % the footnote is moved up to keep its larger text inside the chart, below the plot area.
    applyPresentationScale(window.tabs(), 200);
    QGraphicsTextItem* footnote = footnoteOf(chart);
    REQUIRE(footnote);
    const QRectF note = footnote->mapRectToParent(footnote->boundingRect());
    CHECK(note.bottom() <= chart.rect().bottom());
    CHECK(chart.margins().bottom() >= note.height());
}

TEST_CASE("The economics panel's currency converts the scenario like the preference does", "[preferences][currency]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.economics.currency = "CNY";
    state.economics.electricityPricePerKwh = 0.7;
    state.economics.cnyPerUsd = 7.0;
    session.editor().resetTo(state);
    EconomicsPanel panel(session.scenario(), session.editor(), session.evaluation());
    QComboBox* combo = panel.currencyCombo();
    CHECK(combo->currentData().toString() == QStringLiteral("CNY"));

    const int steps = session.undoStack().count();
    const int usd = combo->findData(QStringLiteral("USD"));
    combo->setCurrentIndex(usd);
    emit combo->activated(usd); // as a user's choice
    const EconomicsState& e = session.scenario().state().economics;
    CHECK(e.currency == "USD");
    CHECK(e.electricityPricePerKwh == Approx(0.1).epsilon(1e-12)); // 0.7 CNY/kWh / 7.0 CNY per USD
    CHECK(e.cnyPerUsd == 7.0);
    CHECK(session.undoStack().count() == steps + 1); // one step

    session.undoStack().undo();
    CHECK(session.scenario().state().economics.currency == "CNY");
    CHECK(session.scenario().state().economics.electricityPricePerKwh == 0.7);
    CHECK(combo->currentData().toString() == QStringLiteral("CNY")); // the combo follows the undo
}

TEST_CASE("The scenario's file survives a window rebuild", "[preferences][language]")
{
    test::application();
    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);
    MainWindowHost host(session, store);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("west.gputco.json"));
    REQUIRE(host.window()->fileActions()->saveTo(path).isEmpty());
    CHECK(host.currentFile().path == path);

    Preferences gib = store.current();
    gib.memoryUnit = MemoryUnit::GiB; // rebuilds the window
    MainWindow* before = host.window();
    store.set(gib);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    REQUIRE(host.window() != before);
    ScenarioFileActions& files = *host.window()->fileActions();
    CHECK(files.currentPath() == path);
    CHECK(files.scenarioName() == QStringLiteral("west"));
    CHECK(host.window()->windowTitle().startsWith(QStringLiteral("west")));

    // Save goes to the same file again: the changed scenario is in it.
    session.editor().editWorkload(QStringLiteral("context"), [](WorkloadState& w) { w.contextTokens = 16384; });
    REQUIRE(files.saveTo(files.currentPath()).isEmpty());
    ScenarioSession reader(test::sampleCatalogue());
    MainWindow other(reader);
    REQUIRE(other.fileActions()->openFile(path).isEmpty());
    CHECK(reader.scenario().state().workload.contextTokens == 16384);
}

TEST_CASE("Reset goes back to the preferences' new-scenario defaults", "[preferences][reset]")
{
    test::application();
    DisplayDefaults restore;
    QSettings().clear();
    PreferencesStore store;
    Preferences p = store.current();
    p.defaultFacilityId = "west-hub";
    p.currency = "USD";
    p.cnyPerUsd = 7.6;
    store.set(p);
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    state.workload.contextTokens = 65536;
    state.economics.electricityPricePerKwh = 1.1;
    state.economics.pue = 1.8;
    session.editor().resetTo(state);
    MainWindowHost host(session, store);

    QAction* reset = findAction(*host.window(), QStringLiteral("Reset &workload and economics"));
    REQUIRE(reset);
    reset->trigger();
    const ScenarioState& s = session.scenario().state();
    CHECK(s.workload == ScenarioState{}.workload);
    CHECK(s.selectedCardIds == std::vector<std::string>{"h100-sxm-80gb"}); // the selection is not reset
    // West hub (test catalogue): 0.38 CNY/kWh, PUE 1.2, 0.6849 kg/kWh, in USD at 7.6: 0.38 / 7.6 = 0.05 USD/kWh.
    CHECK(s.economics.facilityId == "west-hub");
    CHECK(s.economics.pue == 1.2);
    CHECK(s.economics.carbonKgPerKwh == 0.6849);
    CHECK(s.economics.currency == "USD");
    CHECK(s.economics.cnyPerUsd == 7.6);
    CHECK(s.economics.electricityPricePerKwh == Approx(0.05).epsilon(1e-12));
    session.undoStack().undo(); // one step
    CHECK(session.scenario().state() == state);
}
