#include "hardware/ExportControl.h"

#include "hardware/Accelerator.h"

#include <algorithm>

namespace gputco {

bool isExportRestricted(const Accelerator& card, std::string_view country)
{
    if (country.empty())
        return false;
    return std::find(card.exportRestrictedIn.begin(), card.exportRestrictedIn.end(), country)
           != card.exportRestrictedIn.end();
}

bool isCountryCode(std::string_view code)
{
    return code.size() == 2 && std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::optional<std::vector<std::string>> parseCountryCodes(std::string_view text)
{
    std::vector<std::string> out;
    std::string token;
    auto flush = [&]() {
        if (token.empty())
            return true;
        if (!isCountryCode(token))
            return false;
        if (std::find(out.begin(), out.end(), token) == out.end())
            out.push_back(token);
        token.clear();
        return true;
    };
    for (char c : text) {
        if (c == ' ' || c == ',' || c == ';' || c == '\t') {
            if (!flush())
                return std::nullopt;
            continue;
        }
        token += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    if (!flush())
        return std::nullopt;
    return out;
}

std::string countryCodesText(const std::vector<std::string>& codes)
{
    std::string out;
    for (const std::string& code : codes) {
        if (!out.empty())
            out += ' ';
        out += code;
    }
    return out;
}

} // namespace gputco
