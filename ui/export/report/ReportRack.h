#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

#include <QStringList>

namespace gputco::ui {

/// Per compared card: server, servers, servers per rack and why, racks, rack and site power, heat, airflow,
/// feed current and the cooling method the densest rack needs (core rack planner, via the evaluation).
ReportTable rackSummaryTable(const Evaluation& evaluation);

/// Every catalogue facility against every compared card's deployment: fits, or the first reason it does not.
ReportTable facilityMatrix(const Evaluation& evaluation);

/// Every reason the scenario's chosen facility refuses each card (empty when none is chosen or all fit).
QStringList chosenFacilityProblems(const Evaluation& evaluation);

} // namespace gputco::ui
