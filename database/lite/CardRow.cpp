#include "database/lite/CardRow.h"

#include "hardware/ExportControl.h"

namespace gputco {
namespace {
constexpr double kMiB = 1024.0 * 1024.0; ///< nvidia-smi's "MiB"

std::optional<int> optionalInt(const std::optional<std::int64_t>& v)
{
    return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

std::optional<Money> money(const std::optional<double>& v)
{
    return v ? std::optional<Money>(Money::amount(*v)) : std::nullopt;
}

} // namespace

std::optional<PriceQuote> priceFromRow(const CatalogueRowView& row)
{
    // A range without its typical price is refused on write (CatalogueTables.cpp), so nothing is lost here.
    const auto amount = row.real("price");
    if (!amount)
        return std::nullopt;
    return PriceQuote{.amount = Money::amount(*amount),
                      .currency = row.text("price_currency"),
                      .date = row.text("price_date"),
                      .source = row.text("price_source"),
                      .low = money(row.real("price_low")),
                      .high = money(row.real("price_high")),
                      .confidence = parsePriceConfidence(row.text("price_confidence"))};
}

Accelerator cardFromRow(const CatalogueRowView& row)
{
    Accelerator c;
    c.id = row.text("id");
    c.vendor = row.text("vendor");
    c.model = row.text("model");
    // memory_gb is the vendor's figure; memory_reported_mib what the card carries when that is known.
    if (auto gb = row.real("memory_gb"))
        c.memory = Bytes::gigabytes(*gb);
    if (auto mib = row.real("memory_reported_mib")) {
        c.marketedMemory = c.memory;
        c.memory = Bytes::of(*mib * kMiB);
    }
    c.memoryType = row.text("memory_type");
    if (auto gbs = row.real("memory_bandwidth_gbs"))
        c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(*gbs);
    if (auto w = row.real("tdp_w"))
        c.tdp = Watts::of(*w);
    if (auto w = row.real("idle_w"))
        c.idlePower = Watts::of(*w);
    c.peak.fp32Tflops = row.real("fp32_tflops");
    c.peak.tf32Tflops = row.real("tf32_tflops");
    c.peak.bf16Tflops = row.real("bf16_tflops");
    c.peak.fp16Tflops = row.real("fp16_tflops");
    c.peak.fp8Tflops = row.real("fp8_tflops");
    c.peak.int8Tops = row.real("int8_tops");
    c.peak.int4Tops = row.real("int4_tops");
    c.peak.fp4Tflops = row.real("fp4_tflops");
    c.interconnect = parseInterconnect(row.text("interconnect")).value_or(InterconnectKind::None);
    if (auto gbs = row.real("interconnect_gbs"))
        c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(*gbs);
    c.pcieGeneration = optionalInt(row.integer("pcie_gen"));
    c.formFactor = row.text("form_factor");
    c.launchYear = optionalInt(row.integer("launch_year"));
    c.segment = parseSegment(row.text("segment")).value_or(Segment::Both);
    c.price = priceFromRow(row);
    c.source = row.text("source");
    c.sourceDate = row.text("source_date");
    c.notes = row.text("notes");
    c.builtIn = row.integer("built_in").value_or(0) != 0;
    c.consumerLicence = row.integer("consumer_licence").value_or(0) != 0;
    c.exportControl = row.text("export_control");
    // The row rule refuses a malformed list on every write; one written past it (another tool) restricts nothing.
    c.exportRestrictedIn = parseCountryCodes(row.text("export_restricted")).value_or(std::vector<std::string>{});
    return c;
}

} // namespace gputco
