#include "hardware/ServerChoice.h"
#include "hardware/GenericServer.h"
#include "power/ServerPower.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Accelerator card(std::string id, std::string form, double tdpW)
{
    Accelerator a;
    a.id = std::move(id);
    a.formFactor = std::move(form);
    a.tdp = Watts::of(tdpW);
    return a;
}

Server server(std::string id, std::string cardId, std::optional<double> price, std::optional<double> share, int gpus)
{
    Server s;
    s.id = std::move(id);
    s.cardId = std::move(cardId);
    s.gpusPerServer = gpus;
    if (price)
        s.price = PriceQuote{Money::amount(*price), "USD", "", "", {}, {}, {}};
    s.hostShare = share;
    return s;
}

} // namespace

TEST_CASE("An OAM card without a catalogue server gets the 8-GPU baseboard server, host and share sourced",
          "[hardware][server]")
{
    // MI300X (OAM, 750 W) before any MI300X server was catalogued: costed as bare cards x (1 + 0), "not placed".
    const Accelerator mi300x = card("mi300x", "OAM", 750);
    const auto s = chooseServer(mi300x, {});
    REQUIRE(s);
    CHECK(s->id == "generic-sxm-oam-8");
    CHECK(s->cardId == "mi300x");
    CHECK(s->gpusPerServer == 8);
    CHECK(s->rackUnits == 8);
    // Host 0.8 x 8 x 750 W = 4,800 W (system max 1.8 x the GPUs, datacenter.md 4.1); 10.8 kW for the server.
    CHECK(s->hostOverhead.inWatts() == Approx(4800.0));
    const auto profile = serverPowerProfile(mi300x, s);
    REQUIRE(profile);
    CHECK(profile->systemMax.inWatts() == Approx(10800.0));
    // Host share: DGX H100 329,580 / (8 x 30,000) - 1 = 0.373 (prices.md section 2), rounded to 0.37.
    REQUIRE(s->hostShare);
    CHECK(*s->hostShare == Approx(329580.0 / 240000.0 - 1.0).margin(0.005));
    CHECK(s->cooling == CoolingKind::Air);
    CHECK(chooseServer(card("mi355x", "OAM (liquid-cooled)", 1400), {})->cooling == CoolingKind::Liquid);
}

TEST_CASE("A PCIe card gets the 8-card and the 4-card PCIe servers: other form factors none", "[hardware][server]")
{
    const Accelerator l20 = card("l20", "PCIe FHFL dual-slot", 275);
    const std::vector<Server> fitting = serversForCard(l20, {});
    REQUIRE(fitting.size() == 2);
    CHECK(fitting[0].id == "generic-pcie-8");
    CHECK(fitting[1].id == "generic-pcie-4");
    // Host 0.4 x 8 x 275 + 1,000 = 1,880 W; 0.4 x 4 x 275 + 1,000 = 1,440 W (datacenter.md 4.1 midpoints).
    CHECK(fitting[0].hostOverhead.inWatts() == Approx(1880.0));
    CHECK(fitting[1].hostOverhead.inWatts() == Approx(1440.0));
    // Host share: 8 x H100 PCIe server USD 270-320k, midpoint 295,000 / (8 x 30,000) - 1 = 0.229 (prices.md 2).
    CHECK(*fitting[0].hostShare == Approx(295000.0 / 240000.0 - 1.0).margin(0.005));
    CHECK(chooseServer(l20, {})->id == "generic-pcie-8");
    CHECK(chooseServer(l20, {}, "generic-pcie-4")->id == "generic-pcie-4");

    // A dual-die module, a superchip or a cloud-only chip fits no generic server: its host cost stays unknown.
    CHECK_FALSE(chooseServer(card("ascend-910c", "dual-die module (Atlas 800T/800I A3)", 600), {}));
    CHECK_FALSE(chooseServer(card("gb200", "Superchip (2 GPU + Grace; NVL72 rack)", 1200), {}));
    Accelerator jetson = card("jetson", "SoM (module)", 60);
    jetson.segment = Segment::Edge;
    CHECK(genericServersFor(jetson).empty());
}

TEST_CASE("The catalogue's servers come first: a system price with its share, then a share, then more GPUs",
          "[hardware][server]")
{
    const Accelerator h100 = card("h100-sxm-80gb", "SXM5", 700);
    // Catalogue order as the built-in catalogue (by id): the XE9680 (share 0.24, no price), the DGX H100 (price and
    // share 0.37), the Supermicro (price and share 0.24). Before, the views took the first (XE9680, H100 x 1.24)
    // and the recommender the one with most GPUs (the same): now every caller takes the DGX H100.
    const std::vector<Server> catalogue{server("dell-xe9680-h100", "h100-sxm-80gb", {}, 0.24, 8),
                                        server("dgx-h100", "h100-sxm-80gb", 329580, 0.37, 8),
                                        server("supermicro-sys-821ge-tnhr", "h100-sxm-80gb", 296644, 0.24, 8),
                                        server("dgx-a100", "a100-sxm-80gb", 167000, 0.39, 8)};
    CHECK(chooseServer(h100, catalogue)->id == "dgx-h100");
    // A named server wins, catalogue or generic; a name that does not hold the card is ignored.
    CHECK(chooseServer(h100, catalogue, "supermicro-sys-821ge-tnhr")->id == "supermicro-sys-821ge-tnhr");
    CHECK(chooseServer(h100, catalogue, "generic-sxm-oam-8")->id == "generic-sxm-oam-8");
    CHECK(chooseServer(h100, catalogue, "dgx-a100")->id == "dgx-h100");
    CHECK(chooseServer(h100, catalogue, "generic-pcie-8")->id == "dgx-h100");
    CHECK(serversForCard(h100, catalogue).size() == 4); // three catalogue servers and the SXM baseboard

    // A share beats a bare system price (an 8 x L40S listing below its cards' own price); then more GPUs.
    const Accelerator l40s = card("l40s", "PCIe dual-slot FHFL", 350);
    const std::vector<Server> l40sServers{server("example-pcie-4x-l40s-2u", "l40s", {}, 0.24, 4),
                                          server("example-pcie-8x-l40s-4u", "l40s", 50000, {}, 8)};
    CHECK(chooseServer(l40s, l40sServers)->id == "example-pcie-4x-l40s-2u");
    const std::vector<Server> l4Servers{server("example-pcie-4x-l4-2u", "l4", {}, 0.24, 4),
                                        server("example-pcie-8x-l4-2u", "l4", {}, 0.24, 8)};
    CHECK(chooseServer(card("l4", "PCIe", 72), l4Servers)->id == "example-pcie-8x-l4-2u");
}
