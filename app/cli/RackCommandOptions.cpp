#include "cli/RackCommandOptions.h"

#include "cli/CliOptions.h"
#include "facilityfit/FacilityGrade.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>

namespace gputco::cli {
namespace {

void add(QCommandLineParser& parser, const char* name, const QString& help, const char* value = nullptr)
{
    parser.addOption(value ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value))
                           : QCommandLineOption(QString::fromLatin1(name), help));
}

// The flags --require accepts: the yes/no requirements of FitRequirements.
constexpr const char* kRequireChoices = "idc-licence, isp-licence, dual-feeds, full-power-on-feed-loss, self-operated";

void readRequirements(OptionReader& r, const QCommandLineParser& parser, FitRequirements& req)
{
    for (const QString& flag : parser.values(QStringLiteral("require"))) {
        if (flag.trimmed().isEmpty())
            r.fail(Error{"--require", std::string("is empty; give one or more of: ") + kRequireChoices});
        for (const QString& item : flag.split(u',', Qt::SkipEmptyParts)) {
            const QString word = item.trimmed();
            if (word == u"idc-licence")
                req.idcLicence = true;
            else if (word == u"isp-licence")
                req.ispLicence = true;
            else if (word == u"dual-feeds")
                req.dualFeeds = true;
            else if (word == u"full-power-on-feed-loss")
                req.fullPowerOnFeedLoss = true;
            else if (word == u"self-operated")
                req.selfOperated = true;
            else
                r.fail(Error{"--require", quotedInput(word.toStdString()) + " is not one of: " + kRequireChoices});
        }
    }
    req.icp = r.choice<IcpRequirement>(QStringLiteral("icp"), parseIcpRequirement, icpRequirementChoices(),
                                       IcpRequirement::Any);
    for (const QString& cert : parser.values(QStringLiteral("certification")))
        if (!cert.trimmed().isEmpty())
            req.certifications.push_back(cert.trimmed().toStdString());
    if (r.isSet(QStringLiteral("min-tier")))
        req.minUptimeTier = static_cast<int>(r.integer(QStringLiteral("min-tier"), 1, 4, 1));
    if (r.isSet(QStringLiteral("min-gb-grade")))
        req.minGbGrade =
            r.choice<Gb50174Grade>(QStringLiteral("min-gb-grade"), parseGb50174Grade, "A, B, C", Gb50174Grade::C);
    req.minBgpLines = static_cast<int>(r.integer(QStringLiteral("min-bgp-lines"), 0, 100, 0));
    if (r.isSet(QStringLiteral("min-ddos-gbps")))
        req.minDdosGbps = r.number(QStringLiteral("min-ddos-gbps"), 0.0, 1e6, 0.0);
}

} // namespace

void addRackOptions(QCommandLineParser& parser)
{
    add(parser, "server", QStringLiteral("Server model id from the catalogue (see 'gpu-tco-cli servers'). Required."),
        "ID");
    add(parser, "servers", QStringLiteral("Servers to place, 1 to 1000000. Required."), "N");
    add(parser, "facility",
        QStringLiteral("IDC facility id (see 'gpu-tco-cli facilities'): its rack, feed, cooling and PUE limit the "
                       "racks, and the fit check and yearly cost are added."),
        "ID");
    add(parser, "servers-per-rack",
        QStringLiteral("Density wanted, 1 to 1000; default: as many as space, feed and cooling allow."), "N");
    add(parser, "reserved-units", QStringLiteral("Rack units kept for switches and PDUs, 0 to 99. Default 0."), "U");
    add(parser, "other-kw", QStringLiteral("Switches and other load per rack in kW, 0 to 1000. Default 0."), "KW");
    add(parser, "load-factor",
        QStringLiteral("Average over maximum server power, above 0 to 1. Default 0.8 (training; inference 0.5-0.7)."),
        "F");
    add(parser, "pue", QStringLiteral("PUE, 1 to 5. Default: the facility's, or 1.3 without one."), "F");
    add(parser, "delta-t", QStringLiteral("Air temperature rise across the servers in F, above 0 to 100. Default 20."),
        "F");
    add(parser, "rack-units", QStringLiteral("Without --facility: usable U per rack, 1 to 100. Default 42."), "U");
    add(parser, "voltage",
        QStringLiteral("Without --facility: feed voltage, 100 to 1000 V (line-to-line for three phase). Default 230."),
        "V");
    add(parser, "phases", QStringLiteral("Without --facility: 1 or 3. Default 1."), "N");
    add(parser, "breaker-amps",
        QStringLiteral("Without --facility: breaker per feed in A; when given it limits servers per rack."), "A");
    add(parser, "derating", QStringLiteral("Without --facility: continuous-load factor, above 0 to 1. Default 0.8."),
        "F");
    add(parser, "power-factor", QStringLiteral("Without --facility: power factor, above 0 to 1. Default 0.95."), "F");
    add(parser, "single-feed", QStringLiteral("Without --facility: one feed per rack instead of A+B."));
    add(parser, "cooling-kw",
        QStringLiteral("Without --facility: the hall's cooling limit per rack in kW, 0.001 to 10000."), "KW");
    add(parser, "require",
        QStringLiteral("Facility requirements, comma-separated: %1.").arg(QString::fromLatin1(kRequireChoices)),
        "LIST");
    add(parser, "icp",
        QStringLiteral("ICP filing: %1. Default any.").arg(QString::fromStdString(icpRequirementChoices())), "WHERE");
    add(parser, "certification",
        QStringLiteral("A certification the facility must hold, e.g. \"ISO 27001\"; repeatable."), "NAME");
    add(parser, "min-tier", QStringLiteral("Lowest Uptime tier accepted, 1 to 4."), "N");
    add(parser, "min-gb-grade", QStringLiteral("Lowest GB 50174 grade accepted: A, B or C."), "GRADE");
    add(parser, "min-bgp-lines", QStringLiteral("Fewest BGP lines accepted, 0 to 100."), "N");
    add(parser, "min-ddos-gbps", QStringLiteral("Least DDoS protection accepted, in Gbps."), "G");
    add(parser, "bandwidth-mbps", QStringLiteral("Bandwidth bought, for the yearly cost, 0 to 1e7 Mbps."), "MBPS");
    add(parser, "json",
        QStringLiteral("Print one JSON object (keys in docs/MODEL.md, \"Rack, power feed and cooling\")."));
}

