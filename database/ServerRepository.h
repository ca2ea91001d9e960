#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "hardware/Server.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The catalogue's server models (DGX, HGX OEM boxes, PCIe servers, edge boxes), as core Server values. Get one from
/// CatalogueDatabase; it stays valid as long as that database is open.
class ServerRepository {
public:
    explicit ServerRepository(CatalogueConnection connection);

    /// Every row ordered by id.
    std::vector<Server> all() const;
    std::optional<Server> find(const std::string& id) const;
    /// Adds or replaces the row as the user's own; refused with an Error naming the column when a value is
    /// out of range.
    WriteResult upsert(const Server& value) const;
    WriteResult remove(const std::string& id) const;

    /// The servers row for a value (the CSV and JSON keys).
    static SqlRow toRow(const Server& server);
    static Server fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

} // namespace gputco
