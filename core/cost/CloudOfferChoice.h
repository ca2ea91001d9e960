#pragma once

#include "facility/Facility.h"
#include "units/Money.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// Which of an offer's rates a buyer pays: on demand, a reservation of short or unstated term, a 1- or
/// 3-year commitment, or interruptible spot capacity.
enum class CloudTerm { OnDemand, Reserved, OneYear, ThreeYear, Spot };

/// "on-demand", "reserved", "1-year", "3-year", "spot": scenario file and JSON spellings.
std::string_view cloudTermName(CloudTerm term);
std::optional<CloudTerm> parseCloudTerm(std::string_view text);

/// The offer's rate per GPU-hour at `term`, in the offer's currency; nullopt when it does not quote one.
std::optional<Money> cloudRate(const CloudOffer& offer, CloudTerm term);

/// What a scenario asks for when it compares owning with renting.
struct CloudOfferChoice {
    std::string offerId; ///< empty: the cheapest offer for each card at `term`
    CloudTerm term = CloudTerm::OnDemand;

    friend bool operator==(const CloudOfferChoice&, const CloudOfferChoice&) = default;
};

/// The offer a card is compared against, and why.
struct ChosenCloudOffer {
    const CloudOffer* offer = nullptr;
    CloudTerm term = CloudTerm::OnDemand; ///< the rate used (Reserved when a card has no on-demand offer)
    Money quoted;                         ///< in the offer's currency
    Money inScenarioCurrency;
    bool named = false; ///< the scenario's named offer (false: the cheapest)
};

/// Converts an amount quoted in a currency (ISO 4217) to the scenario's; nullopt: no rate for it.
using ToScenarioCurrency = std::function<std::optional<Money>(Money amount, const std::string& currency)>;

/// The named offer when it is for `cardId`, quotes the term and converts; else the cheapest offer for the card
/// at the term among those that convert (ties: the first in catalogue order). A card with no offer at the term
/// falls back to the cheapest on-demand rate, then the cheapest reserved one; `term` says which was used.
/// nullopt: nothing to rent.
std::optional<ChosenCloudOffer> chooseCloudOffer(const std::vector<CloudOffer>& offers, std::string_view cardId,
                                                 const CloudOfferChoice& choice, const ToScenarioCurrency& convert);

} // namespace gputco
