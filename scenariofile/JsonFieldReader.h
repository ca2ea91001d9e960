#pragma once

#include "util/Expected.h"

#include <QJsonObject>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Typed reads from one JSON object that keep the first problem, named by its key path
/// ("workload.context_tokens"), so a reader reads every key in a row and checks once.
/// Absent keys give nullopt (the caller keeps its default) unless a read says the key is required.
class JsonFieldReader {
public:
    JsonFieldReader(QJsonObject object, std::string path, std::optional<Error>& error);

    bool has(const char* key) const { return object_.contains(QLatin1String(key)); }
    /// Records "is missing" for `key` when it is absent; returns whether it is present.
    bool require(const char* key);

    std::optional<double> number(const char* key, double min, double max);
    std::optional<int> integer(const char* key, int min, int max);
    std::optional<QString> text(const char* key);
    std::optional<bool> flag(const char* key);
    /// A string or null (null gives an empty string).
    std::optional<QString> textOrNull(const char* key);
    std::optional<QStringList> strings(const char* key);
    /// A list of numbers, each from `min` to `max`.
    std::optional<std::vector<double>> numbers(const char* key, double min, double max);
    std::optional<QJsonObject> object(const char* key);
    /// Refuses any key not in `known` (a misspelt key would otherwise be silently ignored).
    void rejectUnknown(std::initializer_list<const char*> known);

    /// Records a problem with `key` unless one is already recorded.
    void fail(const char* key, const std::string& message);
    std::string pathOf(const char* key) const;

private:
    QJsonObject object_;
    std::string path_;
    std::optional<Error>& error_;
};

} // namespace gputco
