// The embedded Chinese translation reaches the window: title, menus, enum labels and core's comparison
// statements (looked up by id). Each case runs in its own process (catch_discover_tests), so the installed
// translator does not leak into other tests.
#include "UiTestSupport.h"

#include "../core/performance/CardFixtures.h"

#include "export/report/ReportLanguage.h"
#include "format/ComparisonText.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/NoteText.h"
#include "i18n/Language.h"
#include "model/ModelPresets.h"
#include "performance/ComputePeak.h"
#include "scenario/CardEconomicsEvaluator.h"
#include "scenario/DefaultCardSelection.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTranslator>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

QStringList menuTitles(const MainWindow& window)
{
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

QStringList tabTitles(MainWindow& window)
{
    QStringList titles;
    for (int i = 0; i < window.tabs()->count(); ++i)
        titles << window.tabs()->tabText(i);
    return titles;
}

} // namespace

TEST_CASE("The Chinese translation is compiled into the program's resources", "[translations]")
{
    test::application();
    CHECK(QFile::exists(QStringLiteral(":/i18n/gpu-tco_zh_CN.qm")));
    QTranslator translator;
    REQUIRE(translator.load(QStringLiteral(":/i18n/gpu-tco_zh_CN.qm")));
    CHECK(translator.language() == QStringLiteral("zh_CN"));
    // A text from each layer the .ts covers: the window, the report, the GUI's command line.
    CHECK(translator.translate("gputco::ui::MainWindow", "&File") == QStringLiteral("文件(&F)"));
    CHECK(translator.translate("ReportBuilder", "Assumptions") == QStringLiteral("假设"));
    CHECK(translator.translate("main", "--database: %1") == QStringLiteral("--database：%1"));
}

TEST_CASE("With the zh_CN translator the window's title, menus and tabs are Chinese", "[translations]")
{
    test::application();
    REQUIRE(applyReportLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);

    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = defaultCardSelection(*test::sampleCatalogue());
    session.editor().resetTo(state);
    MainWindow window(session);

    CHECK(window.windowTitle().contains(QStringLiteral("未命名场景"))); // "Untitled scenario"
    CHECK(window.windowTitle().contains(QStringLiteral("GPU 总拥有成本分析器")));
    CHECK(menuTitles(window)
          == QStringList{QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"), QStringLiteral("视图(&V)"),
                         QStringLiteral("帮助(&H)")});
    const QStringList tabs = tabTitles(window);
    CHECK(tabs.contains(QStringLiteral("显存容量(&M)")));
    CHECK(tabs.contains(QStringLiteral("机柜与制冷(&R)")));

    // The dock tabs keep the panels' full Chinese names ("Economics" is 经济性与机房), and they read whole at the
    // default 1440x900.
    window.show();
    QApplication::processEvents();
    QStringList docks;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        docks << dock->windowTitle();
    CHECK(docks.contains(QStringLiteral("经济性与机房")));
    CHECK(docks.contains(QStringLiteral("目标与限制")));
    CHECK(test::squeezedDockTabs(window).isEmpty());
}

TEST_CASE("With the zh_CN translator enum labels and comparison statements use the glossary's terms", "[translations]")
{
    test::application();
    REQUIRE(applyReportLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);
    CHECK(taskModeLabel(TaskMode::Inference) == QStringLiteral("推理"));
    CHECK(taskModeLabel(TaskMode::PreTraining) == QStringLiteral("预训练"));
    CHECK(comparisonText(ComparisonDimension::Memory, StatementPart::Title) == QStringLiteral("显存"));
    CHECK(comparisonText(ComparisonDimension::Interconnect, StatementPart::Title) == QStringLiteral("互联"));
    CHECK(comparisonText(ComparisonDimension::Power, StatementPart::Summary)
          == QStringLiteral("训练功耗最高；推理付电费最久。"));
}

