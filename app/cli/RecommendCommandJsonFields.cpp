#include "cli/RecommendCommandJsonFields.h"

#include <QJsonArray>

#include <cmath>
#include <cstdio>

namespace gputco::cli {

void JsonFields::fail(const char* key, const std::string& message)
{
    if (!error_)
        error_ = Error{pathOf(key), message};
}

std::optional<double> JsonFields::number(const char* key, double min, double max)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    const double x = v.toDouble(std::nan(""));
    if (!v.isDouble() || !std::isfinite(x) || x < min || x > max) {
        char range[96];
        std::snprintf(range, sizeof range, "must be a number from %g to %g", min, max);
        fail(key, range);
        return std::nullopt;
    }
    return x;
}

std::optional<int> JsonFields::integer(const char* key, int min, int max)
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

std::optional<QString> JsonFields::text(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isString()) {
        fail(key, "must be a string");
        return std::nullopt;
    }
    return v.toString();
}

std::optional<bool> JsonFields::flag(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(key, "must be true or false");
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QStringList> JsonFields::strings(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    QStringList out;
    if (v.isArray()) {
        for (const QJsonValue item : v.toArray()) {
            if (!item.isString()) {
                fail(key, "must be a list of strings");
                return std::nullopt;
            }
            out << item.toString();
        }
        return out;
    }
    fail(key, "must be a list of strings");
    return std::nullopt;
}

std::optional<QJsonObject> JsonFields::object(const char* key)
{
    if (!has(key))
        return std::nullopt;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(key, "must be an object");
        return std::nullopt;
    }
    return v.toObject();
}

void JsonFields::rejectUnknown(std::initializer_list<const char*> known)
{
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || it.key() == QLatin1String(k);
        if (!ok) {
            const std::string key = it.key().toStdString();
            fail(key.c_str(), "is not a known key here");
        }
    }
}

} // namespace gputco::cli
