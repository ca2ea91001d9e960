#include "CliTestSupport.h"
#include "ScenarioCliSupport.h"

#include "database/lite/UserFolders.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

// gpu-tco-cli answers `infer` itself, without Qt, on a catalogue that is ready to be read as it is, and hands
// every other call to gpu-tco-cli-qt (app/cli/lite/ProgramHandOff.h). A copy of gpu-tco-cli alone in a folder,
// with no gpu-tco-cli-qt beside it, shows which calls it answers itself: a hand-over fails there with "cannot
// start".

namespace {

struct Run : scenario_cli::ProcessResult {
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

Run run(const QString& program, const QStringList& arguments, const QString& cacheFolder)
{
    // The check record of this test alone.
    return Run{scenario_cli::runProgram(program, arguments, {{QStringLiteral("XDG_CACHE_HOME"), cacheFolder}})};
}

QStringList inferArguments(const QString& database)
{
    // The case of InferCommandTest: Llama-2-7B on one H100, 1,000 + 200 tokens, one sequence.
    return {QStringLiteral("infer"),
            QStringLiteral("--model"),
            QStringLiteral("llama-2-7b"),
            QStringLiteral("--card"),
            QStringLiteral("h100-sxm-80gb"),
            QStringLiteral("--input-tokens"),
            QStringLiteral("1000"),
            QStringLiteral("--output-tokens"),
            QStringLiteral("200"),
            QStringLiteral("--concurrency=1"),
            QStringLiteral("--json"),
            QStringLiteral("--database"),
            database};
}

} // namespace

TEST_CASE("gpu-tco-cli answers infer without Qt on a ready catalogue, with the Qt program's figures",
          "[cli][infer][fast]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString cache = dir.filePath(QStringLiteral("cache"));
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString cli = QStringLiteral(GPUTCO_CLI_PATH);

    // First call: no file yet, so gpu-tco-cli-qt creates it; second: it checks the file and remembers that.
    const Run created = run(cli, inferArguments(database), cache);
    REQUIRE(created.exitCode == 0);
    REQUIRE(QFile::exists(database));
    REQUIRE(run(cli, inferArguments(database), cache).exitCode == 0);

    // Now the copy alone answers: the file is unchanged since its check.
    const QString alone = dir.filePath(QStringLiteral("alone/gpu-tco-cli"));
    REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral("alone"))));
    REQUIRE(QFile::copy(cli, alone));
    const Run fast = run(alone, inferArguments(database), cache);
    REQUIRE(fast.exitCode == 0);
    CHECK(fast.err.isEmpty());
    CHECK(fast.json() == created.json());
    // And the in-process Qt command gives every figure the same (InferCommandTest checks them by hand).
    const CliRun inProcess = runCliWith(inferArguments(database));
    INFO(inProcess.err.toStdString());
    REQUIRE(inProcess.exitCode == 0);
    CHECK(fast.json() == inProcess.json());
    // 0.7 x 3,350 GB/s and the H100 profile's 1.6 ms step overhead (InferCommandTest).
    CHECK(fast.json().value(QStringLiteral("tpot_s")).toDouble() == Approx(14'053'548'032.0 / 2.345e12 + 0.0016));

    // The text answer and a refusal read as the Qt program's.
    QStringList text = inferArguments(database);
    text.removeAll(QStringLiteral("--json"));
    CHECK(run(alone, text, cache).out == runCliWith(text).out);
    QStringList unknownCard = inferArguments(database);
    unknownCard[unknownCard.indexOf(QStringLiteral("h100-sxm-80gb"))] = QStringLiteral("no-such-card");
    const Run refused = run(alone, unknownCard, cache);
    CHECK(refused.exitCode == 2);
    CHECK(refused.err == runCliWith(unknownCard).err);
    CHECK(refused.err.contains(QStringLiteral("--card: 'no-such-card' is not in the catalogue")));
    QStringList badTp = inferArguments(database);
    badTp << QStringLiteral("--tp") << QStringLiteral("0");
    CHECK(run(alone, badTp, cache).err == runCliWith(badTp).err);
    // A decimal comma is refused the same way by both (issue 25): "1,5" is not 15 tokens.
    QStringList decimalComma = inferArguments(database);
    decimalComma[decimalComma.indexOf(QStringLiteral("1000"))] = QStringLiteral("1,5");
    const Run comma = run(alone, decimalComma, cache);
    CHECK(comma.exitCode == 2);
    CHECK(comma.err == runCliWith(decimalComma).err);
    CHECK(comma.err.contains(QStringLiteral("--input-tokens")));

    // Everything else goes to gpu-tco-cli-qt: here it is missing, so each of these fails to start it.
    const auto handedOver = [&](const QStringList& arguments) {
        const Run r = run(alone, arguments, cache);
        return r.exitCode == 1 && r.err.contains(QStringLiteral("cannot start"))
               && r.err.contains(QStringLiteral("gpu-tco-cli-qt"));
    };
    CHECK(handedOver({QStringLiteral("cards")}));
    CHECK(handedOver({QStringLiteral("--version")}));
    CHECK(handedOver({QStringLiteral("infer"), QStringLiteral("--help")}));
    CHECK(handedOver(inferArguments(dir.filePath(QStringLiteral("missing.sqlite")))));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("missing.sqlite")))); // nothing created by the copy
    QStringList twice = inferArguments(database);
    twice << QStringLiteral("--tp") << QStringLiteral("1") << QStringLiteral("--tp") << QStringLiteral("2");
    CHECK(handedOver(twice)); // QCommandLineParser's reading of a repeated option is its own
    QStringList stray = inferArguments(database);
    stray << QStringLiteral("extra");
    CHECK(handedOver(stray)); // the Qt program refuses the stray word by name (CliArgumentRulesTest)
    QStringList catalogueModel = inferArguments(database);
    catalogueModel[catalogueModel.indexOf(QStringLiteral("llama-2-7b"))] = QStringLiteral("my-imported-model");
    CHECK(handedOver(catalogueModel)); // the catalogue's own models are read by the Qt program
    // A write since the check: the Qt program checks the file again.
    {
        QFile file(database);
        REQUIRE(file.open(QIODevice::ReadWrite));
        const QByteArray all = file.readAll();
        file.seek(0);
        file.write(all); // same bytes, new modification time
    }
    CHECK(handedOver(inferArguments(database)));
}