TEST_CASE("Without a translator the same texts stay English", "[translations]")
{
    test::application();
    CHECK(taskModeLabel(TaskMode::Inference) == QStringLiteral("Inference"));
    CHECK(comparisonText(ComparisonDimension::Memory, StatementPart::Title) == QStringLiteral("Memory"));
}

namespace {

// The Recommend table's Servers cell for `servers` in `racks`, composed as RecommendOptionsModel composes it.
QString serversInRacks(int servers, int racks)
{
    const char* context = "gputco::ui::RecommendOptionsModel";
    return QCoreApplication::translate(context, "%1 in %2")
        .arg(QCoreApplication::translate(context, "%n server(s)", nullptr, servers),
             QCoreApplication::translate(context, "%n rack(s)", nullptr, racks));
}

} // namespace

TEST_CASE("In English a count takes the singular or the plural: 1 server in 1 rack, 2 servers in 3 racks",
          "[translations]")
{
    test::application();
    // Without gpu-tco_en.qm, Qt fills in %n and leaves the source's "(s)".
    CHECK(serversInRacks(1, 1) == QStringLiteral("1 server(s) in 1 rack(s)"));

    REQUIRE(QFile::exists(QStringLiteral(":/i18n/gpu-tco_en.qm")));
    REQUIRE(installLanguage(QLocale(QLocale::English, QLocale::UnitedKingdom)) >= 1);
    CHECK(serversInRacks(1, 1) == QStringLiteral("1 server in 1 rack"));
    CHECK(serversInRacks(2, 3) == QStringLiteral("2 servers in 3 racks"));
    CHECK(serversInRacks(2, 1) == QStringLiteral("2 servers in 1 rack"));
    CHECK(QCoreApplication::translate("RecommendationText", "%n card(s) left out (see the list).", nullptr, 1)
          == QStringLiteral("1 card left out (see the list)."));
    CHECK(QCoreApplication::translate("RecommendationText", "%n card(s) left out (see the list).", nullptr, 48)
          == QStringLiteral("48 cards left out (see the list)."));
    // A text without a count is not in the English file: it stays the source.
    CHECK(QCoreApplication::translate("gputco::ui::MainWindow", "&File") == QStringLiteral("&File"));

    // A language the program has no translation of shows the English texts, with English plurals.
    REQUIRE(installLanguage(QLocale(QLocale::German, QLocale::Germany)) >= 1);
    CHECK(serversInRacks(2, 3) == QStringLiteral("2 servers in 3 racks"));
    // Chinese has one form, which keeps the count.
    REQUIRE(installLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);
    CHECK(serversInRacks(1, 1) == QStringLiteral("1 台，1 个机柜"));
    CHECK(serversInRacks(2, 3) == QStringLiteral("2 台，3 个机柜"));
}

TEST_CASE("In Chinese, money is grouped by 万 and 亿 instead of thousands, millions and billions", "[translations]")
{
    test::application();
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    // 1.2e9 = 12 x 10^8 (亿); 356,000 = 35.6 x 10^4 (万); below 10^4 the amount is written out to the fen.
    CHECK(format::money(Money::amount(1.2e9), QStringLiteral("CNY")) == QStringLiteral("12.0 亿 CNY"));
    CHECK(format::money(Money::amount(356000.0), QStringLiteral("CNY")) == QStringLiteral("35.6 万 CNY"));
    CHECK(format::money(Money::amount(8765.432), QStringLiteral("CNY")) == QStringLiteral("8,765.43 CNY"));
    // A chart axis up to 3.5e8 CNY counts in 亿 (10^8); up to 50,000 in 万 (10^4).
    CHECK(format::moneyScale(3.5e8, QStringLiteral("CNY")).divisor == 1e8);
    CHECK(format::moneyScale(3.5e8, QStringLiteral("CNY")).unit == QStringLiteral("亿 CNY"));
    CHECK(format::moneyScale(5e4, QStringLiteral("CNY")).divisor == 1e4);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    CHECK(format::money(Money::amount(1.2e9), QStringLiteral("USD")) == QStringLiteral("1.20 bn USD"));
    CHECK(format::moneyScale(2.5e6, QStringLiteral("USD")).divisor == 1e6);
    CHECK(format::moneyScale(2.5e6, QStringLiteral("USD")).unit == QStringLiteral("million USD"));
}

