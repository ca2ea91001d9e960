#include "SampleCatalogue.h"

#include "scenariofile/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

QJsonObject schema()
{
    QFile file(QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR", QStringLiteral(GPUTCO_SOURCE_DIR)))
                   .filePath(QStringLiteral("docs/scenario.schema.json")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    REQUIRE(doc.isObject());
    return doc.object();
}

// A valid file with `section.key` (or the top-level `key`) set to `value`.
QByteArray fileWith(const QString& section, const QString& key, const QJsonValue& value)
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"l4"};
    QJsonObject root = scenarioToJson(d);
    if (section.isEmpty()) {
        root.insert(key, value);
    } else {
        QJsonObject inner = root.value(section).toObject();
        inner.insert(key, value);
        root.insert(section, inner);
    }
    return QJsonDocument(root).toJson();
}

} // namespace

TEST_CASE("docs/scenario.schema.json and the reader agree on keys and ranges", "[scenariofile]")
{
    const QJsonObject properties = schema().value(QStringLiteral("properties")).toObject();
    // Every top-level key the writer writes is in the schema, and the schema allows no others.
    const QJsonObject written = scenarioToJson(ScenarioDocument{});
    for (auto it = written.begin(); it != written.end(); ++it)
        CHECK(properties.contains(it.key()));
    CHECK(schema().value(QStringLiteral("additionalProperties")).toBool(true) == false);

    int checkedRanges = 0;
    for (const QString& section :
         {QStringLiteral("workload"), QStringLiteral("economics"), QStringLiteral("facility_requirements")}) {
        const QJsonObject object = properties.value(section).toObject();
        const QJsonObject keys = object.value(QStringLiteral("properties")).toObject();
        const QJsonObject writtenSection = written.value(section).toObject();
        INFO(section.toStdString());
        // The writer writes every key the schema lists, but the maps it writes only when one is set (a file without
        // them reads as before): the server and the power cap per card.
        const QStringList writtenWhenSet{QStringLiteral("servers"), QStringLiteral("power_caps")};
        qsizetype whenSet = 0;
        for (const QString& key : writtenWhenSet)
            whenSet += keys.contains(key) ? 1 : 0;
        CHECK(keys.size() == writtenSection.size() + whenSet);
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            INFO(it.key().toStdString());
            if (writtenWhenSet.contains(it.key()))
                continue;
            CHECK(writtenSection.contains(it.key()));
            const QJsonObject rule = it.value().toObject();
            if (!rule.contains(QStringLiteral("maximum")))
                continue;
            const double min = rule.value(QStringLiteral("minimum")).toDouble();
            const double max = rule.value(QStringLiteral("maximum")).toDouble();
            const bool whole = rule.value(QStringLiteral("type")).toString() == QStringLiteral("integer");
            // The schema's limits are accepted, one step beyond them is refused with this key's path.
            CHECK(scenarioFromJson(fileWith(section, it.key(), min), nullptr));
            CHECK(scenarioFromJson(fileWith(section, it.key(), max), nullptr));
            const double over = whole ? max + 1 : max * 1.01 + 0.01;
            const auto refused = scenarioFromJson(fileWith(section, it.key(), over), nullptr);
            REQUIRE_FALSE(refused);
            CHECK(refused.error().field == (section + QLatin1Char('.') + it.key()).toStdString());
            ++checkedRanges;
        }
    }
    CHECK(checkedRanges == 28); // 17 workload (concurrency, micro_batch, global_batch_tokens since issue 17; the
                                // three user keys) + 9 economics + 2 requirement ranges
}