TEST_CASE("gpu-tco-cli finds the default catalogue where the Qt program does", "[cli][fast]")
{
    // The Qt program's --help names its default catalogue (QStandardPaths); the fast path computes it itself.
    const Run help =
        run(QStringLiteral(GPUTCO_CLI_QT_PATH), {QStringLiteral("infer"), QStringLiteral("--help")}, QDir::tempPath());
    REQUIRE(help.exitCode == 0);
    const auto path = gputco::defaultCataloguePath();
    REQUIRE(path);
    CHECK(help.out.simplified().remove(QLatin1Char(' ')).contains(QString::fromStdString(*path)));
}

TEST_CASE("gpu-tco-cli answers serve without Qt too, byte for byte as the Qt program", "[cli][serve][fast]")
{
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString cache = dir.filePath(QStringLiteral("cache"));
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QStringList serve{QStringLiteral("serve"),
                            QStringLiteral("--model"),
                            QStringLiteral("llama-2-70b"),
                            QStringLiteral("--card"),
                            QStringLiteral("h100-sxm-80gb"),
                            QStringLiteral("--tp"),
                            QStringLiteral("8"),
                            QStringLiteral("--input-tokens"),
                            QStringLiteral("300"),
                            QStringLiteral("--output-tokens"),
                            QStringLiteral("292"),
                            QStringLiteral("--rate"),
                            QStringLiteral("5"),
                            QStringLiteral("--requests"),
                            QStringLiteral("200"),
                            QStringLiteral("--json"),
                            QStringLiteral("--database"),
                            database};
    const QString cli = QStringLiteral(GPUTCO_CLI_PATH);
    REQUIRE(run(cli, serve, cache).exitCode == 0); // creates and checks the catalogue
    const Run checked = run(cli, serve, cache);
    REQUIRE(checked.exitCode == 0);
    const QString alone = dir.filePath(QStringLiteral("alone/gpu-tco-cli"));
    REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral("alone"))));
    REQUIRE(QFile::copy(cli, alone));
    const Run fast = run(alone, serve, cache);
    REQUIRE(fast.exitCode == 0);
    CHECK(fast.out == runCliWith(serve).out);
    CHECK(fast.out == checked.out);
}
