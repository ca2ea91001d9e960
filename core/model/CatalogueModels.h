#pragma once

#include "model/ModelArchitecture.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

/// The user's own models from the open catalogue (an imported config.json, a row typed into the editor), so that
/// their ids work wherever a preset id does: --model, scenario files, the window's model list. The model id is
/// looked up from many places in every layer (CLI options, scenario readers, workload inputs), so the front end
/// that opened the catalogue registers its models here once, rather than every lookup taking the catalogue.
/// Thread-safe: lookups return copies.
void setCatalogueModels(std::vector<ModelArchitecture> models);

/// The registered models, in the order given (the catalogue lists them by id).
std::vector<ModelArchitecture> catalogueModels();

/// The registered model whose id matches (case-insensitive); nullopt when none does.
std::optional<ModelArchitecture> findCatalogueModel(std::string_view id);

} // namespace gputco
