#pragma once

#include "cost/Capex.h"

#include <optional>
#include <string_view>

namespace gputco {

/// Which price a fleet's capex rests on.
enum class CapexBasis {
    SystemPrice,       ///< the server's published system price (DGX, HGX): it wins when there is one
    CardPlusHostShare, ///< GPUs x card price x (1 + host share)
};

/// "system-price", "card-plus-host-share": JSON and report spellings.
std::string_view capexBasisName(CapexBasis basis);

/// The prices a fleet can be bought at, already in the scenario's currency.
struct PurchasePrices {
    std::optional<Money> systemPricePerServer; ///< the whole server with its GPUs
    std::optional<Money> cardPrice;            ///< one GPU
    double hostShare = 0.0;                    ///< of the GPUs' price, for the host when there is no system price
    /// False when there is no system price and no host share was given (neither the server's nor the user's):
    /// GPUs x card price then counts the cards alone, and the capex is understated (docs/MODEL.md, Capex basis).
    bool hostCostKnown = true;
};

/// Capex inputs for `gpus` GPUs in servers of `gpusPerServer`, and the basis they rest on.
struct PricedCapexInputs {
    CapexInputs inputs;
    CapexBasis basis = CapexBasis::CardPlusHostShare;
};

/// The system price wins; else GPUs x card price with the host share; nullopt when neither price is known.
std::optional<PricedCapexInputs> capexInputsFor(const PurchasePrices& prices, int gpus, int gpusPerServer);

} // namespace gputco
