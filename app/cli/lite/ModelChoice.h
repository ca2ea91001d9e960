#pragma once

#include "cli/lite/ValueReader.h"
#include "model/ModelArchitecture.h"

#include <functional>
#include <optional>
#include <string>

namespace gputco::cli {

/// Finds a model that is no preset by its id in the catalogue (its own, imported models); nullopt when it has
/// none of that id or the catalogue cannot be opened (the opener records why in the reader).
using CatalogueModelLookup = std::function<std::optional<ModelArchitecture>(const std::string& id)>;

/// The preset named by --model (else `fromCatalogue`, asked only then) or a custom architecture inferred from
/// --params; exactly one must be given. Problems go to `reader`, naming the option.
std::optional<ModelArchitecture> readModelChoice(ValueReader& reader, const CatalogueModelLookup& fromCatalogue);

} // namespace gputco::cli
