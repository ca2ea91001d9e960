#pragma once

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

/// Reads typed option values and keeps the first problem, so a command reads all its options in a row
/// and checks once. Every message names the option ("--tp") and the allowed range or choices.
class OptionReader {
public:
    explicit OptionReader(const QCommandLineParser& parser)
        : parser_(parser)
    {
    }

    bool isSet(const QString& name) const { return parser_.isSet(name); }
    std::int64_t integer(const QString& name, std::int64_t min, std::int64_t max, std::int64_t fallback);
    double number(const QString& name, double min, double max, double fallback);
    /// "on" or "off" (also true/false, yes/no, 1/0).
    bool onOff(const QString& name, bool fallback);
    QString text(const QString& name) const { return parser_.value(name); }

    /// A value from a fixed list: `parse` maps the text to the value, `choices` lists the spellings.
    template <class T>
    T choice(const QString& name, const std::function<std::optional<T>(std::string_view)>& parse,
             const std::string& choices, T fallback)
    {
        if (!parser_.isSet(name))
            return fallback;
        const std::string value = parser_.value(name).toStdString();
        if (auto parsed = parse(value))
            return *parsed;
        fail(Error{"--" + name.toStdString(), quotedInput(value) + " is not one of: " + choices});
        return fallback;
    }

    void fail(Error error)
    {
        if (!error_)
            error_ = std::move(error);
    }
    const std::optional<Error>& error() const { return error_; }

private:
    const QCommandLineParser& parser_;
    std::optional<Error> error_;
};

/// A core validation error (field "tp") restated for the command line (field "--tp").
Error asOptionError(Error error);

/// Prints "gpu-tco-cli COMMAND: field: message" to the error stream and returns ExitUsage.
int reportUsageError(QTextStream& err, const QString& command, const Error& error);

} // namespace gputco::cli
