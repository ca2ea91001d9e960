// Inputs that are not files (issue 25, item 10): a device that never ends (/dev/zero), a pipe (whose open waits for
// a writer that never comes), a folder and a symbolic link to a device, given to every command that reads a file:
// the scenario of evaluate, recommend and report, report's --compare, db import's CSV file and --database. Each is
// refused before it is opened, with a message naming the argument; the catalogue and the folder are unchanged and no
// output is written.
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>

namespace {

QString example() { return QStringLiteral(GPUTCO_SOURCE_DIR "/examples/llama-70b-inference.gputco.json"); }

/// A folder of things that are not regular files: a pipe, an empty folder and a link to /dev/zero.
struct NotFiles {
    QTemporaryDir dir;
    QString fifo = dir.filePath(QStringLiteral("pipe"));
    QString folder = dir.filePath(QStringLiteral("folder"));
    QString link = dir.filePath(QStringLiteral("zero-link"));

    NotFiles()
    {
        REQUIRE(dir.isValid());
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        REQUIRE(QDir().mkdir(folder));
        REQUIRE(QFile::link(QStringLiteral("/dev/zero"), link));
    }
    QStringList all() const { return {QStringLiteral("/dev/zero"), fifo, folder, link}; }
    /// Still a pipe, an empty folder and a link: nothing was written into or over them.
    bool intact() const
    {
        struct stat st {};
        return ::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode)
               && QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot) && QFileInfo(link).isSymLink()
               && QFileInfo(link).symLinkTarget() == QStringLiteral("/dev/zero");
    }
};

} // namespace

TEST_CASE("every reader refuses a device, a pipe, a folder and a link to a device by name", "[hostile][files]")
{
    CatalogueSandbox sandbox;
    const NotFiles notFiles;
    const QString pdf = sandbox.filePath(QStringLiteral("out.pdf"));
    const QString db = sandbox.databasePath();
    for (const QString& path : notFiles.all()) {
        INFO(path.toStdString());
        const QString refused = path + QStringLiteral(" is not a regular file");
        // Before: /dev/zero aborted with std::bad_alloc, and the pipe made the command wait forever.
        for (const char* command : {"evaluate", "recommend"}) {
            INFO(command);
            const CliRun run = runCliWith({QString::fromLatin1(command), path, QStringLiteral("--database"), db});
            CHECK(run.exitCode == 2);
            CHECK(run.err.contains(path + QStringLiteral(": ") + refused)); // the argument, then why
            CHECK(run.out.isEmpty());
        }
        const CliRun report =
            runCliWith({QStringLiteral("report"), path, QStringLiteral("-o"), pdf, QStringLiteral("--database"), db});
        CHECK(report.exitCode == 2);
        CHECK(report.err.contains(path + QStringLiteral(": ") + refused));
        const CliRun compare = runCliWith({QStringLiteral("report"), example(), QStringLiteral("--compare"), path,
                                           QStringLiteral("-o"), pdf, QStringLiteral("--database"), db});
        CHECK(compare.exitCode == 2);
        CHECK(compare.err.contains(QStringLiteral("--compare: ") + refused));
        const CliRun import =
            runCliWith({QStringLiteral("db"), QStringLiteral("import"), path, QStringLiteral("--table"),
                        QStringLiteral("cards"), QStringLiteral("--database"), db});
        CHECK(import.exitCode == 1);
        CHECK(import.err.contains(refused));
        CHECK(import.err.contains(QStringLiteral("nothing was changed")));
        // Before: --database on any of these fell back to the built-in catalogue in memory and answered from it
        // (exit 0), or for db import printed that nothing was imported.
        const CliRun evaluate = runCliWith({QStringLiteral("evaluate"), example(), QStringLiteral("--database"), path});
        CHECK(evaluate.exitCode == 2);
        CHECK(evaluate.err.contains(QStringLiteral("--database")));
        CHECK(evaluate.err.contains(refused));
        CHECK(evaluate.out.isEmpty());
        const CliRun importInto =
            runCliWith({QStringLiteral("db"), QStringLiteral("import"), example(), QStringLiteral("--table"),
                        QStringLiteral("cards"), QStringLiteral("--database"), path});
        CHECK(importInto.exitCode == 2);
        CHECK(importInto.err.contains(QStringLiteral("--database")));
    }
    // A link to nowhere is not a new name: creating the catalogue would write through it.
    const QString dangling = notFiles.dir.filePath(QStringLiteral("dangling.db"));
    REQUIRE(QFile::link(notFiles.dir.filePath(QStringLiteral("missing/nowhere.db")), dangling));
    const CliRun danglingRun = runCliWith({QStringLiteral("cards"), QStringLiteral("--database"), dangling});
    CHECK(danglingRun.exitCode == 2);
    CHECK(danglingRun.err.contains(QStringLiteral("--database")));
    CHECK(danglingRun.err.contains(QStringLiteral("which does not exist")));
    // A new name is still a new catalogue.
    const QString fresh = notFiles.dir.filePath(QStringLiteral("new.db"));
    CHECK(runCliWith({QStringLiteral("cards"), QStringLiteral("--database"), fresh}).exitCode == 0);
    CHECK(QFileInfo(fresh).isFile());

    CHECK(notFiles.intact());
    CHECK_FALSE(QFileInfo::exists(pdf));
    QString why;
    const bool same = sandbox.unchanged(why);
    INFO(why.toStdString());
    CHECK(same);
}
