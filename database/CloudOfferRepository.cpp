#include "database/CloudOfferRepository.h"

#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"

namespace gputco {

using namespace rowconv;

CloudOfferRepository::CloudOfferRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow CloudOfferRepository::toRow(const CloudOffer& o)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(o.id));
    row.insert(QStringLiteral("provider"), text(o.provider));
    row.insert(QStringLiteral("card_id"), text(o.cardId));
    row.insert(QStringLiteral("on_demand_per_gpu_hour"), optionalMoney(o.onDemandPerGpuHour));
    row.insert(QStringLiteral("reserved_per_gpu_hour"), optionalMoney(o.reservedPerGpuHour));
    row.insert(QStringLiteral("one_year_per_gpu_hour"), optionalMoney(o.oneYearPerGpuHour));
    row.insert(QStringLiteral("three_year_per_gpu_hour"), optionalMoney(o.threeYearPerGpuHour));
    row.insert(QStringLiteral("spot_per_gpu_hour"), optionalMoney(o.spotPerGpuHour));
    row.insert(QStringLiteral("currency"), text(o.currency));
    row.insert(QStringLiteral("region"), text(o.region));
    row.insert(QStringLiteral("country"), text(o.country));
    row.insert(QStringLiteral("date"), text(o.date));
    row.insert(QStringLiteral("source"), text(o.source));
    row.insert(QStringLiteral("confidence"), confidenceText(o.confidence));
    row.insert(QStringLiteral("notes"), text(o.notes));
    row.insert(QStringLiteral("built_in"), flag(o.builtIn));
    return row;
}

CloudOffer CloudOfferRepository::fromRow(const SqlRow& row)
{
    CloudOffer o;
    o.id = readText(row, "id");
    o.provider = readText(row, "provider");
    o.cardId = readText(row, "card_id");
    o.onDemandPerGpuHour = readMoney(row, "on_demand_per_gpu_hour");
    o.reservedPerGpuHour = readMoney(row, "reserved_per_gpu_hour");
    o.oneYearPerGpuHour = readMoney(row, "one_year_per_gpu_hour");
    o.threeYearPerGpuHour = readMoney(row, "three_year_per_gpu_hour");
    o.spotPerGpuHour = readMoney(row, "spot_per_gpu_hour");
    o.currency = readText(row, "currency");
    o.region = readText(row, "region");
    o.country = readText(row, "country");
    o.date = readText(row, "date");
    o.source = readText(row, "source");
    o.confidence = readConfidence(row, "confidence");
    o.notes = readText(row, "notes");
    o.builtIn = readFlag(row, "built_in");
    return o;
}

std::vector<CloudOffer> CloudOfferRepository::all() const
{
    std::vector<CloudOffer> out;
    for (const SqlRow& row : repository::readAll(connection_, cloudOffersTable()))
        out.push_back(fromRow(row));
    return out;
}

std::optional<CloudOffer> CloudOfferRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, cloudOffersTable(), QString::fromStdString(id)))
        return fromRow(*row);
    return std::nullopt;
}

WriteResult CloudOfferRepository::upsert(const CloudOffer& value) const
{
    return repository::saveUserRow(connection_, cloudOffersTable(), toRow(value));
}

WriteResult CloudOfferRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, cloudOffersTable(), QString::fromStdString(id));
}

} // namespace gputco
