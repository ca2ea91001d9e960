#include "UiTestSupport.h"

#include "help/AboutBox.h"
#include "help/HelpBrowser.h"
#include "help/HelpDocuments.h"
#include "i18n/Language.h"
#include "window/MainWindow.h"
#include "window/WidgetCapture.h"

#include <QApplication>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>

#include <catch2/catch.hpp>

#include <array>

using namespace gputco::ui;

TEST_CASE("The help documents are compiled in and have their headings", "[help]")
{
    test::application();
    const QString guide = helpDocumentText(kUserGuideResource);
    REQUIRE_FALSE(guide.isEmpty());
    for (const char* heading :
         {"# GPU TCO Explorer user guide", "## The panels", "## The views", "## Compare two scenarios (A/B)",
          "## Edit the catalogue", "## Scenarios", "## Export", "## Preferences", "## The command line"})
        CHECK(guide.contains(QLatin1String(heading)));

    const QString model = helpDocumentText(kModelResource);
    REQUIRE_FALSE(model.isEmpty());
    CHECK(model.contains(QStringLiteral("## Units convention")));
    CHECK(helpDocumentText(QStringLiteral(":/docs/missing.md")).isEmpty());
}

namespace {

const QLocale kEnglish = localeForLanguage(QStringLiteral("en"));
const QLocale kChinese = localeForLanguage(QStringLiteral("zh_CN"));

// Every test leaves the process-wide language as it found it.
struct LanguageRestorer {
    QLocale locale;
    ~LanguageRestorer() { installLanguage(locale); }
};

// How many headings of each level (1 to 4) a Markdown document has, outside code blocks.
std::array<int, 4> headingCounts(const QString& markdown)
{
    std::array<int, 4> counts{};
    bool inCode = false;
    for (const QString& line : markdown.split(u'\n')) {
        if (line.startsWith(QLatin1String("```")))
            inCode = !inCode;
        const auto match = QRegularExpression(QStringLiteral("^(#{1,4}) ")).match(line);
        if (!inCode && match.hasMatch())
            ++counts[static_cast<std::size_t>(match.capturedLength(1) - 1)];
    }
    return counts;
}

} // namespace

TEST_CASE("How is this computed? opens the model at each view's section", "[help]")
{
    test::application();
    for (const QLocale& locale : {kEnglish, kChinese}) {
        const QString resource = modelResource(locale);
        for (const QString& view : MainWindow::viewNames()) {
            const QString section = modelSectionForView(view, locale);
            REQUIRE_FALSE(section.isEmpty());
            HelpBrowser help(QStringLiteral("model"), resource);
            help.resize(800, 600);
            help.show();
            INFO(resource.toStdString() << ": " << view.toStdString() << " -> " << section.toStdString());
            CHECK(help.scrollToHeading(section));
            CHECK(help.browser()->textCursor().block().text().startsWith(section));
        }
        HelpBrowser help(QStringLiteral("model"), resource);
        CHECK_FALSE(help.scrollToHeading(QStringLiteral("No such heading")));
        // Sections further down scroll further: the rack section comes after memory in MODEL.md (and its
        // translation keeps the order).
        help.resize(800, 600);
        help.show();
        help.scrollToHeading(modelSectionForView(QStringLiteral("memory"), locale));
        const int memoryTop = help.browser()->verticalScrollBar()->value();
        help.scrollToHeading(modelSectionForView(QStringLiteral("rack"), locale));
        CHECK(help.browser()->verticalScrollBar()->value() > memoryTop);
    }

    const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR");
    if (!lookDir.isEmpty()) {
        HelpBrowser guide(QStringLiteral("User guide"), kUserGuideResource);
        guide.show();
        saveWidgetPng(guide, lookDir + QStringLiteral("/user-guide.png"));
        HelpBrowser chinese(QStringLiteral("User guide"), kUserGuideChineseResource);
        chinese.show();
        saveWidgetPng(chinese, lookDir + QStringLiteral("/user-guide-zh_CN.png"));
        HelpBrowser model(QStringLiteral("model"), kModelChineseResource);
        model.show();
        model.scrollToHeading(modelSectionForView(QStringLiteral("rack"), kChinese));
        saveWidgetPng(model, lookDir + QStringLiteral("/model-rack-zh_CN.png"));
    }
}

