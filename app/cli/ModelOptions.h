#pragma once

#include "model/ModelArchitecture.h"

#include <optional>

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

} // namespace gputco::cli
