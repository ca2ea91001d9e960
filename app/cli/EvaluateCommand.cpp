#include "cli/EvaluateCommand.h"

#include "cli/CliOptions.h"
#include "cli/EvaluateCommandJson.h"
#include "cli/EvaluateCommandText.h"
#include "cli/ScenarioCommandInput.h"
#include "cli/ScenarioCommandNames.h"

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
}

int EvaluateCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    auto scenario = evaluateScenarioArgument(parser, reader, io.err);
    if (!scenario)
        return reportUsageError(io.err, name(), scenario.error());
    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(evaluationJson(*scenario)).toJson(QJsonDocument::Indented);
    else
        printEvaluation(io.out, *scenario);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
