#pragma once

#include "database/TableSpec.h"

#include <QStringList>

namespace gputco {

/// The column descriptions of the catalogue tables, in CSV order. They mirror the CHECK constraints of
/// database/schema/*.sql (a test compares the two), and they are the CSV format documented in docs/DATABASE.md.
const TableSpec& cardsTable();
const TableSpec& serversTable();
const TableSpec& facilitiesTable();
const TableSpec& cloudOffersTable();
const TableSpec& modelsTable();
/// What each card reaches of its datasheet per software stack (schema 5; docs/DATABASE.md).
const TableSpec& efficiencyProfilesTable();

/// Every table in dependency order (cards before the servers and cloud offers that name them).
const std::vector<const TableSpec*>& catalogueTables();

/// The table called `name` ("cards", "servers", "facilities", "cloud_offers", "models", "efficiency_profiles");
/// nullptr if none.
const TableSpec* findCatalogueTable(const QString& name);

/// "cards, servers, facilities, cloud_offers, models, efficiency_profiles", for help texts and error messages.
QString catalogueTableChoices();

} // namespace gputco
