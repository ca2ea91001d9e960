#include "database/CardRepository.h"

#include "database/CatalogueTables.h"
#include "database/EfficiencyProfileRepository.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"
#include "database/RowStore.h"
#include "database/ServerRepository.h"
#include "database/lite/CardRow.h"
#include "hardware/ExportControl.h"
#include "hardware/ServerNetwork.h"

#include <cmath>

namespace gputco {

using namespace rowconv;

namespace {
constexpr double kMiB = 1024.0 * 1024.0; ///< nvidia-smi's "MiB"
} // namespace

CardRepository::CardRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow CardRepository::toRow(const Accelerator& c)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(c.id));
    row.insert(QStringLiteral("vendor"), text(c.vendor));
    row.insert(QStringLiteral("model"), text(c.model));
    // memory_gb is the vendor's figure; memory_reported_mib what the card carries when that is known.
    const std::optional<Bytes> marketed = c.marketedMemory ? c.marketedMemory : c.memory;
    row.insert(QStringLiteral("memory_gb"), marketed ? QVariant(marketed->inGB()) : QVariant());
    row.insert(QStringLiteral("memory_type"), text(c.memoryType));
    row.insert(QStringLiteral("memory_bandwidth_gbs"),
               c.memoryBandwidth ? QVariant(c.memoryBandwidth->inGBPerSecond()) : QVariant());
    row.insert(QStringLiteral("tdp_w"), c.tdp ? QVariant(c.tdp->inWatts()) : QVariant());
    row.insert(QStringLiteral("idle_w"), c.idlePower ? QVariant(c.idlePower->inWatts()) : QVariant());
    row.insert(QStringLiteral("fp32_tflops"), optionalReal(c.peak.fp32Tflops));
    row.insert(QStringLiteral("tf32_tflops"), optionalReal(c.peak.tf32Tflops));
    row.insert(QStringLiteral("bf16_tflops"), optionalReal(c.peak.bf16Tflops));
    row.insert(QStringLiteral("fp16_tflops"), optionalReal(c.peak.fp16Tflops));
    row.insert(QStringLiteral("fp8_tflops"), optionalReal(c.peak.fp8Tflops));
    row.insert(QStringLiteral("int8_tops"), optionalReal(c.peak.int8Tops));
    row.insert(QStringLiteral("int4_tops"), optionalReal(c.peak.int4Tops));
    row.insert(QStringLiteral("fp4_tflops"), optionalReal(c.peak.fp4Tflops));
    row.insert(QStringLiteral("interconnect"), QString::fromUtf8(interconnectName(c.interconnect)));
    row.insert(QStringLiteral("interconnect_gbs"),
               c.interconnectBandwidth ? QVariant(c.interconnectBandwidth->inGBPerSecond()) : QVariant());
    row.insert(QStringLiteral("pcie_gen"), optionalInt(c.pcieGeneration));
    row.insert(QStringLiteral("form_factor"), text(c.formFactor));
    row.insert(QStringLiteral("launch_year"), optionalInt(c.launchYear));
    row.insert(QStringLiteral("segment"), QString::fromUtf8(segmentName(c.segment)));
    writePrice(row, c.price);
    row.insert(QStringLiteral("source"), text(c.source));
    row.insert(QStringLiteral("source_date"), text(c.sourceDate));
    row.insert(QStringLiteral("notes"), text(c.notes));
    row.insert(QStringLiteral("built_in"), flag(c.builtIn));
    row.insert(QStringLiteral("consumer_licence"), flag(c.consumerLicence));
    row.insert(QStringLiteral("export_control"), text(c.exportControl));
    row.insert(QStringLiteral("export_restricted"), text(countryCodesText(c.exportRestrictedIn)));
    row.insert(QStringLiteral("memory_reported_mib"),
               c.marketedMemory && c.memory ? QVariant(qlonglong(std::llround(c.memory->inBytes() / kMiB)))
                                            : QVariant());
    return row;
}

Accelerator CardRepository::fromRow(const SqlRow& row) { return cardFromRow(SqlRowView(row)); }

std::vector<Accelerator> CardRepository::all() const
{
    // Each card from its row as the query reads it, with no SqlRow in between: building one map of some 40
    // QVariants per card was most of the time a 100,000-card catalogue took to read.
    std::vector<Accelerator> cards;
    const RowStore store(connection_, cardsTable());
    // Room for every card at once: growing the vector moved each card log2(100,065) times (40 ms of the read).
    if (const Expected<int> count = store.count(); count && *count > 0)
        cards.reserve(static_cast<std::size_t>(*count));
    const auto failed = store.visitAll([&](const CatalogueRowView& row) { cards.push_back(cardFromRow(row)); });
    if (failed) {
        // As readAll: a catalogue that cannot be read gives no cards, and says why in the log.
        qWarning("catalogue: reading cards failed: %s", failed->describe().c_str());
        cards.clear();
    }
    attachEfficiencyProfiles(cards, EfficiencyProfileRepository(connection_).all());
    // The network of the server each card is costed in (the catalogue's rule; a scenario may name another).
    attachServerNetworks(cards, ServerRepository(connection_).all());
    return cards;
}

std::optional<Accelerator> CardRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, cardsTable(), QString::fromStdString(id))) {
        std::vector<Accelerator> card{fromRow(*row)};
        attachEfficiencyProfiles(card, EfficiencyProfileRepository(connection_).all());
        attachServerNetworks(card, ServerRepository(connection_).all());
        return card.front();
    }
    return std::nullopt;
}

WriteResult CardRepository::upsert(const Accelerator& card) const
{
    return repository::saveUserRow(connection_, cardsTable(), toRow(card));
}

WriteResult CardRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, cardsTable(), QString::fromStdString(id),
                                 {{QStringLiteral("servers"), QStringLiteral("card_id")},
                                  {QStringLiteral("cloud_offers"), QStringLiteral("card_id")}});
}

} // namespace gputco
