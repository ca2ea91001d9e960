#pragma once

#include "facility/Facility.h"
#include "facilityfit/FacilityFit.h"
#include "rack/FeedLoss.h"
#include "rack/RackPlan.h"

#include <QJsonObject>

#include <optional>
#include <string>

class QTextStream;

namespace gputco::cli {

/// What `gpu-tco-cli rack` computed, ready to print.
struct RackReport {
    std::string serverId;
    int servers = 0;
    Watts serverMax;
    FeedLossCheck feedLoss;
    RackOffer rack;
    double loadFactor = 0.8;
    double pue = 1.3;
    double deltaTFahrenheit = 20.0;
    RackPlan plan;
    std::optional<FacilityFit> fit; ///< with --facility
};

/// The JSON contract: servers_per_rack, binding_constraint, racks, it_kw_max, it_kw_avg, facility_kw, btu_per_h,
/// cooling_tons, cfm, amps_per_feed_phase, cooling_method; with a facility fits, reasons (messages) and
/// reason_details, warnings, yearly_cost.
QJsonObject rackReportJson(const RackReport& report);

void printRackReport(QTextStream& out, const RackReport& report);

} // namespace gputco::cli
