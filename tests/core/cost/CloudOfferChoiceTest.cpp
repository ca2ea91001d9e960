#include "cost/CloudOfferChoice.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

CloudOffer offer(std::string id, std::string card, std::string currency, double onDemand)
{
    CloudOffer o;
    o.id = std::move(id);
    o.cardId = std::move(card);
    o.currency = std::move(currency);
    if (onDemand > 0.0)
        o.onDemandPerGpuHour = Money::amount(onDemand);
    return o;
}

// Scenario in USD: CNY at 7.2 per USD, no EUR rate.
std::optional<Money> toUsd(Money amount, const std::string& currency)
{
    if (currency == "USD")
        return amount;
    if (currency == "CNY")
        return amount / 7.2;
    return std::nullopt;
}

// Made-up offers: the 2023 AWS rate first (12.29 USD, datacenter.md 7.3), a specialist cloud at 2.49 USD,
// a CNY rental at 14.4 CNY (2.00 USD), an EUR offer that cannot be converted, and another card's offer.
std::vector<CloudOffer> offers()
{
    std::vector<CloudOffer> v{offer("aws-p5", "h100", "USD", 12.29), offer("lambda", "h100", "USD", 2.49),
                              offer("cn-rental", "h100", "CNY", 14.4), offer("eu", "h100", "EUR", 1.0),
                              offer("a100-cloud", "a100", "USD", 1.5)};
    v[1].oneYearPerGpuHour = Money::amount(1.99);
    v[0].spotPerGpuHour = Money::amount(4.0);
    return v;
}

} // namespace

TEST_CASE("By default each card rents at its cheapest convertible on-demand offer", "[cloud-offer]")
{
    const auto all = offers();
    auto chosen = chooseCloudOffer(all, "h100", {}, toUsd);
    REQUIRE(chosen);
    // 14.4 CNY / 7.2 = 2.00 USD beats 2.49 and 12.29 USD; the 1.00 EUR offer has no rate, so it is skipped.
    CHECK(chosen->offer->id == "cn-rental");
    CHECK(chosen->quoted.inCurrencyUnits() == Approx(14.4));
    CHECK(chosen->inScenarioCurrency.inCurrencyUnits() == Approx(2.0));
    CHECK(chosen->term == CloudTerm::OnDemand);
    CHECK_FALSE(chosen->named);
    CHECK_FALSE(chooseCloudOffer(all, "b200", {}, toUsd));
}

TEST_CASE("A named offer or a commitment term overrides the cheapest on-demand", "[cloud-offer]")
{
    const auto all = offers();
    auto named = chooseCloudOffer(all, "h100", CloudOfferChoice{"aws-p5", CloudTerm::OnDemand}, toUsd);
    REQUIRE(named);
    CHECK(named->offer->id == "aws-p5");
    CHECK(named->named);
    // A named offer for another card leaves this card at its own cheapest.
    CHECK(chooseCloudOffer(all, "a100", CloudOfferChoice{"aws-p5", CloudTerm::OnDemand}, toUsd)->offer->id
          == "a100-cloud");
    auto oneYear = chooseCloudOffer(all, "h100", CloudOfferChoice{"", CloudTerm::OneYear}, toUsd);
    REQUIRE(oneYear);
    CHECK(oneYear->offer->id == "lambda");
    CHECK(oneYear->term == CloudTerm::OneYear);
    CHECK(oneYear->inScenarioCurrency.inCurrencyUnits() == Approx(1.99));
    // No 3-year rate for the A100: it falls back to on-demand and says so.
    auto threeYear = chooseCloudOffer(all, "a100", CloudOfferChoice{"", CloudTerm::ThreeYear}, toUsd);
    REQUIRE(threeYear);
    CHECK(threeYear->term == CloudTerm::OnDemand);
}

TEST_CASE("A card with reserved capacity only is compared with it", "[cloud-offer]")
{
    CloudOffer blocks = offer("capacity-blocks", "h200", "USD", 0.0);
    blocks.reservedPerGpuHour = Money::amount(5.41); // AWS capacity blocks H200 (datacenter.md 7.3)
    auto chosen = chooseCloudOffer({blocks}, "h200", {}, toUsd);
    REQUIRE(chosen);
    CHECK(chosen->term == CloudTerm::Reserved);
    CHECK(chosen->quoted.inCurrencyUnits() == Approx(5.41));
}

TEST_CASE("Cloud term spellings round-trip", "[cloud-offer]")
{
    for (CloudTerm t :
         {CloudTerm::OnDemand, CloudTerm::Reserved, CloudTerm::OneYear, CloudTerm::ThreeYear, CloudTerm::Spot})
        CHECK(parseCloudTerm(cloudTermName(t)) == t);
    CHECK(cloudTermName(CloudTerm::OneYear) == "1-year");
    CHECK_FALSE(parseCloudTerm("monthly"));
}
