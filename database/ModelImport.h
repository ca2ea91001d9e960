#pragma once

#include "database/CatalogueDatabase.h"
#include "database/HuggingFaceConfig.h"

#include <QString>

#include <vector>

namespace gputco {

/// Imports a Hugging Face config.json file into the catalogue's models table as the user's own row and returns
/// the model stored. All or nothing: an unreadable or malformed file, or an id that a built-in preset holds, is
/// refused with an Error naming the file or the key, and nothing is written. Importing the same id again
/// replaces the user's row.
Expected<ModelArchitecture> importHuggingFaceConfigFile(const CatalogueDatabase& database, const QString& path,
                                                        HuggingFaceImportOptions options);

/// The catalogue's own models (rows whose id is not a preset's), which CatalogueSnapshot::models carries so that
/// their ids work wherever a preset id does (findModel, model/ModelPresets.h).
std::vector<ModelArchitecture> catalogueOwnModels(const CatalogueDatabase& database);

/// Reads and parses the file without storing it (what the import would store).
Expected<ModelArchitecture> readHuggingFaceConfigFile(const QString& path, HuggingFaceImportOptions options);

} // namespace gputco
