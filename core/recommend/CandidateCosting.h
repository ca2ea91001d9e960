#pragma once

#include "cost/CapexBasis.h"
#include "facility/Facility.h"
#include "power/ServerPower.h"
#include "recommend/PerformanceCandidate.h"
#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"

#include <optional>

namespace gputco {

/// The server the card is bought in: the scenario's choice for it, else chooseServer's rule (the rule every view
/// uses, core/hardware/ServerChoice.h).
std::optional<Server> recommendServerFor(const RecommendInputs& inputs, const Accelerator& card);

/// The prices the recommender buys the card at: the system price wins (unless the user quoted the card: then the
/// quote and the host share are used); else GPUs x card price x (1 + host share). See core/cost/CapexBasis.h.
PurchasePrices recommendPurchasePrices(const RecommendInputs& inputs, const Accelerator& card,
                                       const std::optional<Server>& server);

/// Prices one candidate over the period, in `facility` (its fit check, electricity price, PUE and colocation
/// prices) or, without one, at the economics' price and PUE: server power from core/power, capex, monthly
/// opex and straight-line TCO from core/cost. nullopt (with the reason logged) when the facility refuses it or
/// its figures are unusable; an option without capex when a card price is missing in the scenario's currency.
std::optional<RecommendOption> priceCandidate(const RecommendInputs& inputs, const PerformanceCandidate& candidate,
                                              const Facility* facility, ExclusionLog& log);
/// The same with the card's server already chosen (recommendServerFor(inputs, *candidate.card)): the search chooses
/// it once per card rather than once per split and facility (a card without a catalogue server builds its generic
/// servers each time it is chosen).
std::optional<RecommendOption> priceCandidate(const RecommendInputs& inputs, const PerformanceCandidate& candidate,
                                              const Facility* facility, const std::optional<Server>& server,
                                              ExclusionLog& log);

/// What decides for every split of `card` alike whether it may be owned at `facility` (nullptr: without one): the
/// consumer licence, the buyer's and the site's export rule, a known TDP (its server's power profile, returned) and
/// the facility's currency. nullopt, with the reason logged, when it may not. A second call for the same card and
/// facility logs nothing new, so the search asks once per card and facility.
std::optional<ServerPowerProfile> ownedCardGate(const RecommendInputs& inputs, const Accelerator& card,
                                                const Facility* facility, const std::optional<Server>& server,
                                                ExclusionLog& log);
/// priceCandidate past ownedCardGate: `profile` is what the gate returned for the candidate's card and facility.
std::optional<RecommendOption> priceOwnedCandidate(const RecommendInputs& inputs, const PerformanceCandidate& candidate,
                                                   const Facility* facility, const std::optional<Server>& server,
                                                   const ServerPowerProfile& profile, ExclusionLog& log);

/// Prices one candidate rented at `rate` over the period: nothing bought (capex 0), the GPUs billed for the
/// hours they are used, rate x GPUs x 730 h x utilisation a month (as core/cost CloudComparison); cost per million
/// tokens at the rented rate (core rentedCostPerMillionTokens), a training run at GPU-hours x rate. The IT power is
/// the provider's and is reported only (no site limit applies).
std::optional<RecommendOption> rentCandidate(const RecommendInputs& inputs, const PerformanceCandidate& candidate,
                                             const RentalRate& rate, ExclusionLog& log);

} // namespace gputco
