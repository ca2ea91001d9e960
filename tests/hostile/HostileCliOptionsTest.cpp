// Every option of every gpu-tco-cli subcommand fed hostile values: each must be refused with exit status 2, a
// message that names the option and stays short, nothing on stdout, and the catalogue file and its folder exactly
// as they were (hash and listing before and after).
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QFile>

#include <vector>

namespace {

/// One option under attack: the command, valid values for the other options, and whether 0 is allowed.
struct OptionCase {
    QString command;
    QString option;                      ///< "--tp"
    QList<QPair<QString, QString>> base; ///< valid option/value pairs; the attacked option replaces its own
    bool zeroAllowed = false;
    bool usesDatabase = true;
};

QList<QPair<QString, QString>> pairs(std::initializer_list<const char*> items)
{
    QList<QPair<QString, QString>> out;
    for (auto it = items.begin(); it != items.end(); it += 2)
        out.append({QString::fromLatin1(*it), QString::fromLatin1(*(it + 1))});
    return out;
}

QStringList argumentsFor(const OptionCase& c, const QString& value, const QString& database)
{
    QStringList args{c.command};
    for (const auto& [option, v] : c.base)
        if (option != c.option)
            args << option << v;
    args << c.option << value;
    if (c.usesDatabase)
        args << QStringLiteral("--database") << database;
    return args;
}

// The numeric options of each command (ranges in each command's --help), with a valid run to start from.
std::vector<OptionCase> numericOptions()
{
    const auto memory = pairs({"--model", "llama-2-7b"});
    const auto energy = pairs({"--power-w", "100", "--hours", "1", "--price", "1"});
    const auto train = pairs({"--model", "llama-2-7b", "--tokens", "1e9", "--card", "h100-sxm-80gb", "--gpus", "8",
                              "--tp", "1", "--pp", "1"});
    const auto infer =
        pairs({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "128", "--output-tokens", "16"});
    const auto serve = pairs({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "128",
                              "--output-tokens", "16", "--rate", "1", "--requests", "10"});
    const auto rack = pairs({"--server", "dgx-h100", "--servers", "4"});
    const auto facility = pairs({"--server", "dgx-h100", "--servers", "4", "--facility", "cn-shanghai-tier3-metro"});
    std::vector<OptionCase> cases;
    auto add = [&cases](const char* command, const char* option, const QList<QPair<QString, QString>>& base,
                        bool zeroAllowed, bool usesDatabase = true) {
        cases.push_back({QString::fromLatin1(command), QString::fromLatin1(option), base, zeroAllowed, usesDatabase});
    };
    for (const char* o : {"--dp", "--tp", "--pp", "--context", "--batch", "--lora-rank"})
        add("memory", o, memory, false, false);
    add("memory", "--zero", memory, true, false);
    add("memory", "--params", {}, false, false);
    for (const char* o : {"--power-w", "--hours", "--count", "--price", "--carbon"})
        add("energy", o, energy, true, false);
    add("energy", "--pue", energy, false, false);
    for (const char* o : {"--tokens", "--gpus", "--mfu", "--pue", "--tp", "--pp", "--sequence", "--global-batch"})
        add("train", o, train, false);
    for (const char* o : {"--price", "--carbon"})
        add("train", o, train, true);
    add("train", "--params", pairs({"--tokens", "1e9", "--card", "h100-sxm-80gb", "--gpus", "8"}), false);
    for (const char* o : {"--tp", "--replicas", "--input-tokens", "--output-tokens", "--concurrency"})
        add("infer", o, infer, false);
    add("infer", "--params", pairs({"--card", "h100-sxm-80gb", "--input-tokens", "128", "--output-tokens", "16"}),
        false);
    for (const char* o :
         {"--tp", "--replicas", "--input-tokens", "--output-tokens", "--rate", "--burstiness", "--ttft-p99-ms",
          "--tpot-p99-ms", "--requests", "--max-batched-tokens", "--max-running", "--context"})
        add("serve", o, serve, false);
    for (const char* o : {"--input-spread", "--output-spread", "--pass-overhead-ms", "--seed"})
        add("serve", o, serve, true);
    for (const char* o : {"--servers", "--servers-per-rack", "--load-factor", "--pue", "--delta-t", "--rack-units",
                          "--voltage", "--phases", "--breaker-amps", "--derating", "--power-factor", "--cooling-kw"})
        add("rack", o, rack, false);
    for (const char* o : {"--reserved-units", "--other-kw", "--bandwidth-mbps"})
        add("rack", o, rack, true);
    add("rack", "--min-tier", facility, false);
    for (const char* o : {"--min-bgp-lines", "--min-ddos-gbps"})
        add("rack", o, facility, true);
    add("recommend", "--top", {}, false);
    return cases;
}

} // namespace

