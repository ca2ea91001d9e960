#include "hardware/ServerNetwork.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Accelerator card(std::string id)
{
    Accelerator a;
    a.id = std::move(id);
    a.formFactor = "SXM";
    a.tdp = Watts::of(700);
    return a;
}

Server server(std::string id, std::string cardId, std::optional<double> gbps, std::optional<double> share)
{
    Server s;
    s.id = std::move(id);
    s.cardId = std::move(cardId);
    s.hostShare = share;
    s.networkGbpsPerGpu = gbps;
    s.networkSource = gbps ? "a datasheet" : "";
    return s;
}

} // namespace

TEST_CASE("Each card takes the network of the server it is costed in, or none", "[hardware][network]")
{
    // h100: two servers; chooseServer prefers the one with a host share (dgx, 400 Gb/s) over the one without (oem,
    // 200 Gb/s). b200: a server naming no network. l4: no server of its own (a generic one, naming none).
    std::vector<Accelerator> cards{card("h100"), card("b200"), card("l4")};
    const std::vector<Server> servers{server("oem", "h100", 200, std::nullopt), server("dgx", "h100", 400, 0.37),
                                      server("dgx-b200", "b200", std::nullopt, 0.3)};
    attachServerNetworks(cards, servers);
    REQUIRE(cards[0].scaleOut);
    CHECK(cards[0].scaleOut->gbpsPerGpu == 400.0);
    CHECK(cards[0].scaleOut->serverId == "dgx");
    CHECK(cards[0].scaleOut->source == "a datasheet");
    CHECK_FALSE(cards[1].scaleOut);
    CHECK_FALSE(cards[2].scaleOut);

    // A scenario that names the OEM box for the h100 gets its 200 Gb/s; a stale network is cleared.
    cards[1].scaleOut = ScaleOutNetwork{800, "old", ""};
    attachServerNetworks(cards, servers, {{"h100", "oem"}});
    CHECK(cards[0].scaleOut->gbpsPerGpu == 200.0);
    CHECK(cards[0].scaleOut->serverId == "oem");
    CHECK_FALSE(cards[1].scaleOut);

    // Where none is known the models assume one 400 Gb/s port per GPU (DGX H100, datacenter.md section 4.1), and say
    // so.
    const ScaleOutNetworkUsed assumed = scaleOutNetworkUsed(cards[1]);
    CHECK(assumed.assumed);
    CHECK(assumed.network.gbpsPerGpu == 400.0);
    const ScaleOutNetworkUsed named = scaleOutNetworkUsed(cards[0]);
    CHECK_FALSE(named.assumed);
    CHECK(named.network.gbpsPerGpu == 200.0);
}
