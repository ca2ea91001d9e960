// What the command line refuses rather than ignores, and what it shows rather than obeys (issue 25, items 8, 9):
// stray words, options that contradict each other, and terminal escapes in a scenario's name.
#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"

#include "cli/EscapingTextDevice.h"
#include "cli/lite/TerminalText.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <catch2/catch.hpp>

TEST_CASE("stray words after a command that takes none are refused by name", "[cli][arguments]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    // Before: both exited 0, the words ignored.
    const CliRun energy = runCliWith({QStringLiteral("energy"), QStringLiteral("extra"), QStringLiteral("words"),
                                      QStringLiteral("--power-w"), QStringLiteral("700"), QStringLiteral("--hours"),
                                      QStringLiteral("1")});
    CHECK(energy.exitCode == 2);
    CHECK(energy.out.isEmpty());
    CHECK(energy.err.contains(QStringLiteral("gpu-tco-cli energy: 'extra words'")));
    CHECK(energy.err.contains(QStringLiteral("takes no arguments")));
    const CliRun infer = runCliWith({QStringLiteral("infer"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                                     QStringLiteral("--card"), QStringLiteral("h100-sxm-80gb"),
                                     QStringLiteral("--database"), db, QStringLiteral("extra")});
    CHECK(infer.exitCode == 2);
    CHECK(infer.err.contains(QStringLiteral("'extra'")));
}

TEST_CASE("options that contradict each other are refused by name", "[cli][arguments]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    // Before: the facility's 220 V 1-phase feed was used and --voltage 400 --phases 3 silently dropped.
    const CliRun rack = runCliWith({QStringLiteral("rack"), QStringLiteral("--server"), QStringLiteral("dgx-h100"),
                                    QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--facility"),
                                    QStringLiteral("example-standard-220v-16a-retail"), QStringLiteral("--voltage"),
                                    QStringLiteral("400"), QStringLiteral("--phases"), QStringLiteral("3"),
                                    QStringLiteral("--database"), db});
    CHECK(rack.exitCode == 2);
    CHECK(rack.out.isEmpty());
    CHECK(rack.err.contains(QStringLiteral("--voltage: cannot be combined with --facility")));
    // Before: the time came from --mfu 0.4 and the output printed the 0.05 it had not used.
    const CliRun train = runCliWith(
        {QStringLiteral("train"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"), QStringLiteral("--tokens"),
         QStringLiteral("1e9"), QStringLiteral("--card"), QStringLiteral("h100-sxm-80gb"), QStringLiteral("--gpus"),
         QStringLiteral("8"), QStringLiteral("--mfu"), QStringLiteral("0.4"), QStringLiteral("--compute-efficiency"),
         QStringLiteral("0.05"), QStringLiteral("--database"), db});
    CHECK(train.exitCode == 2);
    CHECK(train.err.contains(QStringLiteral("--compute-efficiency: cannot be combined with --mfu")));
}

TEST_CASE("the output is escaped as it streams, a line at a time, whatever the writes' boundaries", "[cli][terminal]")
{
    QString shown;
    QTextStream target(&shown);
    gputco::cli::EscapingTextDevice device(target);
    // One line in three writes (the ESC alone in the middle one), then a write ending mid-line: only whole lines
    // are passed on, so the two bytes of U+009B (C2 9B) split across writes still become one \u009B.
    device.write("name: a");
    device.write("\x1b");
    device.write("[2Jb\nnext \xc2");
    CHECK(shown == QStringLiteral("name: a\\x1B[2Jb\n"));
    device.write("\x9b"
                 "31m\n华为 tail");
    CHECK(shown == QStringLiteral("name: a\\x1B[2Jb\nnext \\u009B31m\n"));
    device.finish(); // the last line has no line feed: passed on at the end
    CHECK(shown == QStringLiteral("name: a\\x1B[2Jb\nnext \\u009B31m\n华为 tail"));
}

TEST_CASE("control characters of a name are shown escaped and never sent to the terminal", "[cli][terminal]")
{
    using gputco::cli::escapeControlCharacters;
    // ESC [ 2 J clears the screen; BEL rings; CR would let a name overwrite its own line; U+009B is the one-byte CSI.
    CHECK(escapeControlCharacters("a\x1b[2Jb") == "a\\x1B[2Jb");
    CHECK(escapeControlCharacters("\x07\r\x7f") == "\\x07\\x0D\\x7F");
    CHECK(escapeControlCharacters("x\xc2\x9b"
                                  "31m")
          == "x\\u009B31m");
    CHECK(escapeControlCharacters("华为 H100\tline\n") == "华为 H100\tline\n"); // text, tab and line feed kept

    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    QFile example(QStringLiteral(GPUTCO_SOURCE_DIR "/examples/edge-8b-inference.gputco.json"));
    REQUIRE(example.open(QIODevice::ReadOnly));
    QByteArray json = example.readAll();
    const qsizetype nameAt = json.indexOf("\"name\"");
    REQUIRE(nameAt >= 0);
    // JSON's \u001b is the ESC character once read: the scenario's name holds "ESC]0;pwned BEL" (a title change).
    json.insert(json.indexOf('"', json.indexOf(':', nameAt)) + 1, QByteArray("\\u001b]0;pwned\\u0007"));
    const QString path = dir.filePath(QStringLiteral("escape.gputco.json"));
    QFile scenario(path);
    REQUIRE(scenario.open(QIODevice::WriteOnly));
    scenario.write(json);
    scenario.close();
    const CliRun run = runCliWith({QStringLiteral("evaluate"), path, QStringLiteral("--database"),
                                   dir.filePath(QStringLiteral("catalogue.sqlite"))});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("\\x1B]0;pwned\\x07")));
    CHECK_FALSE(run.out.contains(QChar(0x1b)));
    CHECK_FALSE(run.out.contains(QChar(0x07)));
}
