#include "cli/InferCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/ModelOptions.h"
#include "performance/InferenceEstimator.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr std::int64_t kMaxTokens = std::int64_t{16} * 1024 * 1024;

QJsonValue seconds(const std::optional<Duration>& d) { return d ? QJsonValue(d->inSeconds()) : QJsonValue(); }
QJsonValue number(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); }

void printText(QTextStream& out, const ModelArchitecture& arch, const Accelerator& card, const InferencePerformance& r)
{
    const auto ms = [](const std::optional<Duration>& d) {
        return d ? QString::number(d->inSeconds() * 1000.0, 'f', 2) + QStringLiteral(" ms") : QStringLiteral("unknown");
    };
    out << QString::fromStdString(arch.displayName) << " on " << r.replicas << " x TP " << r.tensorParallel << " x "
        << QString::fromStdString(card.displayName()) << '\n';
    out << "Concurrency:     " << r.concurrency << " sequences per replica (memory allows "
        << (r.maxConcurrency ? QString::number(*r.maxConcurrency) : QStringLiteral("unknown")) << ")\n";
    out << "Time to first token: " << ms(r.ttft) << "; per output token: " << ms(r.tpot) << " ("
        << QString::fromUtf8(decodeBoundName(r.bound)) << "-bound)\n";
    out << "Output tokens/s: "
        << (r.outputTokensPerSecond ? QString::number(*r.outputTokensPerSecond, 'f', 0) : QStringLiteral("unknown"))
        << " for the deployment\n";
    for (const auto& note : r.notes)
        out << "Note: " << QString::fromStdString(note) << '\n';
    out << "Formulas and defaults: docs/MODEL.md, \"Performance\".\n";
}

} // namespace

QString InferCommand::name() const { return QStringLiteral("infer"); }

QString InferCommand::summary() const
{
    return QStringLiteral("Inference latency (TTFT, TPOT), throughput and the concurrency memory allows on a card.");
}

void InferCommand::addOptions(QCommandLineParser& parser) const
{
    addModelOptions(parser);
    addDatabaseOption(parser);
    const auto add = [&](const char* name, const QString& help, const char* value) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value)));
    };
    add("card", QStringLiteral("Card id from 'gpu-tco-cli cards', e.g. h100-sxm-80gb (required)."), "ID");
    add("tp", QStringLiteral("Tensor-parallel degree per replica; must divide the attention heads. Default 1."), "N");
    add("replicas", QStringLiteral("Independent replicas of the model, 1 to 1000000. Default 1."), "N");
    add("weights", QStringLiteral("Weight precision: %1. Default bf16.").arg(QString::fromUtf8(precisionChoices())),
        "PREC");
    add("kv-cache", QStringLiteral("KV cache precision, same choices. Default bf16."), "PREC");
    add("input-tokens", QStringLiteral("Prompt tokens per request, 1 to 16777216 (required)."), "N");
    add("output-tokens", QStringLiteral("Generated tokens per request, 1 to 16777216 (required)."), "N");
    add("concurrency", QStringLiteral("Sequences decoded together per replica. Default: the most that fit in memory."),
        "N");
    add("bandwidth-efficiency",
        QStringLiteral("Share of peak memory bandwidth decode reaches, 0.01 to 1. Default 0.7 (docs/VALIDATION.md)."),
        "F");
    add("compute-efficiency",
        QStringLiteral("Share of dense peak prefill and compute-bound decode reach, 0.01 to 1. Default 0.5."), "F");
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print one JSON object: ttft_s, tpot_s, output_tokens_per_s (deployment), "
                                     "max_concurrency, bound, and the details behind them.")});
}

int InferCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const auto arch = readModel(r, io.err);
    for (const char* required : {"card", "input-tokens", "output-tokens"})
        if (!r.isSet(QString::fromLatin1(required)))
            r.fail(Error{std::string("--") + required, "is required"});
    InferenceInputs in;
    const int heads = arch ? arch->attentionHeads : 1;
    in.tensorParallel = static_cast<int>(r.integer(QStringLiteral("tp"), 1, heads, 1));
    in.replicas = static_cast<int>(r.integer(QStringLiteral("replicas"), 1, 1'000'000, 1));
    in.weights = r.choice<Precision>(QStringLiteral("weights"), parsePrecision, std::string(precisionChoices()),
                                     Precision::BF16);
    in.kvCache = r.choice<Precision>(QStringLiteral("kv-cache"), parsePrecision, std::string(precisionChoices()),
                                     Precision::BF16);
    in.inputTokens = static_cast<int>(r.integer(QStringLiteral("input-tokens"), 1, kMaxTokens, 1));
    in.outputTokens = static_cast<int>(r.integer(QStringLiteral("output-tokens"), 1, kMaxTokens, 1));
    if (r.isSet(QStringLiteral("concurrency")))
        in.concurrency = static_cast<int>(r.integer(QStringLiteral("concurrency"), 1, 1'000'000, 1));
    // Another tool's roofline: its efficiencies instead of ours (issue 16).
    in.memoryBandwidthEfficiency =
        r.number(QStringLiteral("bandwidth-efficiency"), 0.01, 1.0, kDefaultMemoryBandwidthEfficiency);
    if (r.isSet(QStringLiteral("compute-efficiency"))) {
        in.prefillEfficiency = r.number(QStringLiteral("compute-efficiency"), 0.01, 1.0, kDefaultPrefillEfficiency);
        in.decodeComputeEfficiency = in.prefillEfficiency;
    }
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());

    auto catalogue = openCatalogue(r, io.err, CatalogueModels::Skip);
    if (!catalogue)
        return reportUsageError(io.err, name(), r.error().value_or(Error{"--database", "cannot be opened"}));
    const std::string cardId = r.text(QStringLiteral("card")).toStdString();
    const auto card = catalogue->cards().find(cardId);
    if (!card)
        return reportUsageError(
            io.err, name(), Error{"--card", quotedInput(cardId) + " is not in the catalogue; see gpu-tco-cli cards"});

    const auto result = estimateInference(*arch, *card, in);
    if (!result)
        return reportUsageError(io.err, name(), asOptionError(result.error()));

    if (!parser.isSet(QStringLiteral("json"))) {
        printText(io.out, *arch, *card, *result);
        io.out.flush();
        return ExitOk;
    }
    QJsonArray notes;
    for (const auto& note : result->notes)
        notes.append(QString::fromStdString(note));
    const QJsonObject root{
        {QStringLiteral("model"), QString::fromStdString(arch->id)},
        {QStringLiteral("card"), QString::fromStdString(card->id)},
        {QStringLiteral("tp"), result->tensorParallel},
        {QStringLiteral("replicas"), result->replicas},
        {QStringLiteral("gpus"), result->gpus},
        {QStringLiteral("concurrency"), result->concurrency},
        {QStringLiteral("max_concurrency"),
         result->maxConcurrency ? QJsonValue(*result->maxConcurrency) : QJsonValue()},
        {QStringLiteral("ttft_s"), seconds(result->ttft)},
        {QStringLiteral("tpot_s"), seconds(result->tpot)},
        {QStringLiteral("output_tokens_per_s"), number(result->outputTokensPerSecond)},
        {QStringLiteral("output_tokens_per_s_per_gpu"), number(result->outputTokensPerSecondPerGpu)},
        {QStringLiteral("requests_per_s"), number(result->requestsPerSecond)},
        {QStringLiteral("bound"), QString::fromUtf8(decodeBoundName(result->bound))},
        {QStringLiteral("compute_precision"), QString::fromUtf8(precisionName(result->computePrecision))},
        {QStringLiteral("memory_per_gpu_bytes"), qint64(result->memoryPerGpu.rounded())},
        {QStringLiteral("bytes_read_per_step"), qint64(result->bytesReadPerStep.rounded())},
        {QStringLiteral("decode_memory_s"), seconds(result->decodeMemoryTime)},
        {QStringLiteral("decode_compute_s"), seconds(result->decodeComputeTime)},
        {QStringLiteral("tp_comm_per_step_s"), seconds(result->tensorParallelCommPerStep)},
        {QStringLiteral("notes"), notes},
    };
    io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
