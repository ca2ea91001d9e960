#pragma once

#include <string>
#include <utility>
#include <variant>

namespace gputco {

/// Why an input was refused or a computation could not be done. `field` names the input the user can
/// change (a CLI option, a scenario key, a table column); `message` says what is wrong and what is allowed.
struct Error {
    std::string field;
    std::string message;

    /// "field: message", or the message alone when no single field is to blame.
    std::string describe() const { return field.empty() ? message : field + ": " + message; }
};

/// A value or the reason there is none (std::expected is C++23; g++ 12 builds this project as C++20).
template <class T>
class Expected {
public:
    Expected(T value)
        : state_(std::move(value))
    {
    }
    Expected(Error error)
        : state_(std::move(error))
    {
    }

    bool hasValue() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return hasValue(); }

    const T& value() const& { return std::get<T>(state_); }
    T& value() & { return std::get<T>(state_); }
    T&& value() && { return std::get<T>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const { return std::get<Error>(state_); }

private:
    std::variant<T, Error> state_;
};

} // namespace gputco
