#include "cli/RackCommand.h"
#include "facility/FacilityAliases.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/RackCommandOptions.h"
#include "cli/RackCommandOutput.h"
#include "facilityfit/DeploymentLoad.h"
#include "rack/RackPlanner.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr double kDefaultPue = 1.3; // Facility's default; new colocation 1.25-1.40 (datacenter.md 2.2)

} // namespace

QString RackCommand::name() const { return QStringLiteral("rack"); }

QString RackCommand::summary() const
{
    return QStringLiteral("Racks, feed currents, heat and cooling for N servers; with --facility, whether it fits.");
}

void RackCommand::addOptions(QCommandLineParser& parser) const
{
    addRackOptions(parser);
    addDatabaseOption(parser);
}

int RackCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const RackRequest req = readRackRequest(r, parser);
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());
    auto db = openCatalogue(r, io.err);
    if (!db)
        return reportUsageError(io.err, name(), *r.error());

    const auto server = db->servers().find(req.serverId);
    if (!server)
        return reportUsageError(io.err, name(),
                                Error{"--server", "unknown server " + quotedInput(req.serverId)
                                                      + "; 'gpu-tco-cli servers' lists the catalogue"});
    const auto card = db->cards().find(server->cardId);
    auto load = deploymentLoadFor(*server, card ? &*card : nullptr, req.servers);
    if (!load)
        return reportUsageError(io.err, name(), Error{"--server", load.error().describe()});
    load.value().serversPerRack = req.serversPerRack;
    load.value().reservedUnits = req.reservedUnits;
    load.value().otherEquipmentPerRack = req.otherEquipmentPerRack;
    load.value().loadFactor = req.loadFactor;
    load.value().deltaTFahrenheit = req.deltaTFahrenheit;
    load.value().bandwidthMbps = req.bandwidthMbps;

    RackReport report;
    report.serverId = server->id;
    report.servers = req.servers;
    report.serverMax = load->serverMaxPower;
    report.feedLoss = load->feedLoss;
    report.loadFactor = req.loadFactor;
    report.deltaTFahrenheit = req.deltaTFahrenheit;
    if (req.facilityId) {
        auto facility = db->facilities().find(*req.facilityId);
        if (!facility) // an old example site's id names the profile that replaced it
            facility = db->facilities().find(std::string(currentFacilityId(*req.facilityId)));
        if (!facility)
            return reportUsageError(io.err, name(),
                                    Error{"--facility", "unknown facility " + quotedInput(*req.facilityId)
                                                            + "; 'gpu-tco-cli facilities' lists the catalogue"});
        if (req.pue)
            facility->pue = *req.pue;
        auto fit = checkFacility(*load, req.requirements, *facility);
        if (!fit)
            return reportUsageError(io.err, name(), Error{"--facility", fit.error().describe()});
        report.rack = facility->rack;
        report.pue = facility->pue;
        report.plan = fit->plan;
        report.fit = std::move(fit).value();
    } else {
        const RackPlanInputs in =
            rackInputsFor(*load, req.rack, req.pue.value_or(kDefaultPue), req.breakerGiven, req.coolingLimit);
        auto plan = planRacks(in);
        if (!plan)
            return reportUsageError(io.err, name(), asOptionError(plan.error()));
        report.rack = in.rack;
        report.pue = in.pue;
        report.plan = std::move(plan).value();
    }

    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(rackReportJson(report)).toJson(QJsonDocument::Indented);
    else
        printRackReport(io.out, report);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
