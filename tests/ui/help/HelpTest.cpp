#include "UiTestSupport.h"

#include "help/AboutBox.h"
#include "help/HelpBrowser.h"
#include "help/HelpDocuments.h"
#include "window/MainWindow.h"
#include "window/WidgetCapture.h"

#include <QApplication>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>

#include <catch2/catch.hpp>

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

TEST_CASE("How is this computed? opens the model at each view's section", "[help]")
{
    test::application();
    for (const QString& view : MainWindow::viewNames()) {
        const QString section = modelSectionForView(view);
        REQUIRE_FALSE(section.isEmpty());
        HelpBrowser help(QStringLiteral("model"), kModelResource);
        help.resize(800, 600);
        help.show();
        INFO(view.toStdString() << " -> " << section.toStdString());
        CHECK(help.scrollToHeading(section));
        CHECK(help.browser()->textCursor().block().text().startsWith(section));
    }
    HelpBrowser help(QStringLiteral("model"), kModelResource);
    CHECK_FALSE(help.scrollToHeading(QStringLiteral("No such heading")));
    // Sections further down scroll further: the rack section comes after memory in MODEL.md.
    help.resize(800, 600);
    help.show();
    help.scrollToHeading(modelSectionForView(QStringLiteral("memory")));
    const int memoryTop = help.browser()->verticalScrollBar()->value();
    help.scrollToHeading(modelSectionForView(QStringLiteral("rack")));
    CHECK(help.browser()->verticalScrollBar()->value() > memoryTop);

    const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR");
    if (!lookDir.isEmpty()) {
        HelpBrowser guide(QStringLiteral("User guide"), kUserGuideResource);
        guide.show();
        saveWidgetPng(guide, lookDir + QStringLiteral("/user-guide.png"));
    }
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
