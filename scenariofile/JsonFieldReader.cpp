#include "scenariofile/JsonFieldReader.h"

#include <QJsonArray>

#include <cmath>
#include <cstdio>

namespace gputco {

namespace {

// Every text of a scenario is a name, an id or a choice: 4,000 characters, the catalogue's limit for its notes
// (database/TableSpec.cpp), is ample. A 10 MB name would otherwise be carried through every view and report page.
constexpr qsizetype kMaxScenarioTextLength = 4000;

std::optional<std::string> lengthProblem(const QString& text)
{
    if (text.size() <= kMaxScenarioTextLength)
        return std::nullopt;
    return "is " + std::to_string(text.size()) + " characters long; at most " + std::to_string(kMaxScenarioTextLength)
           + " are allowed";
}

std::string typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "true/false";
    case QJsonValue::Double: return "a number";
    case QJsonValue::String: return "a string";
    case QJsonValue::Array: return "a list";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: return "nothing";
    }
    return "something else";
}

} // namespace

JsonFieldReader::JsonFieldReader(QJsonObject object, std::string path, std::optional<Error>& error)
    : object_(std::move(object))
    , path_(std::move(path))
    , error_(error)
{
}

std::string JsonFieldReader::pathOf(const char* key) const { return path_.empty() ? key : path_ + "." + key; }

void JsonFieldReader::fail(const char* key, const std::string& message)
{
    if (!error_)
        error_ = Error{pathOf(key), message};
}

bool JsonFieldReader::require(const char* key)
{
    if (has(key))
        return true;
    fail(key, "is missing");
    return false;
}

std::optional<double> JsonFieldReader::number(const char* key, double min, double max)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    char range[128];
    std::snprintf(range, sizeof range, "from %.15g to %.15g", min, max);
    if (!v.isDouble()) {
        fail(key, "must be a number " + std::string(range) + ", not " + typeName(v));
        return std::nullopt;
    }
    const double x = v.toDouble();
    if (!std::isfinite(x) || x < min || x > max) {
        char given[64];
        std::snprintf(given, sizeof given, "%.15g", x);
        fail(key, std::string(given) + " is out of range: allowed " + range);
        return std::nullopt;
    }
    return x;
}

std::optional<int> JsonFieldReader::integer(const char* key, int min, int max)
{
    const auto x = number(key, min, max);
    if (!x)
        return std::nullopt;
    if (*x != std::floor(*x)) {
        fail(key, "must be a whole number");
        return std::nullopt;
    }
    return static_cast<int>(*x);
}

std::optional<QString> JsonFieldReader::text(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isString()) {
        fail(key, "must be a string, not " + typeName(v));
        return std::nullopt;
    }
    if (auto problem = lengthProblem(v.toString())) {
        fail(key, *problem);
        return std::nullopt;
    }
    return v.toString();
}

std::optional<bool> JsonFieldReader::flag(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(key, "must be true or false, not " + typeName(v));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> JsonFieldReader::textOrNull(const char* key)
{
    if (has(key) && object_.value(QLatin1String(key)).isNull())
        return QString();
    return text(key);
}

std::optional<QStringList> JsonFieldReader::strings(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isArray()) {
        fail(key, "must be a list of strings, not " + typeName(v));
        return std::nullopt;
    }
    QStringList out;
    const QJsonArray items = v.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isString()) {
            fail(key, "item " + std::to_string(i + 1) + " must be a string, not " + typeName(items.at(i)));
            return std::nullopt;
        }
        if (auto problem = lengthProblem(items.at(i).toString())) {
            fail(key, "item " + std::to_string(i + 1) + " " + *problem);
            return std::nullopt;
        }
        out << items.at(i).toString();
    }
    return out;
}

std::optional<std::vector<double>> JsonFieldReader::numbers(const char* key, double min, double max)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    char range[128];
    std::snprintf(range, sizeof range, "from %.15g to %.15g", min, max);
    if (!v.isArray()) {
        fail(key, "must be a list of numbers " + std::string(range) + ", not " + typeName(v));
        return std::nullopt;
    }
    std::vector<double> out;
    const QJsonArray items = v.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const double x = items.at(i).toDouble(std::nan(""));
        if (!items.at(i).isDouble() || !std::isfinite(x) || x < min || x > max) {
            fail(key, "item " + std::to_string(i + 1) + " must be a number " + range);
            return std::nullopt;
        }
        out.push_back(x);
    }
    return out;
}

std::optional<QJsonObject> JsonFieldReader::object(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(key, "must be an object, not " + typeName(v));
        return std::nullopt;
    }
    return v.toObject();
}

void JsonFieldReader::rejectUnknown(std::initializer_list<const char*> known)
{
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || it.key() == QLatin1String(k);
        if (!ok) {
            const std::string key = it.key().toStdString();
            fail(key.c_str(), "is not a known key here (misspelt, or from a newer version?)");
        }
    }
}

} // namespace gputco
