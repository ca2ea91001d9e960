#pragma once

#include "hardware/Accelerator.h"
#include "power/CardPower.h"
#include "util/Expected.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The highest cap accepted, as a multiple of the card's TDP: some cards take a power limit above their default
/// (a cap there changes nothing in the model, whose full load is at most the measured or TDP figure).
inline constexpr double kMaxPowerCapOverTdp = 1.5;

/// Throughput under a cap: the compute-bound work runs at (busy / full load)^(1/3) of its uncapped rate, docs/MODEL.md
/// "Power under load". [R] the cube law of dynamic power (P ~ f V^2 with V ~ f, so f ~ P^(1/3)); [D] MLPerf v4.1's
/// capped H200 (mlperf.md, "Power"): 25,262.1 of 31,302.7 tokens/s (0.807) at about 367 W of 700 W per card
/// (6,153 W at the wall less the host's 3,220 W, 8 cards) gives the exponent 0.33.
inline constexpr double kCapThroughputExponent = 1.0 / 3.0;

/// Checks a cap for `card`: above 0 and at most kMaxPowerCapOverTdp x TDP. The error names `field` and the range;
/// a card without a TDP takes no cap (nothing to hold it against).
std::optional<Error> checkPowerCap(const Accelerator& card, double watts, const std::string& field);

/// The share of its uncapped compute rate a card keeps under its cap (Accelerator::powerCap): 1 without a cap or
/// when the cap is at or above its full-load draw.
double capComputeShare(const Accelerator& card);
/// The same for a power profile.
double capComputeShare(const CardPowerProfile& profile);

/// Sets each listed card's powerCap (by card id, watts); other cards keep none. Setting the same caps twice gives
/// the same cards, so a catalogue already capped may pass through again.
void applyPowerCaps(std::vector<Accelerator>& cards, const std::map<std::string, double>& capWattsByCard);

} // namespace gputco
