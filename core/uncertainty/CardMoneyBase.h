#pragma once

#include "cost/FleetCost.h"
#include "power/ServerPower.h"
#include "uncertainty/RangeProvenance.h"
#include "uncertainty/RelativeRange.h"
#include "uncertainty/UncertainInput.h"
#include "units/Money.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>

namespace gputco {

/// A multiple of each input's typical value (1: typical), indexed by indexOf(UncertainInput).
using InputMultiples = std::array<double, kUncertainInputCount>;

/// Every input at its typical value.
inline InputMultiples typicalMultiples()
{
    InputMultiples m;
    m.fill(1.0);
    return m;
}

/// What one card's money rests on, taken once from its evaluated economics, so that a sample costs the fleet again
/// (core's costFleet) without sizing its deployment or searching its layout again.
struct CardMoneyBase {
    std::string cardId;
    bool training = false;
    /// The fleet has a purchase price (capex known). Without one its TCO is running costs only, so it takes no part
    /// in "which card is the cheapest".
    bool priced = true;
    FleetCostInputs typical; ///< costFleet's inputs with every input at its typical value
    ServerPowerProfile serverPower;
    PowerWorkload workload = PowerWorkload::Inference;
    double hoursPerDay = 24.0;
    double typicalUtilisation = 0.7;
    double typicalPue = 1.3;
    /// An amount quoted in another currency moves with the exchange-rate multiple to this power: 1 for a foreign
    /// price in a CNY scenario, -1 for a CNY price in a foreign scenario, 0 in the scenario's currency.
    int cardPriceFx = 0;
    int systemPriceFx = 0;
    int colocationFx = 0;
    int cloudFx = 0;
    /// Inference: the deployment, whose replicas are rounded again to the target at another efficiency.
    int tensorParallel = 1;
    int replicas = 1;
    std::optional<double> tokensPerSecondPerReplica;
    double targetTokensPerSecond = 0.0;
    /// The efficiency that sets this card's speed: compute for training and compute-bound decode, memory for
    /// memory-bound decode. The other one does not move this card.
    UncertainInput speedInput = UncertainInput::MemoryEfficiency;
    /// Each input's low and high multiples for this card ({1, 1}: certain, or it does not apply).
    std::array<RelativeRange, kUncertainInputCount> bands{};
    /// Where each band comes from and how firm it is (the Sensitivity view and the report list it).
    std::array<RangeProvenance, kUncertainInputCount> provenance{};
    /// Training priced as the recommender prices it: the cost per GPU-hour (and so per run) over every hour of
    /// the life, utilisation setting the power only. Off: over the utilised hours, as the Power & cost view.
    bool unitCostOverAllHours = false;
    /// A rented fleet (a recommended option rented from a cloud offer, core/recommend rentCandidate): nothing
    /// bought; each month the GPUs are billed rentalRatePerGpuHour x 730 h x utilisation, the rate moved by the
    /// cloud-price multiple (and the exchange rate, per cloudFx); electricity, PUE, card price and resale do not
    /// apply. Its fleet's size still follows the efficiency (inference: replicas to the target).
    bool rented = false;
    Money rentalRatePerGpuHour; ///< scenario currency at the typical exchange rate
    /// An earlier entry of the model that is the same card (another precision, split or facility): this entry
    /// takes that entry's draws of the card's own inputs (card and cloud price, efficiencies) in every sample,
    /// since one card has one price and one software stack in any one future (runMonteCarlo).
    std::optional<std::size_t> sharesCardDrawsWith;
};

/// One card's money at some multiples of its inputs.
struct CardMoney {
    Money lifetimeTco;             ///< capex - residual + life x opex (straight line), scenario currency
    std::optional<Money> unitCost; ///< inference: owned cost per million output tokens; training: cost of the run
    Money cashAtStart;             ///< capex, paid in month 0 (0 without a price)
    Money monthlyOpex;
    int lifeMonths = 48; ///< this future's life, after the life multiple

    /// Cash paid by the end of `month`, before the resale value comes back: capex + min(month, life) x opex
    /// (a future whose life ended earlier has stopped paying).
    Money cashBeforeResaleBy(int month) const;
};

/// Costs the card with its inputs at `multiples` of their typical values: prices and the cloud rate scaled (and
/// moved by the exchange rate when quoted in another currency), the electricity price, PUE and utilisation scaled
/// (power again from the server profile), the life scaled and rounded to whole months, the residual curve scaled
/// (at most 100 %), the speed scaled by the card's efficiency multiple (inference: replicas = ceil(target / (rate
/// per replica x multiple)); training: GPU-hours / multiple). nullopt when core's cost model refuses.
std::optional<CardMoney> costCardAt(const CardMoneyBase& base, const InputMultiples& multiples);

} // namespace gputco
