#pragma once

#include "hardware/Accelerator.h"

// Datasheet cards for the performance, power and cost tests, from ../shared/reference/gpu_specs.csv
// (dense figures; NVIDIA's sparse figures halved). Kept here so the tests do not depend on the catalogue.
namespace gputco::fixtures {

inline Accelerator card(const char* id, const char* model, double memoryGB, double bandwidthGBs, double tdpW,
                        PeakThroughput peak, InterconnectKind link, double linkGBs, int pcieGen, const char* form)
{
    Accelerator a;
    a.id = id;
    a.vendor = "NVIDIA";
    a.model = model;
    a.memory = Bytes::gigabytes(memoryGB);
    a.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(bandwidthGBs);
    a.tdp = Watts::of(tdpW);
    a.peak = peak;
    a.interconnect = link;
    if (linkGBs > 0)
        a.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(linkGBs);
    a.pcieGeneration = pcieGen;
    a.formFactor = form;
    return a;
}

// H100 SXM 80GB: 3,350 GB/s, 700 W, BF16 989.5, FP8 1,979, NVLink 900 GB/s.
inline Accelerator h100()
{
    return card("h100-sxm-80gb", "H100 SXM 80GB", 80, 3350, 700,
                PeakThroughput{67, 494.5, 989.5, 989.5, 1979, 1979, {}, {}}, InterconnectKind::NVLink, 900, 5, "SXM5");
}

// The H100 at prices.md sec. 1's range, USD 25,000 / 30,000 / 40,000 (untagged here): the uncertainty tests' card.
inline Accelerator h100AtPriceRange()
{
    Accelerator a = h100();
    a.price = PriceQuote{Money::amount(30000), "USD", "2024", "", Money::amount(25000), Money::amount(40000), {}};
    return a;
}

// H800 SXM 80GB: H100 compute and memory, NVLink cut to 400 GB/s (gpu_specs.csv, marked unverified).
inline Accelerator h800()
{
    Accelerator a = h100();
    a.id = "h800-sxm-80gb";
    a.model = "H800 SXM 80GB";
    a.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(400);
    return a;
}

// H200 SXM 141GB: H100 compute, 4,800 GB/s.
inline Accelerator h200()
{
    Accelerator a = h100();
    a.id = "h200-sxm-141gb";
    a.model = "H200 SXM 141GB";
    a.memory = Bytes::gigabytes(141);
    a.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(4800);
    return a;
}

// A100 SXM 80GB: 2,039 GB/s, 400 W, BF16 312, no FP8, INT8 624, NVLink 600 GB/s.
inline Accelerator a100()
{
    return card("a100-sxm-80gb", "A100 SXM 80GB", 80, 2039, 400, PeakThroughput{19.5, 156, 312, 312, {}, 624, 1248, {}},
                InterconnectKind::NVLink, 600, 4, "SXM4");
}

// L40S: 48 GB, 864 GB/s, 350 W, BF16 362.05, FP8 733, PCIe Gen4, no NVLink.
inline Accelerator l40s()
{
    return card("l40s", "L40S", 48, 864, 350, PeakThroughput{91.6, 183, 362.05, 362.05, 733, 733, {}, {}},
                InterconnectKind::None, 0, 4, "PCIe dual-slot FHFL");
}

// L4: 24 GB, 300 GB/s, 72 W, BF16 121, FP8 242.5, PCIe Gen4.
inline Accelerator l4()
{
    return card("l4", "L4", 24, 300, 72, PeakThroughput{30.3, 60, 121, 121, 242.5, 242.5, {}, {}},
                InterconnectKind::None, 0, 4, "PCIe single-slot low-profile");
}

} // namespace gputco::fixtures
