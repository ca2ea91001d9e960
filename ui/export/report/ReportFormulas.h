#pragma once

#include "export/report/ReportTable.h"

namespace gputco::ui {

/// The formulas behind the report's figures: name, formula, published source and the docs/MODEL.md section
/// that explains it (with its anchor), so a reader can check every number.
ReportTable formulaTable();

} // namespace gputco::ui
