#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

namespace gputco::ui {

/// Every price the compared cards' figures rest on: the card price, the server's system price when it is the
/// capex basis, and the cloud offer rented, each with its range, date, source and tag. Empty rows: no price.
ReportTable pricesTable(const Evaluation& evaluation);

} // namespace gputco::ui
