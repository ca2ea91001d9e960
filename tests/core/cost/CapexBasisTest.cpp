#include "cost/CapexBasis.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A published system price wins over the card price", "[capex-basis]")
{
    // DGX H100 typical 329,580 USD (prices.md sec. 2); 16 GPUs = 2 systems = 659,160 USD.
    PurchasePrices prices;
    prices.systemPricePerServer = Money::amount(329'580);
    prices.cardPrice = Money::amount(31'905);
    prices.hostShare = 0.3;
    auto priced = capexInputsFor(prices, 16, 8);
    REQUIRE(priced);
    CHECK(priced->basis == CapexBasis::SystemPrice);
    auto capex = computeCapex(priced->inputs);
    REQUIRE(capex);
    CHECK(capex->systems.inCurrencyUnits() == Approx(659'160.0));
    CHECK(capex->gpus.inCurrencyUnits() == 0.0);
    CHECK(capex->total().inCurrencyUnits() == Approx(659'160.0));
    CHECK(capexBasisName(priced->basis) == "system-price");
}

TEST_CASE("Without a system price: GPUs x card price x (1 + host share)", "[capex-basis]")
{
    // 8 x 7,500 USD (an L40S-class list price) with a 25 % host share: 60,000 + 15,000 = 75,000 USD.
    PurchasePrices prices;
    prices.cardPrice = Money::amount(7'500);
    prices.hostShare = 0.25;
    auto priced = capexInputsFor(prices, 8, 8);
    REQUIRE(priced);
    CHECK(priced->basis == CapexBasis::CardPlusHostShare);
    auto capex = computeCapex(priced->inputs);
    REQUIRE(capex);
    CHECK(capex->gpus.inCurrencyUnits() == 60'000.0);
    CHECK(capex->serverChassis.inCurrencyUnits() == 15'000.0);
    CHECK(capex->total().inCurrencyUnits() == 75'000.0);
    // A host share of 0 keeps the capex the GPUs alone, as before issue 13.
    prices.hostShare = 0.0;
    CHECK(computeCapex(capexInputsFor(prices, 8, 8)->inputs)->total().inCurrencyUnits() == 60'000.0);
}

TEST_CASE("No price at all: no capex basis: a bad host share is refused by name", "[capex-basis]")
{
    CHECK_FALSE(capexInputsFor(PurchasePrices{}, 8, 8));
    CapexInputs in;
    in.pricePerGpu = Money::amount(1'000);
    in.hostShareOfGpuPrice = -0.1;
    CHECK(computeCapex(in).error().field == "host-share");
    in.hostShareOfGpuPrice = 3.5;
    CHECK(computeCapex(in).error().field == "host-share");
    in.hostShareOfGpuPrice = 0.0;
    in.systemPricePerServer = Money::amount(-1);
    CHECK(computeCapex(in).error().field == "system-price");
}

TEST_CASE("A part-filled server pays its whole host, as a server bought at its system price does", "[capex-basis]")
{
    // 3 cards at 23,000 in one 8-GPU baseboard server with the DGX H100's host share 0.37: the cards 69,000 and the
    // host 8 x 23,000 x 0.37 = 68,080, not 3 x 23,000 x 0.37 = 25,530 (the host of 3/8 of a server).
    PurchasePrices prices;
    prices.cardPrice = Money::amount(23'000);
    prices.hostShare = 0.37;
    auto capex = computeCapex(capexInputsFor(prices, 3, 8)->inputs);
    REQUIRE(capex);
    CHECK(capex->servers == 1);
    CHECK(capex->gpus.inCurrencyUnits() == Approx(69'000.0));
    CHECK(capex->serverChassis.inCurrencyUnits() == Approx(68'080.0));
    // 9 cards take two servers: 16 x 23,000 x 0.37 = 136,160 of host.
    CHECK(computeCapex(capexInputsFor(prices, 9, 8)->inputs)->serverChassis.inCurrencyUnits() == Approx(136'160.0));
}
