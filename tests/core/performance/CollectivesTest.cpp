#include "performance/Collectives.h"
#include "CardFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Intra-node bandwidth is half the quoted bidirectional NVLink figure", "[collectives]")
{
    // H100 NVLink 900 GB/s total -> 450 each way; H800 cut to 400 -> 200 each way.
    CHECK(intraNodeBandwidthPerDirection(fixtures::h100())->inGBPerSecond() == 450.0);
    CHECK(intraNodeBandwidthPerDirection(fixtures::h800())->inGBPerSecond() == 200.0);
    // L40S has no NVLink: PCIe Gen4 x16, 31.5 GB/s each way.
    CHECK(intraNodeBandwidthPerDirection(fixtures::l40s())->inGBPerSecond() == 31.5);
    Accelerator unknown;
    CHECK_FALSE(intraNodeBandwidthPerDirection(unknown));
}

TEST_CASE("Ring all-reduce moves 2(n-1)/n of the data each way", "[collectives]")
{
    const LinkSpec link{BytesPerSecond::gigabytesPerSecond(100.0), Duration::seconds(0)};
    // 10 GB over 8 ranks: 2 x 7/8 x 10 GB / 100 GB/s = 0.175 s.
    CHECK(ringAllReduceTime(Bytes::gigabytes(10), 8, link).inSeconds() == Approx(0.175).epsilon(1e-12));
    // 2 ranks: 2 x 1/2 x 10 / 100 = 0.1 s; one rank: nothing to do.
    CHECK(ringAllReduceTime(Bytes::gigabytes(10), 2, link).inSeconds() == Approx(0.1).epsilon(1e-12));
    CHECK(ringAllReduceTime(Bytes::gigabytes(10), 1, link).inSeconds() == 0.0);
    // Latency is paid once per call.
    const LinkSpec slow{BytesPerSecond::gigabytesPerSecond(100.0), Duration::seconds(1e-5)};
    CHECK(ringAllReduceTime(Bytes::gigabytes(10), 8, slow).inSeconds() == Approx(0.17501).epsilon(1e-12));
}

TEST_CASE("Hierarchical all-reduce sends only 1/g of the data over the network", "[collectives]")
{
    const LinkSpec nvlink{BytesPerSecond::gigabytesPerSecond(360.0), Duration::seconds(0)};
    const LinkSpec ib{BytesPerSecond::gigabytesPerSecond(40.0), Duration::seconds(0)};
    // 16 GB over 4 servers x 8 GPUs: in node 2 x 7/8 x 16 / 360 = 0.0777..., between nodes
    // 2 x 3/4 x (16 / 8) / 40 = 0.075 s.
    const double expected = 2.0 * 7.0 / 8.0 * 16.0 / 360.0 + 2.0 * 3.0 / 4.0 * 2.0 / 40.0;
    CHECK(hierarchicalAllReduceTime(Bytes::gigabytes(16), 8, 4, nvlink, ib).inSeconds()
          == Approx(expected).epsilon(1e-12));
    // One server: the in-node ring only.
    CHECK(hierarchicalAllReduceTime(Bytes::gigabytes(16), 8, 1, nvlink, ib).inSeconds()
          == Approx(2.0 * 7.0 / 8.0 * 16.0 / 360.0).epsilon(1e-12));
}

TEST_CASE("The default network is 400 Gb/s per GPU", "[collectives]")
{
    // NDR InfiniBand 400 Gb/s = 50 GB/s each way; at 80% efficiency 40 GB/s.
    CHECK(kDefaultInterNodeBandwidth.inGBPerSecond() == 50.0);
    CHECK(effectiveLink(kDefaultInterNodeBandwidth).perDirection.inGBPerSecond() == Approx(40.0));
}
