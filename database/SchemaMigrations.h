#pragma once

#include "database/CatalogueConnection.h"
#include "database/lite/CatalogueSchemaVersion.h"

#include <QStringList>

namespace gputco {

/// The file's schema version (PRAGMA user_version); an Error when the file cannot be read.
Expected<int> readSchemaVersion(const CatalogueConnection& connection);

/// The statements of migration `version` (1 .. kCatalogueSchemaVersion), read from the compiled-in
/// database/schema/NNN_*.sql; empty when there is no such migration.
QStringList migrationStatements(int version);

/// Brings the file from its current version up to `targetVersion`, one numbered migration at a time, each
/// in its own transaction that also sets user_version: a failure leaves the file at the last finished step.
WriteResult migrateSchema(const CatalogueConnection& connection, int targetVersion = kCatalogueSchemaVersion);

} // namespace gputco
