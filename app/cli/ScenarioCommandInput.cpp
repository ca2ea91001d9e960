#include "cli/ScenarioCommandInput.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "database/CatalogueSnapshotLoader.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"

#include <QCommandLineParser>

namespace gputco::cli {

void addScenarioArguments(QCommandLineParser& parser)
{
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QStringLiteral("A scenario saved by the window (File > Save), format in "
                                                "docs/SCENARIO_FORMAT.md; examples/ has some."));
    addDatabaseOption(parser);
}

Expected<EvaluatedScenario> evaluateScenarioArgument(const QCommandLineParser& parser, OptionReader& reader,
                                                     QTextStream& err)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return Error{"SCENARIO.json", "give exactly one scenario file"};

    auto db = openCatalogue(reader, err);
    if (!db)
        return *reader.error();
    const auto catalogue = snapshotOf(*db);

    return evaluateScenarioFile(positional.first(), catalogue);
}

Expected<EvaluatedScenario> evaluateScenarioFile(const QString& path,
                                                 const std::shared_ptr<const CatalogueSnapshot>& catalogue)
{
    EvaluatedScenario out;
    out.path = path;
    auto document = readScenarioFile(out.path, catalogue.get());
    if (!document) {
        // The file is the thing to fix: name it, then the key inside it.
        const Error& e = document.error();
        return Error{out.path.toStdString() + (e.field.empty() ? "" : ": " + e.field), e.message};
    }
    out.document = std::move(document).value();
    ScenarioEvaluator evaluator;
    out.evaluation = evaluator.evaluate(out.document.state, catalogue);
    return out;
}

} // namespace gputco::cli
