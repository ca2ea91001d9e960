// Hostile config.json files through `gpu-tco-cli models import`: each refused with the JSON key named, exit 1,
// and the catalogue file byte-identical (nothing stored).
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QFile>

#include <vector>

namespace {

// A valid Llama-style config with one key's JSON text replaced (`value` empty: the key left out).
QByteArray configWith(const QString& key, const QString& value)
{
    const std::vector<std::pair<QString, QString>> keys{
        {"model_type", "\"llama\""},   {"num_hidden_layers", "32"},          {"hidden_size", "4096"},
        {"num_attention_heads", "32"}, {"num_key_value_heads", "8"},         {"intermediate_size", "14336"},
        {"vocab_size", "128256"},      {"max_position_embeddings", "131072"}};
    QStringList members;
    for (const auto& [name, text] : keys) {
        const QString v = name == key ? value : text;
        if (!v.isEmpty())
            members << QStringLiteral("\"%1\": %2").arg(name, v);
    }
    return (u'{' + members.join(QStringLiteral(", ")) + u'}').toUtf8();
}

CliRun importBytes(const CatalogueSandbox& sandbox, const QByteArray& bytes)
{
    const QString path = sandbox.filePath(QStringLiteral("config.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        FAIL("cannot write the config fixture");
    file.write(bytes);
    file.close();
    return runCliWith({QStringLiteral("models"), QStringLiteral("import"), path, QStringLiteral("--id"),
                       QStringLiteral("hostile-model"), QStringLiteral("--database"), sandbox.databasePath()});
}

} // namespace

TEST_CASE("hostile config.json values are refused by key and store nothing", "[hostile][models]")
{
    ensureHostileApplication();
    CatalogueSandbox sandbox;
    struct Case {
        const char* key;
        const char* value;
        const char* named; // the key the message must name
    };
    const std::vector<Case> cases{
        {"num_hidden_layers", "1e30", "num_hidden_layers"},
        {"num_hidden_layers", "0", "num_hidden_layers"},
        {"num_hidden_layers", "-32", "num_hidden_layers"},
        {"num_hidden_layers", "", "num_hidden_layers"},
        {"num_hidden_layers", "32.5", "num_hidden_layers"},
        {"num_hidden_layers", "\"32\"", "num_hidden_layers"},
        {"num_hidden_layers", "null", "num_hidden_layers"},
        {"hidden_size", "0", "hidden_size"},
        {"hidden_size", "-4096", "hidden_size"},
        {"hidden_size", "1e300", "hidden_size"},
        {"hidden_size", "4100", "num_attention_heads"}, // 32 heads do not divide 4100 and no head_dim is given
        {"num_attention_heads", "0", "num_attention_heads"},
        {"num_key_value_heads", "5", "num_key_value_heads"},
        {"num_key_value_heads", "64", "num_key_value_heads"},
        {"intermediate_size", "[14336]", "intermediate_size"},
        {"vocab_size", "", "vocab_size"},
        {"vocab_size", "1e9", "vocab_size"},
        {"max_position_embeddings", "-1", "max_position_embeddings"},
        {"model_type", "\"bert\"", "model_type"},
        {"model_type", "", "model_type"},
        {"model_type", "17", "model_type"},
    };
    for (const Case& c : cases) {
        INFO(c.key << " = " << c.value);
        const CliRun run = importBytes(sandbox, configWith(QString::fromLatin1(c.key), QString::fromLatin1(c.value)));
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(QString::fromLatin1(c.named) + u':'));
        QString why;
        CHECK(sandbox.unchanged(why, {QStringLiteral("config.json")}));
        INFO(why.toStdString());
    }
}

TEST_CASE("hostile config.json files (not JSON, not an object, binary, huge) are refused whole", "[hostile][models]")
{
    ensureHostileApplication();
    CatalogueSandbox sandbox;
    const std::vector<QByteArray> files{
        "", "{", "not json", "[1, 2, 3]", "\"text\"", nonUtf8Bytes(), QByteArray(2 * 1024 * 1024, ' ') + "{}"};
    for (const QByteArray& bytes : files) {
        INFO(bytes.left(20).toStdString());
        const CliRun run = importBytes(sandbox, bytes);
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(QStringLiteral("nothing was stored")));
        QString why;
        CHECK(sandbox.unchanged(why, {QStringLiteral("config.json")}));
    }
    // And a good one does write, so the refusals above were not a read-only catalogue.
    const CliRun good = importBytes(sandbox, configWith(QString(), QString()));
    INFO(good.err.toStdString());
    CHECK(good.exitCode == 0);
}