TEST_CASE("hostile numbers in every numeric CLI option are refused by name and change no file", "[hostile][cli]")
{
    CatalogueSandbox sandbox;
    const QString scenario = sandbox.filePath(QStringLiteral("scenario.json"));
    {
        QFile file(scenario);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(R"({"model": "llama-2-7b", "cards": ["l4"]})");
    }
    for (const OptionCase& c : numericOptions()) {
        std::vector<HostileValue> values = hostileNumbers();
        if (!c.zeroAllowed)
            values.push_back(zeroValue());
        for (const HostileValue& value : values) {
            QStringList args = argumentsFor(c, value.text, sandbox.databasePath());
            if (c.command == u"recommend")
                args.insert(1, scenario);
            INFO(c.command.toStdString() << ' ' << c.option.toStdString() << " = " << value.label);
            const CliRun run = runCliWith(args);
            CHECK(run.exitCode == 2);
            CHECK(run.err.contains(c.option));
            CHECK(run.err.size() < 1000);
            CHECK(run.out.isEmpty());
        }
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("scenario.json")});
    INFO(why.toStdString());
    CHECK(same);
}

namespace {

/// An option whose value must be one of a list or the id of a catalogue row.
struct ChoiceCase {
    QString command;
    QString option;
    QList<QPair<QString, QString>> base;
    bool usesDatabase = true;
};

std::vector<ChoiceCase> choiceOptions()
{
    const auto memory = pairs({"--model", "llama-2-7b"});
    const auto train = pairs({"--model", "llama-2-7b", "--tokens", "1e9", "--card", "h100-sxm-80gb", "--gpus", "8"});
    const auto infer =
        pairs({"--model", "llama-2-7b", "--card", "h100-sxm-80gb", "--input-tokens", "128", "--output-tokens", "16"});
    const auto rack = pairs({"--server", "dgx-h100", "--servers", "4"});
    std::vector<ChoiceCase> cases;
    auto add = [&cases](const char* command, const char* option, const QList<QPair<QString, QString>>& base,
                        bool usesDatabase = true) {
        cases.push_back({QString::fromLatin1(command), QString::fromLatin1(option), base, usesDatabase});
    };
    for (const char* o : {"--model", "--mode", "--weights", "--kv-cache", "--optimizer", "--recompute",
                          "--flash-attention", "--sequence-parallel"})
        add("memory", o, memory, false);
    for (const char* o : {"--model", "--card", "--precision", "--recompute", "--server"})
        add("train", o, train);
    for (const char* o : {"--model", "--card", "--weights", "--kv-cache"})
        add("infer", o, infer);
    for (const char* o : {"--server", "--facility", "--require", "--icp", "--min-gb-grade"})
        add("rack", o, rack);
    add("db", "--table", pairs({}));
    return cases;
}

} // namespace

