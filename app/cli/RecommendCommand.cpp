#include "cli/RecommendCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/RecommendCommandOutput.h"
#include "cli/RecommendCommandScenario.h"
#include "recommend/Recommender.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

namespace gputco::cli {
namespace {

// Catalogue rows named by the scenario, in its order; the first unknown id is an error naming the key.
template <class Row, class Repository>
std::optional<Error> pick(const Repository& repository, const std::vector<std::string>& ids, const char* key,
                          std::vector<Row>& out)
{
    for (const std::string& id : ids) {
        auto row = repository.find(id);
        if (!row)
            return Error{key, "unknown id '" + id + "' (the catalogue lists them: gpu-tco-cli " + key + ")"};
        out.push_back(std::move(*row));
    }
    return std::nullopt;
}

} // namespace

QString RecommendCommand::name() const { return QStringLiteral("recommend"); }

QString RecommendCommand::summary() const
{
    return QStringLiteral("Cheapest feasible cards, precisions and splits for a scenario, and the cost-latency front.");
}

void RecommendCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QStringLiteral("The workload, constraints and economics (docs/MODEL.md, "
                                                "\"Recommender\", lists the keys)."));
    parser.addOption(
        {QStringLiteral("top"), QStringLiteral("Options to print, 1 to 1000. Default 10."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object: options, front, unpriced, "
                                                             "excluded, evaluated, search_ms.")});
    addDatabaseOption(parser);
}

int RecommendCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const int top = static_cast<int>(r.integer(QStringLiteral("top"), 1, 1000, 10));
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return reportUsageError(io.err, name(), Error{"SCENARIO.json", "give exactly one scenario file"});
    QFile file(positional.first());
    if (!file.open(QIODevice::ReadOnly))
        return reportUsageError(io.err, name(),
                                Error{positional.first().toStdString(), file.errorString().toStdString()});
    auto scenario = readRecommendScenario(file.readAll());
    if (!scenario)
        return reportUsageError(io.err, name(), scenario.error());

    auto db = openCatalogue(r, io.err);
    if (!db)
        return reportUsageError(io.err, name(), *r.error());
    RecommendInputs& in = scenario.value().inputs;
    if (scenario->cardIds.empty())
        in.cards = db->cards().all();
    else if (auto error = pick(db->cards(), scenario->cardIds, "cards", in.cards))
        return reportUsageError(io.err, name(), *error);
    in.servers = db->servers().all();
    if (scenario->allFacilities)
        in.facilities = db->facilities().all();
    else if (auto error = pick(db->facilities(), scenario->facilityIds, "facilities", in.facilities))
        return reportUsageError(io.err, name(), *error);

    QElapsedTimer timer;
    timer.start();
    const auto result = recommend(in);
    const double searchMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!result)
        return reportUsageError(io.err, name(), result.error());

    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(recommendJson(in, *result, top, searchMs)).toJson(QJsonDocument::Indented);
    else
        printRecommendation(io.out, in, *result, top, searchMs);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
