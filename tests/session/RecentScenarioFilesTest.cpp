#include "SessionTestSupport.h"

#include "session/RecentScenarioFiles.h"

#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Recent scenario files: newest first, no duplicates, at most eight", "[scenariofile]")
{
    sessiontest::application();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    CHECK(recentScenarioFiles(settings).isEmpty());
    for (int i = 0; i < 10; ++i)
        addRecentScenarioFile(settings, QStringLiteral("/plans/%1.gputco.json").arg(i));
    QStringList files = recentScenarioFiles(settings);
    REQUIRE(files.size() == kMaxRecentFiles);
    CHECK(files.first() == QStringLiteral("/plans/9.gputco.json"));
    CHECK(files.last() == QStringLiteral("/plans/2.gputco.json"));

    addRecentScenarioFile(settings, QStringLiteral("/plans/5.gputco.json"));
    files = recentScenarioFiles(settings);
    CHECK(files.size() == kMaxRecentFiles);
    CHECK(files.first() == QStringLiteral("/plans/5.gputco.json"));
    CHECK(files.count(QStringLiteral("/plans/5.gputco.json")) == 1);

    removeRecentScenarioFile(settings, QStringLiteral("/plans/5.gputco.json"));
    CHECK_FALSE(recentScenarioFiles(settings).contains(QStringLiteral("/plans/5.gputco.json")));
}
