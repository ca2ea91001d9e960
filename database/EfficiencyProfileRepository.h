#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "hardware/Accelerator.h"
#include "hardware/EfficiencyProfile.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// What each card reaches of its datasheet per software stack (the efficiency_profiles table, schema 5), as core
/// EfficiencyProfile values. Get one from CatalogueDatabase; it stays valid as long as that database is open.
class EfficiencyProfileRepository {
public:
    explicit EfficiencyProfileRepository(CatalogueConnection connection);

    /// Every row ordered by id.
    std::vector<EfficiencyProfile> all() const;
    std::optional<EfficiencyProfile> find(const std::string& id) const;
    /// Adds or replaces the row as the user's own; refused with an Error naming the column when a value is out of
    /// range or the card is not in the catalogue.
    WriteResult upsert(const EfficiencyProfile& profile) const;
    WriteResult remove(const std::string& id) const;

    /// The efficiency_profiles row for a profile (the CSV and JSON keys). Every range is written out.
    static SqlRow toRow(const EfficiencyProfile& profile);
    static EfficiencyProfile fromRow(const SqlRow& row);

private:
    CatalogueConnection connection_;
};

/// Sets each card's `efficiency` to the profile chooseEfficiencyProfile picks for it (nullopt when none).
void attachEfficiencyProfiles(std::vector<Accelerator>& cards, const std::vector<EfficiencyProfile>& profiles);

} // namespace gputco
