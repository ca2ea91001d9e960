#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "facility/Facility.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The catalogue's IDC facility profiles, as core Facility values. Get one from
/// CatalogueDatabase; it stays valid as long as that database is open.
class FacilityRepository {
public:
    explicit FacilityRepository(CatalogueConnection connection);

    /// Every row ordered by id.
    std::vector<Facility> all() const;
    std::optional<Facility> find(const std::string& id) const;
    /// Adds or replaces the row as the user's own; refused with an Error naming the column when a value is
    /// out of range.
    WriteResult upsert(const Facility& value) const;
    WriteResult remove(const std::string& id) const;

    /// The facilities row for a value (the CSV and JSON keys).
    static SqlRow toRow(const Facility& facility);
    static Facility fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

} // namespace gputco
