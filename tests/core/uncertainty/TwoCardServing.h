#pragma once

#include "hardware/Accelerator.h"
#include "model/ModelPresets.h"
#include "recommend/RecommendInputs.h"

namespace gputco::test {

// The made-up PCIe cards of the option shares and cost ranges tests: "big" H100-like at 20,000 CNY, "small"
// L4-like at 3,000 (gpu_specs.csv figures rounded).
inline Accelerator pcieCard(const char* id, double memoryGb, double bandwidthGbps, double tdpW, double tflops,
                            double price)
{
    Accelerator c;
    c.id = id;
    c.memory = Bytes::gigabytes(memoryGb);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(bandwidthGbps);
    c.tdp = Watts::of(tdpW);
    c.peak.bf16Tflops = tflops;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    c.price = PriceQuote{};
    c.price->amount = Money::amount(price);
    c.price->currency = "CNY";
    c.price->date = "2026-01-01";
    c.price->source = "test";
    return c;
}

// Serve Llama-2-7B in BF16 on "big" and "small", 0.70 CNY per kWh, 3 years: every option is one card type x TP.
inline RecommendInputs twoCardServing()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {pcieCard("big", 80, 3350, 700, 989.5, 20000), pcieCard("small", 24, 300, 72, 121, 3000)};
    in.search.precisions = {Precision::BF16};
    in.search.maxTensorParallel = 2;
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.70;
    in.economics.residual = ResidualCurve{{0.5, 0.3, 0.2}};
    return in;
}

} // namespace gputco::test
