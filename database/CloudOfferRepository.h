#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "facility/Facility.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The catalogue's cloud rental prices per GPU-hour, as core CloudOffer values. Get one from
/// CatalogueDatabase; it stays valid as long as that database is open.
class CloudOfferRepository {
public:
    explicit CloudOfferRepository(CatalogueConnection connection);

    /// Every row ordered by id.
    std::vector<CloudOffer> all() const;
    std::optional<CloudOffer> find(const std::string& id) const;
    /// Adds or replaces the row as the user's own; refused with an Error naming the column when a value is
    /// out of range.
    WriteResult upsert(const CloudOffer& value) const;
    WriteResult remove(const std::string& id) const;

    /// The cloud_offers row for a value (the CSV and JSON keys).
    static SqlRow toRow(const CloudOffer& offer);
    static CloudOffer fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

} // namespace gputco
