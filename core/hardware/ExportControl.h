#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

struct Accelerator;

/// Whether the card's export control (Accelerator::exportControl) requires a licence to install it in `country`
/// (ISO 3166-1 alpha-2). A site or offer of unstated country (empty) is never restricted: the app cannot tell.
bool isExportRestricted(const Accelerator& card, std::string_view country);

/// True for two letters A-Z: the form of an ISO 3166-1 alpha-2 code ("CN", "HK"). Not checked against the list.
bool isCountryCode(std::string_view code);

/// Country codes separated by spaces, commas or semicolons ("CN HK MO", "cn;hk"), upper-cased, each once, in the
/// order given; nullopt when a token is not two letters. Empty text gives an empty list.
std::optional<std::vector<std::string>> parseCountryCodes(std::string_view text);

/// The codes as the catalogue stores them: "CN HK MO".
std::string countryCodesText(const std::vector<std::string>& codes);

} // namespace gputco
