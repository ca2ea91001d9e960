#pragma once

#include "util/Expected.h"

#include <QJsonObject>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <string>

namespace gputco::cli {

/// Typed reads from one JSON object that keep the first problem, named by its key path ("economics.years").
class JsonFields {
public:
    JsonFields(QJsonObject object, std::string path, std::optional<Error>& error)
        : object_(std::move(object))
        , path_(std::move(path))
        , error_(error)
    {
    }

    bool has(const char* key) const { return object_.contains(QLatin1String(key)); }
    std::optional<double> number(const char* key, double min, double max);
    std::optional<int> integer(const char* key, int min, int max);
    std::optional<QString> text(const char* key);
    std::optional<bool> flag(const char* key);
    std::optional<QStringList> strings(const char* key);
    std::optional<QJsonObject> object(const char* key);
    /// Refuses any key not in `known`.
    void rejectUnknown(std::initializer_list<const char*> known);
    /// Records a problem with `key` unless one is already recorded.
    void fail(const char* key, const std::string& message);
    std::string pathOf(const char* key) const { return path_.empty() ? key : path_ + "." + key; }

private:
    QJsonObject object_;
    std::string path_;
    std::optional<Error>& error_;
};

} // namespace gputco::cli
