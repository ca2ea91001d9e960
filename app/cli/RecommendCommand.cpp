#include "cli/RecommendCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/RecommendCommandOutput.h"
#include "cli/RecommendCommandScenario.h"
#include "cli/ScenarioCommandNames.h"
#include "database/CatalogueSnapshotLoader.h"
#include "database/FileTargets.h"
#include "hardware/ExportControl.h"
#include "recommend/Recommender.h"
#include "scenario/RecommendInputsFor.h"
#include "scenario/ServingSloFor.h"
#include "scenariofile/ScenarioJson.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

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

// A .gputco.json scenario (what the window saves, evaluate and report read) says which format it is in; the old
// recommend file has no format_version.
bool isScenarioFile(const QByteArray& json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    return doc.isObject() && doc.object().contains(QStringLiteral("format_version"));
}

Expected<RecommendInputs> fromScenarioFile(const QString& path, const QByteArray& json, CatalogueDatabase& db,
                                           UncertaintyState& uncertainty, std::string& meanLatencyNote,
                                           bool allowExportControlled)
{
    const auto catalogue = snapshotOf(db);
    auto document = scenarioFromJson(json, catalogue.get());
    if (!document)
        return Error{path.toStdString() + (document.error().field.empty() ? "" : ": " + document.error().field),
                     document.error().message};
    uncertainty = document->state.uncertainty;
    meanLatencyNote = meanLatencyKeysNote(document->state.constraints);
    // Before the inputs are built: the cloud offer each card is rented from depends on it.
    ScenarioState state = document->state;
    if (allowExportControlled)
        state.constraints.allowExportControlled = true;
    return recommendInputsFor(state, *catalogue);
}

Expected<RecommendInputs> fromOldFile(const QByteArray& json, OptionReader& r, CliStreams& io,
                                      std::vector<std::string>& oldKeyNotes)
{
    auto scenario = readRecommendScenario(json);
    if (!scenario)
        return scenario.error();
    oldKeyNotes = scenario->oldKeyNotes;
    auto db = openCatalogue(r, io.err);
    if (!db)
        return *r.error();
    RecommendInputs in = std::move(scenario.value().inputs);
    if (scenario->cardIds.empty())
        in.cards = db->cards().all();
    else if (auto error = pick(db->cards(), scenario->cardIds, "cards", in.cards))
        return *error;
    in.servers = db->servers().all();
    if (scenario->allFacilities)
        in.facilities = db->facilities().all();
    else if (auto error = pick(db->facilities(), scenario->facilityIds, "facilities", in.facilities))
        return *error;
    return in;
}

} // namespace

QString RecommendCommand::name() const { return QString::fromLatin1(kRecommendCommand.name); }

QString RecommendCommand::summary() const { return QString::fromLatin1(kRecommendCommand.summary); }

QString RecommendCommand::helpFooter() const
{
    // A test runs this very example (tests/cli/RecommendCommandTest.cpp), so it keeps working.
    return QStringLiteral(
        "Example: a scenario as the window saves it (File > Save) with the optional \"constraints\" section.\n"
        "Save these lines as chat-8b.gputco.json and run: gpu-tco-cli recommend chat-8b.gputco.json --top 5\n"
        "  {\n"
        "    \"format_version\": 1,\n"
        "    \"name\": \"Llama-3.1-8B chat service\",\n"
        "    \"workload\": {\"model\": \"llama-3.1-8b\", \"mode\": \"inference\", \"context_tokens\": 4096,\n"
        "                 \"output_tokens\": 256, \"target_tokens_per_second\": 1000, \"target_latency_ms\": 50},\n"
        "    \"economics\": {\"currency\": \"CNY\", \"electricity_price_per_kwh\": 0.7, \"years\": 3},\n"
        "    \"cards\": [\"l4\", \"l40s\", \"h100-sxm-80gb\"],\n"
        "    \"constraints\": {\"budget\": 3000000, \"precisions\": [\"bf16\", \"fp8\"],\n"
        "                    \"rank_by\": \"cost-per-million-tokens\"}\n"
        "  }\n"
        "Every file in examples/ works as well: gpu-tco-cli recommend examples/llama-70b-inference.gputco.json\n"
        "Keys: docs/SCENARIO_FORMAT.md (\"constraints\"); the old recommend file (docs/MODEL.md) is still read.\n");
}

void RecommendCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addPositionalArgument(
        QStringLiteral("SCENARIO.gputco.json"),
        QStringLiteral("A scenario file as evaluate and report read (docs/SCENARIO_FORMAT.md): "
                       "the workload, economics and an optional \"constraints\" section. The "
                       "old recommend file (docs/MODEL.md) is still read."));
    parser.addOption(
        {QStringLiteral("top"), QStringLiteral("Options to print, 1 to 1000. Default 10."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object: options (each with "
                                                             "probability_cheapest), front, unpriced, excluded, "
                                                             "evaluated, search_ms, uncertainty.")});
    parser.addOption({QStringLiteral("prices"),
                      QStringLiteral("Whose electricity price and PUE cost an option in a facility: scenario (the "
                                     "scenario's, as every other figure; the default for a .gputco.json file) or "
                                     "each-facility (each facility's own; the old recommend file's meaning). "
                                     "Default: the file's economics.facility_own_prices."),
                      QStringLiteral("RULE")});
    parser.addOption({QStringLiteral("allow-consumer-cards"),
                      QStringLiteral("Also cost owning consumer cards (GeForce), whose licence does not permit "
                                     "datacentre deployment; left out by default. The scenario's "
                                     "constraints.allow_consumer_cards says the same.")});
    parser.addOption({QStringLiteral("allow-export-controlled"),
                      QStringLiteral("Also cost export-controlled cards (e.g. US EAR 3A090 for China, Hong Kong and "
                                     "Macau) owned in a facility, or rented from an offer, located where the control "
                                     "requires a licence; left out by default. The scenario's "
                                     "constraints.allow_export_controlled says the same.")});
    parser.addOption({QStringLiteral("buyer-country"),
                      QStringLiteral("Where the buyer, or its ultimate parent, is headquartered (ISO 3166-1 alpha-2, "
                                     "e.g. CN or US): owning a card whose export control lists that country is left "
                                     "out at every site. Default: the scenario's constraints.buyer_country (not "
                                     "stated)."),
                      QStringLiteral("CC")});
    parser.addOption({QStringLiteral("samples"),
                      QStringLiteral("Monte Carlo samples of how often each of the first 10 options is the cheapest, "
                                     "1 to 100000. Default: the scenario's uncertainty.samples (2000)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Monte Carlo seed, 0 to 4294967295: the same seed prints the same shares. "
                                     "Default: the scenario's uncertainty.seed (1)."),
                      QStringLiteral("S")});
    addDatabaseOption(parser);
}

int RecommendCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const int top = static_cast<int>(r.integer(QStringLiteral("top"), 1, 1000, 10));
    const auto samples = r.integer(QStringLiteral("samples"), 1, kMaxUncertaintySamples, 0);
    const auto seed = r.integer(QStringLiteral("seed"), 0, static_cast<std::int64_t>(kMaxUncertaintySeed), 0);
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return reportUsageError(io.err, name(), Error{"SCENARIO.gputco.json", "give exactly one scenario file"});
    // The same checks as every scenario reader: a regular file of at most 16 MiB (/dev/zero is refused).
    const auto read = readBoundedFile(positional.first(), kMaxScenarioFileBytes, "a scenario file");
    if (!read)
        return reportUsageError(io.err, name(), Error{positional.first().toStdString(), read.error().message});
    const QByteArray& json = *read;

    Expected<RecommendInputs> inputs = Error{"", ""};
    std::vector<std::string> oldKeyNotes;
    std::string meanLatencyNote;
    UncertaintyState uncertainty; // the old recommend file has no ranges: the defaults
    if (isScenarioFile(json)) {
        auto db = openCatalogue(r, io.err);
        if (!db)
            return reportUsageError(io.err, name(), *r.error());
        inputs = fromScenarioFile(positional.first(), json, *db, uncertainty, meanLatencyNote,
                                  parser.isSet(QStringLiteral("allow-export-controlled")));
    } else {
        inputs = fromOldFile(json, r, io, oldKeyNotes);
    }
    if (!inputs)
        return reportUsageError(io.err, name(), inputs.error());
    if (parser.isSet(QStringLiteral("prices"))) {
        const QString rule = parser.value(QStringLiteral("prices"));
        if (rule != u"scenario" && rule != u"each-facility")
            return reportUsageError(
                io.err, name(),
                Error{"--prices", "'" + rule.toStdString() + "' is not one of: scenario, each-facility"});
        inputs.value().economics.facilityOwnPrices = rule == u"each-facility";
    }
    if (parser.isSet(QStringLiteral("allow-consumer-cards")))
        inputs.value().constraints.allowConsumerCards = true;
    if (parser.isSet(QStringLiteral("allow-export-controlled")))
        inputs.value().constraints.allowExportControlled = true;
    if (parser.isSet(QStringLiteral("buyer-country"))) {
        const std::string given = parser.value(QStringLiteral("buyer-country")).toStdString();
        const auto codes = parseCountryCodes(given);
        if (!codes || codes->size() != 1)
            return reportUsageError(io.err, name(),
                                    Error{"--buyer-country", quotedInput(given)
                                                                 + " is not one country code: two letters, ISO "
                                                                   "3166-1 alpha-2 (CN, US)"});
        inputs.value().constraints.buyerCountry = codes->front();
    }
    const RecommendInputs& in = *inputs;

    QElapsedTimer timer;
    timer.start();
    // Only what is printed is kept: the first options (the shares compare the first kOptionSharesCount), the front
    // and the counts. Every option of a 100,065-card catalogue was 2.6 GB (docs/PERFORMANCE.md).
    const std::size_t shown = static_cast<std::size_t>(top);
    const auto result =
        recommend(in, RecommendRetention{std::max(shown, static_cast<std::size_t>(kOptionSharesCount)), shown});
    const double searchMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!result)
        return reportUsageError(io.err, name(), result.error());
    if (r.isSet(QStringLiteral("samples")))
        uncertainty.samples = static_cast<int>(samples);
    if (r.isSet(QStringLiteral("seed")))
        uncertainty.seed = static_cast<std::uint64_t>(seed);
    // The window's Recommend view computes the same (core LazyRecommendation): one function, one answer.
    const OptionShares shares = optionShares(in, result->ranked, uncertainty);

    const RecommendOutput output{in, *result, shares, top, searchMs};
    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(recommendJson(output)).toJson(QJsonDocument::Indented);
    else
        printRecommendation(io.out, output);
    io.out.flush();
    if (!meanLatencyNote.empty()) {
        io.err << "gpu-tco-cli recommend: note: " << QString::fromStdString(meanLatencyNote) << '\n';
        io.err.flush();
    }
    // The old file is still read, so no script breaks; each old key is named with where it lives in the one format.
    if (!oldKeyNotes.empty()) {
        io.err << "gpu-tco-cli recommend: note: this is the old recommend file (no \"format_version\"); a "
                  ".gputco.json scenario (docs/SCENARIO_FORMAT.md) says the same with these keys:\n";
        for (const std::string& note : oldKeyNotes)
            io.err << "  " << QString::fromStdString(note) << '\n';
        io.err.flush();
    }
    return ExitOk;
}

} // namespace gputco::cli