TEST_CASE("With the zh_CN translator core's performance notes are Chinese with their figures", "[translations]")
{
    test::application();
    REQUIRE(applyReportLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);
    // A100 has no FP8 figure: the note names the card and both precisions, and says FP8 is unsupported there.
    const ComputePeak peak = choosePeak(fixtures::a100(), Precision::FP8);
    REQUIRE(peak.codedNotes.size() == 1);
    CHECK(performanceNoteText(peak.codedNotes.front())
          == QStringLiteral(
              "NVIDIA A100 SXM 80GB 没有公开的稠密 FP8 算力数据，因此不支持 FP8（不会被推荐）：仅为展示数字，"
              "改按其 BF16 峰值算力计算"));
    PerformanceNote capped;
    capped.code = PerformanceNoteCode::ConcurrencyCapped;
    capped.count = 64;
    capped.limit = 40;
    CHECK(performanceNoteText(capped) == QStringLiteral("64 条序列放不下显存；最多放得下 40 条"));
}

TEST_CASE("With the zh_CN translator card-suitability notes are Chinese with their figures", "[translations]")
{
    test::application();
    REQUIRE(applyReportLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);
    const SuitabilityNote tooMany{SuitabilityNoteCode::TooManyGpus, 10, 8, 0.0, 0.0, {}};
    const SuitabilityNote noTdp{SuitabilityNoteCode::TdpUnknown, 0, 0, 0.0, 0.0, {}};
    CHECK(suitabilityNotesText({tooMany, noTdp})
          == QStringLiteral("推理需要 10 张 GPU，超过一台 8 卡服务器；热设计功耗（TDP）未知：未计算功耗与成本"));
    const SuitabilityNote tooBig{SuitabilityNoteCode::DoesNotFit, 0, 0, 151.2, 80.0, {}};
    CHECK(suitabilityNoteText(tooBig) == QStringLiteral("显存放不下：最佳切分每 GPU 需要 151 GB，该卡只有 80.0 GB"));
}

TEST_CASE("With the zh_CN translator the card-economics notes are Chinese", "[translations]")
{
    test::application();
    REQUIRE(applyReportLanguage(QLocale(QLocale::Chinese, QLocale::China)) >= 1);
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-8b";
    const auto model = findModelPreset("llama-3.1-8b");
    REQUIRE(model);
    const CatalogueSnapshot catalogue;
    Accelerator odd = fixtures::h100();
    odd.price = PriceQuote{Money::amount(100), "XYZ", "2026-01-01", "test"};
    const CardEconomics economics = evaluateCardEconomics({*model, state, catalogue}, odd);
    // The evaluator (core) codes its notes; the window translates them (ui/format/NoteText).
    const QString expected = QStringLiteral("该卡价格以 XYZ 计，此处没有其汇率");
    CHECK(std::any_of(economics.codedNotes.begin(), economics.codedNotes.end(),
                      [&](const EconomicsNote& n) { return economicsNoteText(n) == expected; }));
}

TEST_CASE("With Chinese chosen, Qt's own dialogs are Chinese too (qtbase_zh_CN from qt6-translations-l10n)",
          "[translations]")
{
    test::application();
    REQUIRE(gputco::ui::installLanguage(gputco::ui::localeForLanguage(QStringLiteral("zh_CN"))) >= 2);
    // The buttons of every QMessageBox and QDialogButtonBox, and the file dialog's title.
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == QStringLiteral("取消"));
    CHECK(QCoreApplication::translate("QPlatformTheme", "Save") == QStringLiteral("保存"));
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    CHECK(box.button(QDialogButtonBox::Cancel)->text() == QStringLiteral("取消"));
}
