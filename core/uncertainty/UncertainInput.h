#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace gputco {

/// An input of the money model that is a range rather than a number (issue 16).
enum class UncertainInput {
    CardPrice,         ///< the card's price, or the server's system price when capex rests on it
    CloudPrice,        ///< the rented rate per GPU-hour
    ElectricityPrice,  ///< per kWh
    Pue,               ///< facility energy over IT energy
    Utilisation,       ///< share of the hours the cards do useful work
    ComputeEfficiency, ///< share of peak FLOPs reached: training, and compute-bound decode
    MemoryEfficiency,  ///< share of peak memory bandwidth reached: memory-bound decode
    Life,              ///< years of use (the amortisation period)
    Residual,          ///< the resale curve, scaled
    ExchangeRate,      ///< CNY per foreign unit (USD and EUR move together)
};

inline constexpr std::size_t kUncertainInputCount = 10;

inline constexpr UncertainInput kAllUncertainInputs[kUncertainInputCount] = {
    UncertainInput::CardPrice,        UncertainInput::CloudPrice,
    UncertainInput::ElectricityPrice, UncertainInput::Pue,
    UncertainInput::Utilisation,      UncertainInput::ComputeEfficiency,
    UncertainInput::MemoryEfficiency, UncertainInput::Life,
    UncertainInput::Residual,         UncertainInput::ExchangeRate};

/// Position of `input` in kAllUncertainInputs (arrays indexed by input).
constexpr std::size_t indexOf(UncertainInput input) { return static_cast<std::size_t>(input); }

/// "card-price", "cloud-price", "electricity-price", "pue", "utilisation", "compute-efficiency",
/// "memory-efficiency", "life", "residual", "exchange-rate": scenario file and JSON spellings.
std::string_view uncertainInputName(UncertainInput input);
std::optional<UncertainInput> parseUncertainInput(std::string_view text);

/// An input that is the same for every card in one possible future (the site's electricity price, PUE and
/// utilisation, the buyer's life and resale policy, the exchange rate): a Monte Carlo sample draws it once for
/// all cards. Prices and efficiencies are each card's own and are drawn per card.
bool isSharedInput(UncertainInput input);

} // namespace gputco
