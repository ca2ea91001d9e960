#include "cli/lite/LongOptions.h"

#include <string_view>

namespace gputco::cli {

std::optional<std::map<std::string, std::string>> parseLongOptions(int argc, char* const argv[], int first,
                                                                   const std::set<std::string>& withValue,
                                                                   const std::set<std::string>& flags)
{
    std::map<std::string, std::string> values;
    for (int i = first; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (argument.size() < 3 || argument.substr(0, 2) != "--")
            return std::nullopt;
        const std::string_view body = argument.substr(2);
        const std::size_t equals = body.find('=');
        const std::string name(body.substr(0, equals));
        std::string value;
        if (flags.contains(name)) {
            if (equals != std::string_view::npos)
                return std::nullopt;
        } else if (withValue.contains(name)) {
            if (equals != std::string_view::npos)
                value = std::string(body.substr(equals + 1));
            else if (i + 1 < argc)
                value = argv[++i];
            else
                return std::nullopt;
        } else {
            return std::nullopt;
        }
        if (!values.emplace(name, std::move(value)).second)
            return std::nullopt;
    }
    return values;
}

} // namespace gputco::cli
