// Hostile values for --database, the one option that names a file the program may write: a file that is not a
// catalogue, a folder, an empty name, a 100k-character path, non-UTF-8 bytes. None may change or add a file.
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>

#include <vector>

// Regression: a text file named by mistake was renamed to NAME.corrupt-<time> and replaced by a new catalogue.
TEST_CASE("a file that is not SQLite at all is left byte-identical and the command runs on the built-in catalogue",
          "[hostile][database]")
{
    CatalogueSandbox sandbox;
    const QString notes = sandbox.filePath(QStringLiteral("notes.txt"));
    {
        QFile file(notes);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("id,vendor\nmy-card,Vendor\n");
    }
    const QByteArray before = fileHash(notes);
    const CliRun run =
        runCliWith({QStringLiteral("cards"), QStringLiteral("--json"), QStringLiteral("--database"), notes});
    CHECK(run.exitCode == 0);
    CHECK(run.err.contains(QStringLiteral("is not an SQLite file")));
    CHECK(run.err.contains(QStringLiteral("left untouched")));
    CHECK(run.out.startsWith(u'[')); // the built-in catalogue in memory still answers
    CHECK(fileHash(notes) == before);
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("notes.txt")});
    INFO(why.toStdString());
    CHECK(same);
    CHECK(QDir(sandbox.folder()).entryList({QStringLiteral("notes.txt*")}, QDir::Files).size() == 1);
}

TEST_CASE("hostile --database values change no file and say what happened", "[hostile][database]")
{
    CatalogueSandbox sandbox;
    const std::vector<std::pair<const char*, QString>> paths{
        {"a folder", sandbox.folder()},
        {"a 100k-character name", sandbox.filePath(longText())},
        {"a name under a file", sandbox.filePath(QStringLiteral("catalogue.sqlite/inner.sqlite"))},
    };
    for (const auto& [label, path] : paths) {
        INFO(label);
        const CliRun run = runCliWith({QStringLiteral("cards"), QStringLiteral("--database"), path});
        // Either refused (2) or run on the built-in catalogue in memory (0) with a warning; never a crash.
        CHECK((run.exitCode == 0 || run.exitCode == 2));
        CHECK(run.err.contains(QStringLiteral("catalogue")));
        CHECK(run.err.size() < 2000);
    }
    QString why;
    const bool same = sandbox.unchanged(why);
    INFO(why.toStdString());
    CHECK(same);
}
