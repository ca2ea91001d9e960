#include "database/lite/EfficiencyProfileRow.h"

#include <algorithm>

namespace gputco {
namespace {

// A share stays within (0, 1]: a high multiple never takes it past the whole peak.
FigureRange figure(const CatalogueRowView& row, const char* typical, const std::string& lowColumn,
                   const std::string& highColumn, RangeMultiples fallback, double ceiling)
{
    FigureRange r;
    r.typical = row.real(typical).value_or(0.0);
    r.low = row.real(lowColumn.c_str()).value_or(r.typical * fallback.low);
    r.high = row.real(highColumn.c_str()).value_or(std::min(r.typical * fallback.high, std::max(ceiling, r.typical)));
    return r;
}

FigureRange figure(const CatalogueRowView& row, const char* typical, RangeMultiples fallback, double ceiling)
{
    return figure(row, typical, std::string(typical) + "_low", std::string(typical) + "_high", fallback, ceiling);
}

} // namespace

RangeMultiples defaultRangeMultiples(EfficiencyEvidence evidence)
{
    switch (evidence) {
    case EfficiencyEvidence::MeasuredPublic:
    case EfficiencyEvidence::MeasuredYours: return {0.9, 1.1};
    case EfficiencyEvidence::Vendor: return {0.7, 1.05};
    case EfficiencyEvidence::Assumed: return {0.55, 1.35};
    }
    return {0.55, 1.35};
}

EfficiencyProfile efficiencyProfileFromRow(const CatalogueRowView& row)
{
    EfficiencyProfile p;
    p.id = row.text("id");
    p.cardId = row.text("card_id");
    p.stack = row.text("stack");
    p.evidence = parseEfficiencyEvidence(row.text("evidence")).value_or(EfficiencyEvidence::Assumed);
    const RangeMultiples fallback = defaultRangeMultiples(p.evidence);
    constexpr double kWholePeak = 1.0;
    constexpr double kNoCeiling = 1e9;
    p.computeShare = figure(row, "compute_share", fallback, kWholePeak);
    p.fp8ComputeShare = row.real("fp8_compute_share");
    p.fp4ComputeShare = row.real("fp4_compute_share");
    p.bandwidthShare = figure(row, "bandwidth_share", fallback, kWholePeak);
    // A step overhead of 0 has no multiple to take: its default range is 0 to 2 ms.
    p.stepOverheadMs = figure(row, "step_overhead_ms", fallback, kNoCeiling);
    if (!row.real("step_overhead_ms_high") && p.stepOverheadMs.high <= 0.0)
        p.stepOverheadMs.high = 2.0;
    p.tensorParallelShare = figure(row, "tp_share", fallback, kWholePeak);
    p.idleWatts = row.real("idle_w");
    if (row.real("full_load_w"))
        p.fullLoadWatts = figure(row, "full_load_w", fallback, kNoCeiling);
    p.source = row.text("source");
    p.sourceDate = row.text("source_date");
    p.notes = row.text("notes");
    p.builtIn = row.integer("built_in").value_or(0) != 0;
    return p;
}

} // namespace gputco
