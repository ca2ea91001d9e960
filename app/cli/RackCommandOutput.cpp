#include "cli/RackCommandOutput.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTextStream>

namespace gputco::cli {
namespace {

QString str(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QJsonValue optionalInt(const std::optional<int>& value) { return value ? QJsonValue(*value) : QJsonValue(); }

QJsonArray reasonsJson(const std::vector<FitReason>& reasons, bool detailed)
{
    QJsonArray out;
    for (const FitReason& r : reasons) {
        if (!detailed) {
            out.append(str(r.message));
            continue;
        }
        out.append(QJsonObject{{QStringLiteral("code"), str(fitReasonCodeName(r.code))},
                               {QStringLiteral("required"), r.required},
                               {QStringLiteral("available"), r.available},
                               {QStringLiteral("unit"), str(r.unit)},
                               {QStringLiteral("item"), str(r.item)},
                               {QStringLiteral("message"), str(r.message)}});
    }
    return out;
}

QJsonObject yearlyJson(const FacilityYearlyCost& y)
{
    return QJsonObject{{QStringLiteral("currency"), str(y.currency)},
                       {QStringLiteral("it_kwh"), y.itEnergy.inKilowattHours()},
                       {QStringLiteral("facility_kwh"), y.facilityEnergy.inKilowattHours()},
                       {QStringLiteral("energy"), y.energy.roundedToMinorUnit()},
                       {QStringLiteral("space"), y.space.roundedToMinorUnit()},
                       {QStringLiteral("power_capacity"), y.powerCapacity.roundedToMinorUnit()},
                       {QStringLiteral("bandwidth"), y.bandwidth.roundedToMinorUnit()},
                       {QStringLiteral("total"), y.total.roundedToMinorUnit()},
                       {QStringLiteral("co2_kg"), y.co2Kg}};
}

QString kw(Watts w) { return QString::number(w.inKilowatts(), 'f', 2) + QStringLiteral(" kW"); }

} // namespace

QJsonObject rackReportJson(const RackReport& r)
{
    const RackPlan& p = r.plan;
    QJsonObject root{
        {QStringLiteral("server"), str(r.serverId)},
        {QStringLiteral("servers"), r.servers},
        {QStringLiteral("server_max_kw"), r.serverMax.inKilowatts()},
        {QStringLiteral("servers_per_rack"), p.serversPerRack},
        {QStringLiteral("binding_constraint"), str(rackConstraintName(p.binding))},
        {QStringLiteral("limits"), QJsonObject{{QStringLiteral("space"), p.maxServersBySpace},
                                               {QStringLiteral("feed_power"), optionalInt(p.maxServersByFeed)},
                                               {QStringLiteral("cooling"), optionalInt(p.maxServersByCooling)}}},
        {QStringLiteral("racks"), p.racks},
        {QStringLiteral("rack_kw_max"), p.rackMax.inKilowatts()},
        {QStringLiteral("rack_kw_avg"), p.rackAverage.inKilowatts()},
        {QStringLiteral("it_kw_max"), p.itMax.inKilowatts()},
        {QStringLiteral("it_kw_avg"), p.itAverage.inKilowatts()},
        {QStringLiteral("load_factor"), r.loadFactor},
        {QStringLiteral("pue"), r.pue},
        {QStringLiteral("facility_kw"), p.facilityMax.inKilowatts()},
        {QStringLiteral("facility_kw_avg"), p.facilityAverage.inKilowatts()},
        {QStringLiteral("btu_per_h"), p.btuPerHour},
        {QStringLiteral("cooling_tons"), p.coolingTons},
        {QStringLiteral("cfm"), p.airflowCfm},
        {QStringLiteral("delta_t_f"), r.deltaTFahrenheit},
        {QStringLiteral("rack"), QJsonObject{{QStringLiteral("btu_per_h"), p.rackBtuPerHour},
                                             {QStringLiteral("cooling_tons"), p.rackCoolingTons},
                                             {QStringLiteral("cfm"), p.rackAirflowCfm}}},
        {QStringLiteral("voltage"), r.rack.voltage},
        {QStringLiteral("phases"), r.rack.phases},
        {QStringLiteral("feeds"), p.feed.feeds},
        {QStringLiteral("va_per_feed"), p.feed.voltAmperes},
        {QStringLiteral("amps_per_feed_phase"), p.feed.ampsPerPhase},
        {QStringLiteral("breaker_amps_needed"), p.feed.breakerAmpsNeeded},
        {QStringLiteral("circuits_per_feed"), p.feed.circuitsPerFeed},
        {QStringLiteral("feed_loss_throttled"), r.feedLoss.known ? QJsonValue(r.feedLoss.throttled) : QJsonValue()},
        {QStringLiteral("cooling_method"), str(coolingMethodName(p.coolingMethod))},
        {QStringLiteral("inlet_class"), str(ashraeClassName(p.inletClass))},
    };
    if (r.fit) {
        root.insert(QStringLiteral("facility"), str(r.fit->facilityId));
        root.insert(QStringLiteral("fits"), r.fit->fits);
        root.insert(QStringLiteral("reasons"), reasonsJson(r.fit->reasons, false));
        root.insert(QStringLiteral("reason_details"), reasonsJson(r.fit->reasons, true));
        root.insert(QStringLiteral("warnings"), reasonsJson(r.fit->warnings, false));
        if (r.fit->cooling)
            root.insert(QStringLiteral("facility_cooling"), str(coolingMethodName(r.fit->cooling->method)));
        root.insert(QStringLiteral("yearly_cost"), yearlyJson(r.fit->yearly));
    }
    return root;
}

void printRackReport(QTextStream& out, const RackReport& r)
{
    const RackPlan& p = r.plan;
    out << r.servers << " x " << str(r.serverId) << " (" << kw(r.serverMax) << " maximum each)\n";
    out << "Servers per rack: " << p.serversPerRack << " (bound by " << str(rackConstraintName(p.binding))
        << "), racks: " << p.racks << '\n';
    out << "Per rack: " << kw(p.rackMax) << " fullest, " << kw(p.rackAverage) << " average\n";
    out << "IT: " << kw(p.itMax) << " maximum, " << kw(p.itAverage) << " average (load factor " << r.loadFactor
        << "); facility at PUE " << r.pue << ": " << kw(p.facilityMax) << '\n';
    out << "Heat: " << QString::number(p.btuPerHour, 'f', 0) << " BTU/h, " << QString::number(p.coolingTons, 'f', 2)
        << " refrigeration tons, " << QString::number(p.airflowCfm, 'f', 0) << " CFM at " << r.deltaTFahrenheit
        << " F rise\n";
    out << "Feed (" << r.rack.voltage << " V, " << r.rack.phases << " phase, " << p.feed.feeds
        << (p.feed.feeds == 2 ? " feeds, each carries the whole rack" : " feed")
        << "): " << QString::number(p.feed.ampsPerPhase, 'f', 1) << " A per phase, breaker of "
        << QString::number(p.feed.breakerAmpsNeeded, 'f', 1) << " A at the derating\n";
    out << "Cooling: " << str(coolingMethodName(p.coolingMethod)) << ", inlet class "
        << str(ashraeClassName(p.inletClass)) << '\n';
    if (r.feedLoss.known && r.feedLoss.throttled)
        out << "On one feed each server keeps " << r.feedLoss.psusOnOneFeed << " PSUs and runs throttled.\n";
    if (r.fit) {
        out << "\nFacility " << str(r.fit->facilityId) << ": " << (r.fit->fits ? "fits" : "does not fit") << '\n';
        for (const FitReason& reason : r.fit->reasons)
            out << "  - " << str(reason.message) << '\n';
        for (const FitReason& warning : r.fit->warnings)
            out << "  (warning) " << str(warning.message) << '\n';
        const FacilityYearlyCost& y = r.fit->yearly;
        out << "Yearly running cost: " << QString::number(y.total.roundedToMinorUnit(), 'f', 2) << ' '
            << str(y.currency) << " (energy " << QString::number(y.energy.roundedToMinorUnit(), 'f', 2) << ", space "
            << QString::number(y.space.roundedToMinorUnit(), 'f', 2) << ", power capacity "
            << QString::number(y.powerCapacity.roundedToMinorUnit(), 'f', 2) << "), CO2 "
            << QString::number(y.co2Kg / 1000.0, 'f', 1) << " t\n";
    }
    out << "Formulas and sources: docs/MODEL.md.\n";
}

} // namespace gputco::cli