TEST_CASE("The help follows the window's language", "[help]")
{
    test::application();
    const LanguageRestorer restore{QLocale()};

    installLanguage(kChinese);
    CHECK(userGuideResource() == kUserGuideChineseResource);
    CHECK(modelResource() == kModelChineseResource);
    const QString guide = helpDocumentText(userGuideResource());
    REQUIRE_FALSE(guide.isEmpty());
    // The headings a Chinese reader finds; the window's labels as gpu-tco_zh_CN.ts gives them.
    for (const char16_t* heading : {u"# GPU 总拥有成本分析器用户指南", u"## 面板", u"## 视图",
                                    u"## 对比两个场景（A/B）", u"## 编辑产品目录", u"## 导出", u"## 首选项"})
        CHECK(guide.contains(QString::fromUtf16(heading)));
    CHECK(modelSectionForView(QStringLiteral("memory")) == QStringLiteral("显存（"));
    HelpBrowser model(QStringLiteral("model"), modelResource());
    CHECK(model.scrollToHeading(modelSectionForView(QStringLiteral("rack"))));

    installLanguage(kEnglish);
    CHECK(userGuideResource() == kUserGuideResource);
    CHECK(modelResource() == kModelResource);
    CHECK(modelSectionForView(QStringLiteral("memory")) == QStringLiteral("Memory ("));

    // Traditional Chinese has no translation of the window (English texts), so the help stays English too.
    CHECK_FALSE(helpIsChinese(QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan)));
    CHECK(helpIsChinese(QLocale(QLocale::Chinese, QLocale::China)));
}

TEST_CASE("A wrapped Chinese line shows without a gap", "[help]")
{
    // Markdown shows a line break in a paragraph as a space: right between English words, a stray gap between
    // Chinese characters. Worked by hand: the break after "，" and the two-space indent of a list item's second
    // line go; a break next to a Latin letter stays (a space there is right); a new list item stays a new item.
    CHECK(markdownForDisplay(QStringLiteral("- 对话服务，\n  或回到上次")) == QStringLiteral("- 对话服务，或回到上次"));
    CHECK(markdownForDisplay(QStringLiteral("每个副本的 GPU\n数")) == QStringLiteral("每个副本的 GPU\n数"));
    CHECK(markdownForDisplay(QStringLiteral("- 显存\n- 功耗")) == QStringLiteral("- 显存\n- 功耗"));
    CHECK(markdownForDisplay(QStringLiteral("one\ntwo")) == QStringLiteral("one\ntwo"));
    // A heading ends at its line, and code is shown as written.
    CHECK(markdownForDisplay(QStringLiteral("### 热量与风量（代码）\n所有 IT 功率"))
          == QStringLiteral("### 热量与风量（代码）\n所有 IT 功率"));
    CHECK(markdownForDisplay(QStringLiteral("```\n容量\n显存\n```")) == QStringLiteral("```\n容量\n显存\n```"));
}

TEST_CASE("The Chinese help has every heading of the English", "[help]")
{
    test::application();
    // A section added to the English documents needs its Chinese counterpart (or, in MODEL.zh_CN.md, a heading
    // that says it is not translated yet and names the English section): never silently missing.
    const QString guide = helpDocumentText(kUserGuideChineseResource);
    const QString model = helpDocumentText(kModelChineseResource);
    REQUIRE_FALSE(guide.isEmpty());
    REQUIRE_FALSE(model.isEmpty());
    // The counts are not vacuous: MODEL.md has a title and 12 sections (Units convention ... Recommender).
    REQUIRE(headingCounts(model)[0] == 1);
    REQUIRE(headingCounts(model)[1] >= 12);
    CHECK(headingCounts(guide) == headingCounts(helpDocumentText(kUserGuideResource)));
    CHECK(headingCounts(model) == headingCounts(helpDocumentText(kModelResource)));
    // Figures and file names are not translated: a few that the procurement reader checks against the window.
    for (const char* kept : {"docs/MODEL.md", ".gputco.json", "P10", "Ctrl+1", "gpu-tco-cli recommend"})
        CHECK(guide.contains(QLatin1String(kept)));
    for (const char* kept : {"GB = 10^9", "BTU/h", "sqrt(3)", "PUE"})
        CHECK(model.contains(QLatin1String(kept)));
}

TEST_CASE("About names the version, the catalogue version and the licences", "[help]")
{
    test::application();
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    const QString text = aboutText(QStringLiteral("2024.06"));
    CHECK(text.contains(QStringLiteral("0.1.0")));
    CHECK(text.contains(QStringLiteral("2024.06")));
    for (const char* licence : {"LGPL version 3", "SQLite: public domain", "Open Font License"})
        CHECK(text.contains(QLatin1String(licence)));
}
