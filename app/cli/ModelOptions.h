#pragma once

#include "model/ModelArchitecture.h"

#include <optional>

class QCommandLineParser;

namespace gputco::cli {

class OptionReader;

/// --model NAME | --params N: shared by every command that needs a model.
void addModelOptions(QCommandLineParser& parser);

/// The preset named by --model or a custom architecture inferred from --params; exactly one must be given.
std::optional<ModelArchitecture> readModel(OptionReader& reader);

} // namespace gputco::cli