RackRequest readRackRequest(OptionReader& r, const QCommandLineParser& parser)
{
    RackRequest req;
    for (const char* required : {"server", "servers"})
        if (!r.isSet(QString::fromLatin1(required)))
            r.fail(Error{std::string("--") + required, "is required"});
    req.serverId = r.text(QStringLiteral("server")).trimmed().toStdString();
    req.servers = static_cast<int>(r.integer(QStringLiteral("servers"), 1, 1'000'000, 1));
    if (r.isSet(QStringLiteral("facility"))) {
        req.facilityId = r.text(QStringLiteral("facility")).trimmed().toStdString();
        // The facility's own rack, feed and cooling are used: a rack option given beside it would be ignored.
        for (const char* rackOption : {"rack-units", "voltage", "phases", "breaker-amps", "derating", "power-factor",
                                       "single-feed", "cooling-kw"})
            if (r.isSet(QString::fromLatin1(rackOption)))
                r.fail(Error{std::string("--") + rackOption,
                             "cannot be combined with --facility, whose rack, feed and cooling are used; give one "
                             "or the other"});
    }
    if (r.isSet(QStringLiteral("servers-per-rack")))
        req.serversPerRack = static_cast<int>(r.integer(QStringLiteral("servers-per-rack"), 1, 1000, 1));
    req.reservedUnits = static_cast<int>(r.integer(QStringLiteral("reserved-units"), 0, 99, 0));
    req.otherEquipmentPerRack = Watts::kilowatts(r.number(QStringLiteral("other-kw"), 0.0, 1000.0, 0.0));
    req.loadFactor = r.number(QStringLiteral("load-factor"), 1e-6, 1.0, 0.8);
    if (r.isSet(QStringLiteral("pue")))
        req.pue = r.number(QStringLiteral("pue"), 1.0, 5.0, 1.3);
    req.deltaTFahrenheit = r.number(QStringLiteral("delta-t"), 1e-6, 100.0, 20.0);
    req.rack.usableUnits = static_cast<int>(r.integer(QStringLiteral("rack-units"), 1, 100, 42));
    req.rack.voltage = r.number(QStringLiteral("voltage"), 100.0, 1000.0, req.rack.voltage);
    req.rack.phases = static_cast<int>(r.integer(QStringLiteral("phases"), 1, 3, req.rack.phases));
    if (req.rack.phases == 2)
        r.fail(Error{"--phases", "must be 1 or 3"});
    req.breakerGiven = r.isSet(QStringLiteral("breaker-amps"));
    req.rack.breakerAmps = r.number(QStringLiteral("breaker-amps"), 1e-6, 1000.0, req.rack.breakerAmps);
    req.rack.derating = r.number(QStringLiteral("derating"), 1e-6, 1.0, req.rack.derating);
    req.rack.powerFactor = r.number(QStringLiteral("power-factor"), 1e-6, 1.0, req.rack.powerFactor);
    req.rack.dualFeeds = !r.isSet(QStringLiteral("single-feed"));
    // A hall limit of 0 kW would cool nothing: the smallest limit taken is 1 W.
    if (r.isSet(QStringLiteral("cooling-kw")))
        req.coolingLimit = Watts::kilowatts(r.number(QStringLiteral("cooling-kw"), 0.001, 10000.0, 0.0));
    req.bandwidthMbps = r.number(QStringLiteral("bandwidth-mbps"), 0.0, 1e7, 0.0);
    readRequirements(r, parser, req.requirements);
    return req;
}

} // namespace gputco::cli
