#pragma once

#include "cli/lite/UsageError.h"
#include "cli/lite/ValueReader.h"
#include "util/Expected.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace gputco::cli {

/// ValueReader over the parsed command line: typed values, first problem kept, every message naming the option.
class OptionReader {
public:
    explicit OptionReader(const QCommandLineParser& parser)
        : parser_(parser)
        , values_([&parser](std::string_view name) -> std::optional<std::string> {
            const QString option = QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
            return parser.isSet(option) ? std::optional<std::string>(parser.value(option).toStdString()) : std::nullopt;
        })
    {
    }

    bool isSet(const QString& name) const { return parser_.isSet(name); }
    std::int64_t integer(const QString& name, std::int64_t min, std::int64_t max, std::int64_t fallback)
    {
        return values_.integer(name.toStdString(), min, max, fallback);
    }
    double number(const QString& name, double min, double max, double fallback)
    {
        return values_.number(name.toStdString(), min, max, fallback);
    }
    /// "on" or "off" (also true/false, yes/no, 1/0).
    bool onOff(const QString& name, bool fallback) { return values_.onOff(name.toStdString(), fallback); }
    QString text(const QString& name) const { return parser_.value(name); }

    /// A value from a fixed list: `parse` maps the text to the value, `choices` lists the spellings.
    template <class T>
    T choice(const QString& name, const std::function<std::optional<T>(std::string_view)>& parse,
             const std::string& choices, T fallback)
    {
        return values_.choice<T>(name.toStdString(), parse, choices, fallback);
    }

    void fail(Error error) { values_.fail(std::move(error)); }
    const std::optional<Error>& error() const { return values_.error(); }
    /// The same reading without Qt (the commands written for the fast path read through it).
    ValueReader& values() { return values_; }

private:
    const QCommandLineParser& parser_;
    ValueReader values_;
};

/// Prints "gpu-tco-cli COMMAND: field: message" to the error stream and returns ExitUsage.
int reportUsageError(QTextStream& err, const QString& command, const Error& error);

} // namespace gputco::cli
