#include "database/ServerRepository.h"

#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"
#include "database/lite/ServerRow.h"

namespace gputco {

using namespace rowconv;

ServerRepository::ServerRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow ServerRepository::toRow(const Server& s)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(s.id));
    row.insert(QStringLiteral("name"), text(s.name));
    row.insert(QStringLiteral("card_id"), text(s.cardId));
    row.insert(QStringLiteral("gpus_per_server"), qlonglong(s.gpusPerServer));
    row.insert(QStringLiteral("system_max_w"), s.systemMaxPower ? QVariant(s.systemMaxPower->inWatts()) : QVariant());
    row.insert(QStringLiteral("host_overhead_w"), s.hostOverhead.inWatts());
    row.insert(QStringLiteral("rack_units"), qlonglong(s.rackUnits));
    // Core keeps 0 PSUs for "not published"; the table keeps NULL so 0 is never read as a real count.
    // 0 PSUs means "unknown" (NULL); a negative count is kept so the range check refuses it by name.
    row.insert(QStringLiteral("psu_count"), s.psuCount != 0 ? QVariant(qlonglong(s.psuCount)) : QVariant());
    row.insert(QStringLiteral("psu_rating_w"), s.psuRating ? QVariant(s.psuRating->inWatts()) : QVariant());
    row.insert(QStringLiteral("psu_redundant"), s.psuCount != 0 ? QVariant(qlonglong(s.psuRedundant)) : QVariant());
    row.insert(QStringLiteral("cooling"), QString::fromUtf8(coolingKindName(s.cooling)));
    writePrice(row, s.price);
    row.insert(QStringLiteral("host_share"), optionalReal(s.hostShare));
    row.insert(QStringLiteral("network_gbps_per_gpu"), optionalReal(s.networkGbpsPerGpu));
    row.insert(QStringLiteral("network_source"), text(s.networkSource));
    row.insert(QStringLiteral("source"), text(s.source));
    row.insert(QStringLiteral("source_date"), text(s.sourceDate));
    row.insert(QStringLiteral("notes"), text(s.notes));
    row.insert(QStringLiteral("built_in"), flag(s.builtIn));
    return row;
}

Server ServerRepository::fromRow(const SqlRow& row) { return serverFromRow(SqlRowView(row)); }

std::vector<Server> ServerRepository::all() const
{
    std::vector<Server> out;
    for (const SqlRow& row : repository::readAll(connection_, serversTable()))
        out.push_back(fromRow(row));
    return out;
}

std::optional<Server> ServerRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, serversTable(), QString::fromStdString(id)))
        return fromRow(*row);
    return std::nullopt;
}

WriteResult ServerRepository::upsert(const Server& value) const
{
    return repository::saveUserRow(connection_, serversTable(), toRow(value));
}

WriteResult ServerRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, serversTable(), QString::fromStdString(id));
}

} // namespace gputco
