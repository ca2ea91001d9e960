#pragma once

#include "database/CatalogueDatabase.h"
#include "model/ModelArchitecture.h"

#include <optional>
#include <string>

class QCommandLineParser;
class QTextStream;

namespace gputco::cli {

class OptionReader;

/// --model NAME | --params N: shared by every command that needs a model.
void addModelOptions(QCommandLineParser& parser);

/// The preset named by --model (else the catalogue's own model of that id: the catalogue of --database is opened
/// only then, its warnings go to `err`) or a custom architecture inferred from --params; exactly one must be given.
/// Commands that call this must add the --database option.
std::optional<ModelArchitecture> readModel(OptionReader& reader, QTextStream& err);

/// The catalogue's own model of this id (an imported config.json): opens the catalogue of --database into
/// `opened`, which registers its models as presets (warnings to `err`), then looks the id up. nullopt when it has
/// no such model or cannot be opened (the reason recorded in `reader`).
std::optional<ModelArchitecture> catalogueModel(OptionReader& reader, QTextStream& err,
                                                std::optional<CatalogueDatabase>& opened, const std::string& id);

} // namespace gputco::cli
