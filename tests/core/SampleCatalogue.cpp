#include "SampleCatalogue.h"

namespace gputco::testdata {

namespace {

Accelerator card(const char* id, const char* vendor, const char* model, double memoryGB, double bandwidthGBs,
                 double tdpW, double bf16Tflops, Segment segment, double priceUsd, double linkGBs)
{
    Accelerator a;
    a.id = id;
    a.vendor = vendor;
    a.model = model;
    a.memory = Bytes::gigabytes(memoryGB);
    a.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(bandwidthGBs);
    a.tdp = Watts::of(tdpW);
    a.peak.bf16Tflops = bf16Tflops;
    a.segment = segment;
    PriceQuote price;
    price.amount = Money::amount(priceUsd);
    price.currency = "USD";
    price.date = "2024-06-01";
    a.price = price;
    a.source = "shared/reference/gpu_specs.csv";
    // Cards with a GPU-to-GPU link quote it; the PCIe cards talk over PCIe 4.0.
    a.interconnect = linkGBs > 0 ? InterconnectKind::NVLink : InterconnectKind::PCIe;
    if (linkGBs > 0)
        a.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(linkGBs);
    a.pcieGeneration = 4;
    return a;
}

} // namespace

std::shared_ptr<const CatalogueSnapshot> sampleCatalogue()
{
    static const auto catalogue = [] {
        auto c = std::make_shared<CatalogueSnapshot>();
        // Prices are round test figures, not market quotes: the tests only need an order.
        c->cards = {
            card("h100-sxm-80gb", "NVIDIA", "H100 SXM 80GB", 80, 3350, 700, 989.5, Segment::Training, 30000, 900),
            card("a100-sxm-80gb", "NVIDIA", "A100 SXM 80GB", 80, 2039, 400, 312, Segment::Training, 15000, 600),
            card("h200-sxm-141gb", "NVIDIA", "H200 SXM 141GB", 141, 4800, 700, 989.5, Segment::Training, 35000, 900),
            card("l40s", "NVIDIA", "L40S", 48, 864, 350, 362.05, Segment::Both, 9000, 0),
            card("l4", "NVIDIA", "L4", 24, 300, 72, 121, Segment::Inference, 2500, 0),
            card("mi300x", "AMD", "Instinct MI300X", 192, 5300, 750, 1307.4, Segment::Training, 20000, 896)};
        // DGX H100: 10.2 kW system maximum, 8U, 4+2 PSUs of 3.3 kW (NVIDIA DGX H100 user guide, via
        // shared/reference/published-models.md 6 and datacenter.md 4.1).
        Server dgx;
        dgx.id = "dgx-h100";
        dgx.name = "DGX H100";
        dgx.cardId = "h100-sxm-80gb";
        dgx.gpusPerServer = 8;
        dgx.systemMaxPower = Watts::kilowatts(10.2);
        dgx.rackUnits = 8;
        dgx.psuCount = 6;
        dgx.psuRating = Watts::of(3300);
        dgx.psuRedundant = 2;
        // Its host, 329,580 / (8 x 30,000) - 1 = 0.37 of the cards (prices.md section 2): the H100's capex is like
        // for like; the other cards here have no server and are marked "capex understated".
        dgx.hostShare = 0.37;
        c->servers = {dgx};

        Facility west;
        west.id = "west-hub";
        west.name = "West hub";
        west.electricityPricePerKwh = 0.38; // Hohhot standard charge, datacenter.md 5.1
        west.pue = 1.2;
        west.carbonKgPerKwh = 0.6849; // Inner Mongolia 2022, datacenter.md 5.2
        west.currency = "CNY";
        west.rack.voltage = 380.0; // three-phase 380 V 63 A, contained-air halls to 25 kW (datacenter.md 1.3, 3.1)
        west.rack.phases = 3;
        west.rack.breakerAmps = 63.0;
        west.cooling = {CoolingOffer{CoolingMethod::ContainedAir, Watts::kilowatts(25)}};
        c->facilities = {west};
        c->source = "test catalogue";
        return std::shared_ptr<const CatalogueSnapshot>(std::move(c));
    }();
    return catalogue;
}

std::shared_ptr<const CatalogueSnapshot> sampleCatalogueWithOffers()
{
    static const auto catalogue = [] {
        auto c = std::make_shared<CatalogueSnapshot>(*sampleCatalogue());
        // Round test rates in the range of shared/reference/prices.md's on-demand H100 and MI300X rates.
        const std::tuple<const char*, const char*, double> offers[] = {{"cloud-h100", "h100-sxm-80gb", 2.5},
                                                                       {"cloud-mi300x", "mi300x", 2.0}};
        for (const auto& [id, card, rate] : offers) {
            CloudOffer offer;
            offer.id = id;
            offer.provider = "Test cloud";
            offer.cardId = card;
            offer.onDemandPerGpuHour = Money::amount(rate);
            offer.currency = "USD";
            offer.date = "2026-12";
            c->cloudOffers.push_back(offer);
        }
        return std::shared_ptr<const CatalogueSnapshot>(std::move(c));
    }();
    return catalogue;
}

} // namespace gputco::testdata
