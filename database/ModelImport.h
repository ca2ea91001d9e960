#pragma once

#include "database/CatalogueDatabase.h"
#include "database/HuggingFaceConfig.h"

#include <QString>

namespace gputco {

/// Imports a Hugging Face config.json file into the catalogue's models table as the user's own row and returns
/// the model stored. All or nothing: an unreadable or malformed file, or an id that a built-in preset holds, is
/// refused with an Error naming the file or the key, and nothing is written. Importing the same id again
/// replaces the user's row.
Expected<ModelArchitecture> importHuggingFaceConfigFile(const CatalogueDatabase& database, const QString& path,
                                                        HuggingFaceImportOptions options);

/// Registers the catalogue's own models (rows whose id is not a preset's) with core (model/CatalogueModels.h), so
/// that their ids work wherever a preset id does. Called by whoever opens the catalogue for a front end.
void registerUserModels(const CatalogueDatabase& database);

/// Reads and parses the file without storing it (what the import would store).
Expected<ModelArchitecture> readHuggingFaceConfigFile(const QString& path, HuggingFaceImportOptions options);

} // namespace gputco
