#pragma once

#include "util/Expected.h"
#include "util/QuotedInput.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace gputco::cli {

/// Reads typed option values by name (without the leading "--") and keeps the first problem, so a command reads
/// all its options in a row and checks once. Every message names the option ("--tp") and the allowed range or
/// choices. Qt-free: the command line's fast path uses it on its own parsing, OptionReader on QCommandLineParser's.
class ValueReader {
public:
    /// The value an option was given; nullopt when it was not given (a flag given has the value "").
    using Source = std::function<std::optional<std::string>(std::string_view name)>;

    explicit ValueReader(Source source)
        : source_(std::move(source))
    {
    }

    bool isSet(std::string_view name) const { return source_(name).has_value(); }
    std::string text(std::string_view name) const { return source_(name).value_or(std::string()); }
    std::int64_t integer(std::string_view name, std::int64_t min, std::int64_t max, std::int64_t fallback);
    double number(std::string_view name, double min, double max, double fallback);
    /// "on" or "off" (also true/false, yes/no, 1/0).
    bool onOff(std::string_view name, bool fallback);

    /// A value from a fixed list: `parse` maps the text to the value, `choices` lists the spellings.
    template <class T>
    T choice(std::string_view name, const std::function<std::optional<T>(std::string_view)>& parse,
             const std::string& choices, T fallback)
    {
        const auto value = source_(name);
        if (!value)
            return fallback;
        if (auto parsed = parse(*value))
            return *parsed;
        fail(Error{"--" + std::string(name), quotedInput(*value) + " is not one of: " + choices});
        return fallback;
    }

    void fail(Error error)
    {
        if (!error_)
            error_ = std::move(error);
    }
    const std::optional<Error>& error() const { return error_; }

private:
    Source source_;
    std::optional<Error> error_;
};

} // namespace gputco::cli
