#include "cli/EvaluateCommand.h"

#include "scenario/ServingSloFor.h"

#include "cli/CliOptions.h"
#include "cli/EvaluateCommandJson.h"
#include "cli/EvaluateCommandText.h"
#include "cli/ScenarioCommandInput.h"
#include "cli/ScenarioCommandNames.h"
#include "uncertainty/UncertaintyAnalysis.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace gputco::cli {

QString EvaluateCommand::name() const { return QString::fromLatin1(kEvaluateCommand.name); }

QString EvaluateCommand::summary() const { return QString::fromLatin1(kEvaluateCommand.summary); }

void EvaluateCommand::addOptions(QCommandLineParser& parser) const
{
    addScenarioArguments(parser);
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print one JSON object: scenario, catalogue, model, mode, currency, input_error, "
                                     "cards[] with fit and economics (docs/SCENARIO_FORMAT.md).")});
    parser.addOption({QStringLiteral("samples"),
                      QStringLiteral("Monte Carlo samples of the TCO bands, 1 to 100000. Default: the scenario's "
                                     "uncertainty.samples (2000)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Monte Carlo seed, 0 to 4294967295: the same seed prints the same bands. Default: "
                                     "the scenario's uncertainty.seed (1)."),
                      QStringLiteral("S")});
}

int EvaluateCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    UncertaintyState uncertainty;
    const auto samples = reader.integer(QStringLiteral("samples"), 1, kMaxUncertaintySamples, 0);
    const auto seed = reader.integer(QStringLiteral("seed"), 0, static_cast<std::int64_t>(kMaxUncertaintySeed), 0);
    if (reader.error())
        return reportUsageError(io.err, name(), *reader.error());
    auto scenario = evaluateScenarioArgument(parser, reader, io.err);
    if (!scenario)
        return reportUsageError(io.err, name(), scenario.error());
    uncertainty = scenario->document.state.uncertainty;
    if (reader.isSet(QStringLiteral("samples")))
        uncertainty.samples = static_cast<int>(samples);
    if (reader.isSet(QStringLiteral("seed")))
        uncertainty.seed = static_cast<std::uint64_t>(seed);
    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(evaluationJson(*scenario, analyseUncertainty(*scenario->evaluation, uncertainty)))
                      .toJson(QJsonDocument::Indented);
    else
        printEvaluation(io.out, *scenario);
    io.out.flush();
    if (const std::string note = meanLatencyKeysNote(scenario->evaluation->state.constraints); !note.empty()) {
        io.err << "gpu-tco-cli evaluate: note: " << QString::fromStdString(note) << '\n';
        io.err.flush();
    }
    return ExitOk;
}

} // namespace gputco::cli
