#include "cli/CalibrateCommand.h"

#include "calibration/Calibration.h"
#include "cli/CalibrateCommandOutput.h"
#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/ModelOptions.h"
#include "model/Precision.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonDocument>
#include <QTextStream>

namespace gputco::cli {
namespace {

QCommandLineOption option(const char* name, const char* help, const char* value = nullptr)
{
    return value ? QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help), QString::fromLatin1(value))
                 : QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help));
}

} // namespace

QString CalibrateCommand::name() const { return QStringLiteral("calibrate"); }

QString CalibrateCommand::summary() const
{
    return QStringLiteral("Fit a card's efficiency profile to your vLLM benchmark (and nvidia-smi power log); "
                          "--save stores it.");
}

void CalibrateCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(option("vllm",
                            "Result JSON of vLLM benchmarks/benchmark_serving.py, saved with --save-result "
                            "--save-detailed (one run, a list of runs, or one run per line) (required).",
                            "FILE"));
    parser.addOption(option("nvidia-smi",
                            "Power log of nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used "
                            "--format=csv -l 1 taken during the benchmark: fits idle and full-load power.",
                            "FILE"));
    parser.addOption(option("card", "Card id from 'gpu-tco-cli cards' the benchmark ran on (required).", "ID"));
    addModelOptions(parser);
    parser.addOption(option("tp",
                            "Tensor-parallel size the benchmark ran at. Default: the file's tensor_parallel_size "
                            "(--metadata tensor_parallel_size=N), else 1.",
                            "N"));
    parser.addOption(QCommandLineOption(
        QStringLiteral("weights"),
        QStringLiteral("Weight precision served: %1. Default bf16.").arg(QString::fromUtf8(precisionChoices())),
        QStringLiteral("PREC")));
    parser.addOption(option("kv-cache", "KV cache precision, same choices. Default bf16.", "PREC"));
    parser.addOption(
        option("stack", "Software stack the profile is for, e.g. \"vLLM 0.8.4\". Default: the backend.", "TEXT"));
    parser.addOption(option("profile-id", "Id of the profile to save. Default: <card id>-yours.", "ID"));
    addDatabaseOption(parser);
    parser.addOption(option("save", "Store the fitted profile in the catalogue (evidence measured-yours)."));
    parser.addOption(option("json", "Print one JSON object: the fitted figures, the fit error and every request."));
}

QString CalibrateCommand::helpFooter() const
{
    return QStringLiteral("Example: gpu-tco-cli calibrate --vllm vllm-2qps-llama.json --nvidia-smi smi.csv "
                          "--card h100-sxm-80gb --model llama-3.1-70b --tp 4 --save\n"
                          "Method and file formats: docs/USER_GUIDE.md and docs/MODEL.md, \"Your own "
                          "measurements\".");
}

int CalibrateCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    for (const char* required : {"vllm", "card", "model"})
        if (!parser.isSet(QString::fromLatin1(required)))
            reader.fail(Error{std::string("--") + required, "is required"});
    if (reader.error())
        return reportUsageError(io.err, name(), *reader.error());
    std::optional<CatalogueDatabase> db;
    const auto model = catalogueModel(reader, io.err, db, reader.text(QStringLiteral("model")).toStdString());
    if (!model && !reader.error())
        reader.fail(Error{"--model", quotedInput(reader.text(QStringLiteral("model")).toStdString())
                                         + " is not a preset nor a model of the catalogue (gpu-tco-cli models)"});
    CalibrationRequest request;
    if (parser.isSet(QStringLiteral("tp")))
        request.tensorParallel =
            static_cast<int>(reader.integer(QStringLiteral("tp"), 1, model ? model->attentionHeads : 1, 1));
    request.setup.weights = reader.choice<Precision>(QStringLiteral("weights"), parsePrecision,
                                                     std::string(precisionChoices()), Precision::BF16);
    request.setup.kvCache = reader.choice<Precision>(QStringLiteral("kv-cache"), parsePrecision,
                                                     std::string(precisionChoices()), Precision::BF16);
    request.stack = reader.text(QStringLiteral("stack")).trimmed().toStdString();
    request.profileId = reader.text(QStringLiteral("profile-id")).trimmed().toStdString();
    if (reader.error())
        return reportUsageError(io.err, name(), *reader.error());
    request.setup.model = *model;

    const std::string cardId = reader.text(QStringLiteral("card")).toStdString();
    const auto card = db->cards().find(cardId);
    if (!card)
        return reportUsageError(
            io.err, name(), Error{"--card", quotedInput(cardId) + " is not in the catalogue; see gpu-tco-cli cards"});
    request.setup.card = *card;

    auto benchmark = readMeasurementFile(reader.text(QStringLiteral("vllm")).toStdString(), "--vllm");
    if (!benchmark)
        return reportUsageError(io.err, name(), benchmark.error());
    request.benchmark = std::move(benchmark).value();
    if (parser.isSet(QStringLiteral("nvidia-smi"))) {
        auto log = readMeasurementFile(reader.text(QStringLiteral("nvidia-smi")).toStdString(), "--nvidia-smi");
        if (!log)
            return reportUsageError(io.err, name(), log.error());
        request.powerLog = std::move(log).value();
    }

    const auto calibration = calibrate(request);
    if (!calibration)
        return reportUsageError(io.err, name(), asOptionError(calibration.error()));

    CalibrationSaving saving;
    if (parser.isSet(QStringLiteral("save"))) {
        if (db->isInMemory()) {
            io.err << "gpu-tco-cli calibrate: the catalogue file could not be used (see above); nothing was written.\n";
            io.err.flush();
            return ExitFailure;
        }
        if (auto written = db->efficiencyProfiles().upsert(calibration->profile); !written) {
            io.err << "gpu-tco-cli calibrate: " << QString::fromStdString(written.error().describe())
                   << "; nothing was written\n";
            io.err.flush();
            return ExitFailure;
        }
        saving = CalibrationSaving{true, QDir::toNativeSeparators(cataloguePathOption(parser))};
    }
    if (parser.isSet(QStringLiteral("json")))
        io.out << QJsonDocument(calibrationJson(*calibration, saving)).toJson(QJsonDocument::Indented);
    else
        io.out << calibrationText(*calibration, saving);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
