#include "database/FacilityRepository.h"

#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowConversion.h"

namespace gputco {

using namespace rowconv;

namespace {

/// One column per cooling method: the hall's maximum kW per rack with that method, NULL when not offered.
QString coolingColumn(CoolingMethod method)
{
    return QStringLiteral("max_kw_") + QString::fromUtf8(coolingMethodName(method)).replace(u'-', u'_');
}

constexpr CoolingMethod kMethods[] = {CoolingMethod::LegacyAir, CoolingMethod::ContainedAir,
                                      CoolingMethod::RearDoorHeatExchanger, CoolingMethod::DirectLiquid,
                                      CoolingMethod::Immersion};

/// Lists are kept as "ISO 9001; ISO 27001" text: one cell in CSV, readable in a spreadsheet.
QString joinList(const std::vector<std::string>& items)
{
    QStringList out;
    for (const auto& item : items)
        out << QString::fromStdString(item);
    return out.join(QStringLiteral("; "));
}

std::vector<std::string> splitList(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& item : text.split(u';', Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            out.push_back(item.trimmed().toStdString());
    }
    return out;
}

} // namespace

FacilityRepository::FacilityRepository(CatalogueConnection connection)
    : connection_(std::move(connection))
{
}

SqlRow FacilityRepository::toRow(const Facility& f)
{
    SqlRow row;
    row.insert(QStringLiteral("id"), text(f.id));
    row.insert(QStringLiteral("name"), text(f.name));
    row.insert(QStringLiteral("operator"), text(f.operatorName));
    row.insert(QStringLiteral("region"), text(f.region));
    row.insert(QStringLiteral("country"), text(f.country));
    row.insert(QStringLiteral("city"), text(f.city));
    row.insert(QStringLiteral("electricity_price_per_kwh"), f.electricityPricePerKwh);
    row.insert(QStringLiteral("currency"), text(f.currency));
    row.insert(QStringLiteral("price_date"), text(f.priceDate));
    row.insert(QStringLiteral("pue"), f.pue);
    row.insert(QStringLiteral("carbon_kg_per_kwh"), f.carbonKgPerKwh);
    row.insert(QStringLiteral("usable_units"), qlonglong(f.rack.usableUnits));
    row.insert(QStringLiteral("voltage"), f.rack.voltage);
    row.insert(QStringLiteral("phases"), qlonglong(f.rack.phases));
    row.insert(QStringLiteral("breaker_amps"), f.rack.breakerAmps);
    row.insert(QStringLiteral("derating"), f.rack.derating);
    row.insert(QStringLiteral("dual_feeds"), flag(f.rack.dualFeeds));
    row.insert(QStringLiteral("power_factor"), f.rack.powerFactor);
    for (CoolingMethod method : kMethods)
        row.insert(coolingColumn(method), QVariant());
    for (const CoolingOffer& offer : f.cooling)
        row.insert(coolingColumn(offer.method), offer.maxPerRack.inKilowatts());
    row.insert(QStringLiteral("available_racks"), optionalInt(f.availableRacks));
    row.insert(QStringLiteral("contracted_power_kw"),
               f.contractedPower ? QVariant(f.contractedPower->inKilowatts()) : QVariant());
    row.insert(QStringLiteral("rack_price_per_month"),
               f.rackPricePerMonth ? QVariant(f.rackPricePerMonth->inCurrencyUnits()) : QVariant());
    row.insert(QStringLiteral("price_per_kw_month"),
               f.pricePerKwMonth ? QVariant(f.pricePerKwMonth->inCurrencyUnits()) : QVariant());
    row.insert(QStringLiteral("bandwidth_price_per_mbps_month"),
               f.bandwidthPricePerMbpsMonth ? QVariant(f.bandwidthPricePerMbpsMonth->inCurrencyUnits()) : QVariant());
    row.insert(QStringLiteral("tier"), text(f.tier));
    row.insert(QStringLiteral("certifications"), joinList(f.certifications));
    row.insert(QStringLiteral("licences"), joinList(f.licences));
    row.insert(QStringLiteral("icp_filing_required"), flag(f.icpFilingRequired));
    row.insert(QStringLiteral("self_operated"), flag(f.selfOperated));
    row.insert(QStringLiteral("bgp_lines"), qlonglong(f.bgpLines));
    row.insert(QStringLiteral("ddos_protection_gbps"), optionalReal(f.ddosProtectionGbps));
    row.insert(QStringLiteral("notes"), text(f.notes));
    row.insert(QStringLiteral("source"), text(f.source));
    row.insert(QStringLiteral("source_date"), text(f.sourceDate));
    row.insert(QStringLiteral("built_in"), flag(f.builtIn));
    return row;
}

Facility FacilityRepository::fromRow(const SqlRow& row)
{
    Facility f;
    f.id = readText(row, "id");
    f.name = readText(row, "name");
    f.operatorName = readText(row, "operator");
    f.region = readText(row, "region");
    f.country = readText(row, "country");
    f.city = readText(row, "city");
    f.electricityPricePerKwh = readReal(row, "electricity_price_per_kwh").value_or(0.0);
    f.currency = readText(row, "currency");
    f.priceDate = readText(row, "price_date");
    f.pue = readReal(row, "pue").value_or(f.pue);
    f.carbonKgPerKwh = readReal(row, "carbon_kg_per_kwh").value_or(0.0);
    f.rack.usableUnits = readInt(row, "usable_units").value_or(f.rack.usableUnits);
    f.rack.voltage = readReal(row, "voltage").value_or(f.rack.voltage);
    f.rack.phases = readInt(row, "phases").value_or(f.rack.phases);
    f.rack.breakerAmps = readReal(row, "breaker_amps").value_or(f.rack.breakerAmps);
    f.rack.derating = readReal(row, "derating").value_or(f.rack.derating);
    f.rack.dualFeeds = readFlag(row, "dual_feeds");
    f.rack.powerFactor = readReal(row, "power_factor").value_or(f.rack.powerFactor);
    for (CoolingMethod method : kMethods) {
        const QVariant kw = row.value(coolingColumn(method));
        if (!kw.isNull())
            f.cooling.push_back(CoolingOffer{method, Watts::kilowatts(kw.toDouble())});
    }
    f.availableRacks = readInt(row, "available_racks");
    if (auto kw = readReal(row, "contracted_power_kw"))
        f.contractedPower = Watts::kilowatts(*kw);
    if (auto v = readReal(row, "rack_price_per_month"))
        f.rackPricePerMonth = Money::amount(*v);
    if (auto v = readReal(row, "price_per_kw_month"))
        f.pricePerKwMonth = Money::amount(*v);
    if (auto v = readReal(row, "bandwidth_price_per_mbps_month"))
        f.bandwidthPricePerMbpsMonth = Money::amount(*v);
    f.tier = readText(row, "tier");
    f.certifications = splitList(row.value(QStringLiteral("certifications")).toString());
    f.licences = splitList(row.value(QStringLiteral("licences")).toString());
    f.icpFilingRequired = readFlag(row, "icp_filing_required");
    f.selfOperated = readFlag(row, "self_operated");
    f.bgpLines = readInt(row, "bgp_lines").value_or(0);
    f.ddosProtectionGbps = readReal(row, "ddos_protection_gbps");
    f.notes = readText(row, "notes");
    f.source = readText(row, "source");
    f.sourceDate = readText(row, "source_date");
    f.builtIn = readFlag(row, "built_in");
    return f;
}

std::vector<Facility> FacilityRepository::all() const
{
    std::vector<Facility> out;
    for (const SqlRow& row : repository::readAll(connection_, facilitiesTable()))
        out.push_back(fromRow(row));
    return out;
}

std::optional<Facility> FacilityRepository::find(const std::string& id) const
{
    if (auto row = repository::readOne(connection_, facilitiesTable(), QString::fromStdString(id)))
        return fromRow(*row);
    return std::nullopt;
}

WriteResult FacilityRepository::upsert(const Facility& value) const
{
    return repository::saveUserRow(connection_, facilitiesTable(), toRow(value));
}

WriteResult FacilityRepository::remove(const std::string& id) const
{
    return repository::removeRow(connection_, facilitiesTable(), QString::fromStdString(id));
}

} // namespace gputco
