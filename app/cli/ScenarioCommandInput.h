#pragma once

#include "scenario/CatalogueSnapshot.h"
#include "scenario/Evaluation.h"
#include "scenariofile/ScenarioDocument.h"
#include "util/Expected.h"

#include <QString>

#include <memory>

class QCommandLineParser;
class QTextStream;

namespace gputco::cli {

class OptionReader;

/// A scenario file opened against the catalogue and evaluated: what `evaluate` prints and `report` draws.
struct EvaluatedScenario {
    QString path;
    ScenarioDocument document;
    EvaluationPtr evaluation;
};

/// Adds the SCENARIO.json positional argument and --database.
void addScenarioArguments(QCommandLineParser& parser);

/// Opens the catalogue (--database), reads the one scenario file named on the command line, checks its ids
/// against the catalogue and evaluates it with the window's ScenarioEvaluator, so the figures are the GUI's.
/// Errors name the file and the key ("workload.context_tokens") or the option.
Expected<EvaluatedScenario> evaluateScenarioArgument(const QCommandLineParser& parser, OptionReader& reader,
                                                     QTextStream& err);

/// Another scenario file evaluated over the same catalogue (the B of an A/B report).
Expected<EvaluatedScenario> evaluateScenarioFile(const QString& path,
                                                 const std::shared_ptr<const CatalogueSnapshot>& catalogue);

} // namespace gputco::cli