TEST_CASE("unknown ids, empty, very long and non-UTF-8 choices are refused by name and change no file",
          "[hostile][cli]")
{
    CatalogueSandbox sandbox;
    const QString csv = sandbox.filePath(QStringLiteral("rows.csv"));
    {
        QFile file(csv);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("id,tdp_w\nmy-card,100\n");
    }
    const std::vector<HostileValue> values{
        {"unknown id", QStringLiteral("no-such-thing")},
        {"empty", QString()},
        {"upper case", QStringLiteral("H100-SXM-80GB")},
        {"number", QStringLiteral("42")},
        {"long", longText()},
        {"non-UTF-8", QString::fromLocal8Bit(nonUtf8Bytes())},
        {"SQL", QStringLiteral("x'; DROP TABLE cards; --")},
    };
    for (const ChoiceCase& c : choiceOptions()) {
        for (const HostileValue& value : values) {
            QStringList args{c.command};
            if (c.command == u"db")
                args << QStringLiteral("import") << csv;
            for (const auto& [option, v] : c.base)
                if (option != c.option)
                    args << option << v;
            args << c.option << value.text;
            if (c.usesDatabase)
                args << QStringLiteral("--database") << sandbox.databasePath();
            INFO(c.command.toStdString() << ' ' << c.option.toStdString() << " = " << value.label);
            const CliRun run = runCliWith(args);
            CHECK(run.exitCode == 2);
            CHECK(run.err.contains(c.option));
            CHECK(run.err.size() < 1000);
            CHECK(run.out.isEmpty());
        }
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("rows.csv")});
    INFO(why.toStdString());
    CHECK(same);
}

TEST_CASE("subcommands refuse unknown actions, missing values and stray arguments without touching files",
          "[hostile][cli]")
{
    CatalogueSandbox sandbox;
    const QString db = sandbox.databasePath();
    const QString aFile = sandbox.filePath(QStringLiteral("catalogue.sqlite")); // a file where a folder is wanted
    const std::vector<std::pair<QStringList, QString>> runs{
        {{QStringLiteral("no-such-command")}, QStringLiteral("no-such-command")},
        {{QStringLiteral("db"), QStringLiteral("--database"), db}, QStringLiteral("action")},
        {{QStringLiteral("db"), QStringLiteral("drop"), QStringLiteral("--database"), db}, QStringLiteral("drop")},
        {{QStringLiteral("db"), QStringLiteral("export"), aFile, QStringLiteral("--database"), db},
         QStringLiteral("DIR")},
        {{QStringLiteral("db"), QStringLiteral("import"), QStringLiteral("--table"), QStringLiteral("cards"),
          QStringLiteral("--database"), db},
         QStringLiteral("import")},
        {{QStringLiteral("db"), QStringLiteral("import"), sandbox.filePath(QStringLiteral("missing.csv")),
          QStringLiteral("--table"), QStringLiteral("cards"), QStringLiteral("--database"), db},
         QStringLiteral("missing.csv")},
        {{QStringLiteral("db"), QStringLiteral("check"), QStringLiteral("extra"), QStringLiteral("--database"), db},
         QStringLiteral("check")},
        {{QStringLiteral("memory")}, QStringLiteral("--model")},
        {{QStringLiteral("memory"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"), QStringLiteral("--params"),
          QStringLiteral("7e9")},
         QStringLiteral("--params")},
        {{QStringLiteral("energy"), QStringLiteral("--hours"), QStringLiteral("1"), QStringLiteral("--price"),
          QStringLiteral("1")},
         QStringLiteral("--power-w")},
        {{QStringLiteral("rack"), QStringLiteral("--servers"), QStringLiteral("1"), QStringLiteral("--database"), db},
         QStringLiteral("--server")},
        {{QStringLiteral("recommend"), QStringLiteral("--database"), db}, QStringLiteral("SCENARIO")},
        {{QStringLiteral("recommend"), sandbox.filePath(QStringLiteral("missing.json")), QStringLiteral("--database"),
          db},
         QStringLiteral("missing.json")},
    };
    for (const auto& [args, named] : runs) {
        INFO(args.join(u' ').toStdString());
        const CliRun run = runCliWith(args);
        // 2 for a usage error, 1 for a file that cannot be read: either way refused, and said why.
        CHECK((run.exitCode == 1 || run.exitCode == 2));
        CHECK(run.err.contains(named));
        CHECK(run.out.isEmpty());
    }
    QString why;
    const bool same = sandbox.unchanged(why);
    INFO(why.toStdString());
    CHECK(same);
}
