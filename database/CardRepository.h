#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "hardware/Accelerator.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The accelerator cards of the catalogue, as core Accelerator values. Get one from CatalogueDatabase::cards();
/// it stays valid as long as that database is open.
class CardRepository {
public:
    explicit CardRepository(CatalogueConnection connection);

    /// Every card ordered by id.
    std::vector<Accelerator> all() const;
    std::optional<Accelerator> find(const std::string& id) const;
    /// Adds or replaces the card as the user's own row (builtIn becomes false unless nothing changed).
    /// Refused with an Error naming the column when a value is out of range.
    WriteResult upsert(const Accelerator& card) const;
    /// Refused while a server or cloud offer still names the card.
    WriteResult remove(const std::string& id) const;

    /// The cards row for a card (the CSV and JSON keys); built_in follows card.builtIn.
    static SqlRow toRow(const Accelerator& card);
    static Accelerator fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

} // namespace gputco
