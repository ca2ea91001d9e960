#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "model/ModelArchitecture.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The catalogue's model architectures (the presets and the user's own), as core ModelArchitecture values. Get one from
/// CatalogueDatabase; it stays valid as long as that database is open.
class ModelRepository {
public:
    explicit ModelRepository(CatalogueConnection connection);

    /// Every row ordered by id.
    std::vector<ModelArchitecture> all() const;
    std::optional<ModelArchitecture> find(const std::string& id) const;
    /// Adds or replaces the row as the user's own; refused with an Error naming the column when a value is
    /// out of range.
    WriteResult upsert(const ModelArchitecture& value) const;
    WriteResult remove(const std::string& id) const;

    /// The models row for a value (the CSV and JSON keys).
    static SqlRow toRow(const ModelArchitecture& model);
    static ModelArchitecture fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

} // namespace gputco
