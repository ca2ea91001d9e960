#include "database/lite/ServerRow.h"

#include "database/lite/CardRow.h"

namespace gputco {

Server serverFromRow(const CatalogueRowView& row)
{
    Server s;
    s.id = row.text("id");
    s.name = row.text("name");
    s.cardId = row.text("card_id");
    s.gpusPerServer = static_cast<int>(row.integer("gpus_per_server").value_or(1));
    if (auto w = row.real("system_max_w"))
        s.systemMaxPower = Watts::of(*w);
    s.hostOverhead = Watts::of(row.real("host_overhead_w").value_or(0.0));
    s.rackUnits = static_cast<int>(row.integer("rack_units").value_or(1));
    s.psuCount = static_cast<int>(row.integer("psu_count").value_or(0));
    if (auto w = row.real("psu_rating_w"))
        s.psuRating = Watts::of(*w);
    s.psuRedundant = static_cast<int>(row.integer("psu_redundant").value_or(0));
    s.cooling = parseCoolingKind(row.text("cooling")).value_or(CoolingKind::Air);
    s.price = priceFromRow(row);
    s.hostShare = row.real("host_share");
    s.networkGbpsPerGpu = row.real("network_gbps_per_gpu");
    s.networkSource = row.text("network_source");
    s.source = row.text("source");
    s.sourceDate = row.text("source_date");
    s.notes = row.text("notes");
    s.builtIn = row.integer("built_in").value_or(0) != 0;
    return s;
}

} // namespace gputco
