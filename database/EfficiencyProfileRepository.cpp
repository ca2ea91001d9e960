#include "database/EfficiencyProfileRepository.h"

#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"
#include "database/lite/EfficiencyProfileRow.h"
#include "hardware/Accelerator.h"

namespace gputco {

using namespace rowconv;

namespace {

void writeRange(SqlRow& row, const char* typical, const FigureRange& r)
{
    const QString name = QString::fromLatin1(typical);
    row.insert(name, r.typical);
    row.insert(name + QStringLiteral("_low"), r.low);
    row.insert(name + QStringLiteral("_high"), r.high);
}

} // namespace

EfficiencyProfileRepository::EfficiencyProfileRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow EfficiencyProfileRepository::toRow(const EfficiencyProfile& p)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(p.id));
    row.insert(QStringLiteral("card_id"), text(p.cardId));
    row.insert(QStringLiteral("stack"), text(p.stack));
    row.insert(QStringLiteral("evidence"), QString::fromUtf8(efficiencyEvidenceName(p.evidence)));
    writeRange(row, "compute_share", p.computeShare);
    row.insert(QStringLiteral("fp8_compute_share"), optionalReal(p.fp8ComputeShare));
    row.insert(QStringLiteral("fp4_compute_share"), optionalReal(p.fp4ComputeShare));
    writeRange(row, "bandwidth_share", p.bandwidthShare);
    writeRange(row, "step_overhead_ms", p.stepOverheadMs);
    writeRange(row, "tp_share", p.tensorParallelShare);
    row.insert(QStringLiteral("idle_w"), optionalReal(p.idleWatts));
    if (p.fullLoadWatts) {
        writeRange(row, "full_load_w", *p.fullLoadWatts);
    } else {
        for (const char* column : {"full_load_w", "full_load_w_low", "full_load_w_high"})
            row.insert(QString::fromLatin1(column), QVariant());
    }
    row.insert(QStringLiteral("source"), text(p.source));
    row.insert(QStringLiteral("source_date"), text(p.sourceDate));
    row.insert(QStringLiteral("notes"), text(p.notes));
    row.insert(QStringLiteral("built_in"), flag(p.builtIn));
    return row;
}

EfficiencyProfile EfficiencyProfileRepository::fromRow(const SqlRow& row)
{
    return efficiencyProfileFromRow(SqlRowView(row));
}

std::vector<EfficiencyProfile> EfficiencyProfileRepository::all() const
{
    std::vector<EfficiencyProfile> out;
    for (const SqlRow& row : repository::readAll(connection_, efficiencyProfilesTable()))
        out.push_back(fromRow(row));
    return out;
}

std::optional<EfficiencyProfile> EfficiencyProfileRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, efficiencyProfilesTable(), QString::fromStdString(id)))
        return fromRow(*row);
    return std::nullopt;
}

WriteResult EfficiencyProfileRepository::upsert(const EfficiencyProfile& profile) const
{
    return repository::saveUserRow(connection_, efficiencyProfilesTable(), toRow(profile));
}

WriteResult EfficiencyProfileRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, efficiencyProfilesTable(), QString::fromStdString(id));
}

void attachEfficiencyProfiles(std::vector<Accelerator>& cards, const std::vector<EfficiencyProfile>& profiles)
{
    for (Accelerator& card : cards) {
        const EfficiencyProfile* chosen = chooseEfficiencyProfile(profiles, card.id);
        card.efficiency = chosen ? std::optional<EfficiencyProfile>(*chosen) : std::nullopt;
    }
}

} // namespace gputco
