#include "cli/MemoryCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/ModelOptions.h"
#include "memory/MemoryEstimator.h"
#include "model/ModelPresets.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace gputco::cli {
namespace {

QJsonObject breakdownJson(const MemoryBreakdown& m)
{
    return QJsonObject{{QStringLiteral("weights"), qint64(m.weights.rounded())},
                       {QStringLiteral("gradients"), qint64(m.gradients.rounded())},
                       {QStringLiteral("optimizer"), qint64(m.optimizer.rounded())},
                       {QStringLiteral("activations"), qint64(m.activations.rounded())},
                       {QStringLiteral("kv_cache"), qint64(m.kvCache.rounded())},
                       {QStringLiteral("overhead"), qint64(m.overhead.rounded())},
                       {QStringLiteral("total"), qint64(m.total().rounded())}};
}

QString gb(Bytes b) { return QString::number(b.inGB(), 'f', 2); }

void printTable(QTextStream& out, const ModelArchitecture& arch, const MemoryInputs& in, const MemoryEstimate& e)
{
    out << QString::fromStdString(arch.displayName) << ", "
        << QString::fromStdString(std::string(workloadModeName(in.mode))) << ", "
        << QString::number(e.totalParams / 1e9, 'f', 2) << "B parameters\n";
    out << "Split: TP " << e.parallel.tensor << " x PP " << e.parallel.pipeline << " x DP " << e.parallel.data << " = "
        << e.parallel.gpus() << " GPUs\n\n";
    out << qSetFieldWidth(14) << Qt::left << "" << Qt::right << "per GPU (GB)"
        << "all GPUs (GB)" << qSetFieldWidth(0) << '\n';
    const struct {
        const char* label;
        Bytes MemoryBreakdown::*part;
    } rows[] = {{"weights", &MemoryBreakdown::weights},     {"gradients", &MemoryBreakdown::gradients},
                {"optimizer", &MemoryBreakdown::optimizer}, {"activations", &MemoryBreakdown::activations},
                {"kv cache", &MemoryBreakdown::kvCache},    {"overhead", &MemoryBreakdown::overhead}};
    for (const auto& row : rows)
        out << qSetFieldWidth(14) << Qt::left << row.label << Qt::right << gb(e.perGpu.*row.part)
            << gb(e.allGpus.*row.part) << qSetFieldWidth(0) << '\n';
    out << qSetFieldWidth(14) << Qt::left << "total" << Qt::right << gb(e.perGpu.total()) << gb(e.allGpus.total())
        << qSetFieldWidth(0) << Qt::left << '\n';
    out << "\nGB = 1e9 bytes. Formulas and sources: docs/MODEL.md.\n";
}

} // namespace

QString MemoryCommand::name() const { return QStringLiteral("memory"); }

QString MemoryCommand::summary() const
{
    return QStringLiteral("Memory per GPU and in total (weights, gradients, optimizer, activations, KV cache).");
}

void MemoryCommand::addOptions(QCommandLineParser& parser) const
{
    addModelOptions(parser);
    addDatabaseOption(parser); // for --model ID of the catalogue's own models
    const auto add = [&](const char* name, const QString& help, const char* value = nullptr) {
        parser.addOption(value ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value))
                               : QCommandLineOption(QString::fromLatin1(name), help));
    };
    add("mode", QStringLiteral("inference (default), training, lora or qlora."), "MODE");
    add("weights",
        QStringLiteral("Weight precision: %1. Default bf16 (nf4 for qlora).")
            .arg(QString::fromUtf8(precisionChoices())),
        "PREC");
    add("kv-cache", QStringLiteral("KV cache precision (inference), same choices. Default bf16."), "PREC");
    add("optimizer", QStringLiteral("adamw (default), adam8bit, sgd or adafactor."), "NAME");
    add("zero", QStringLiteral("ZeRO stage over the data-parallel GPUs, 0 to 3. Default 0."), "STAGE");
    add("dp", QStringLiteral("Data-parallel degree, 1 to 1000000. Default 1."), "N");
    add("tp", QStringLiteral("Tensor-parallel degree; must divide the attention heads. Default 1."), "N");
    add("pp", QStringLiteral("Pipeline-parallel stages, 1 to the number of layers. Default 1."), "N");
    add("context", QStringLiteral("Sequence length in tokens, 1 to 16777216. Default 4096."), "N");
    add("batch",
        QStringLiteral("Micro-batch per GPU (training) or concurrent sequences (inference), 1 to 1000000. "
                       "Default 1."),
        "N");
    add("recompute", QStringLiteral("Activation recomputation: none (default), selective or full."), "MODE");
    add("flash-attention", QStringLiteral("on (default) or off; off keeps the 5as/h attention scores."), "on|off");
    add("sequence-parallel", QStringLiteral("on (default) or off; with TP > 1 shards the remaining activations."),
        "on|off");
    add("lora-rank", QStringLiteral("LoRA/QLoRA adapter rank, 1 to 65536. Default 16."), "R");
    add("no-overhead", QStringLiteral("Leave out the runtime overhead (CUDA context, allocator reserve)."));
    add("json", QStringLiteral("Print one JSON object instead of a table."));
}

int MemoryCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const auto arch = readModel(r, io.err);
    MemoryInputs in;
    in.mode = r.choice<WorkloadMode>(QStringLiteral("mode"), parseWorkloadMode, workloadModeChoices(),
                                     WorkloadMode::Inference);
    const Precision defaultWeights = in.mode == WorkloadMode::Qlora ? Precision::NF4 : Precision::BF16;
    in.weights =
        r.choice<Precision>(QStringLiteral("weights"), parsePrecision, std::string(precisionChoices()), defaultWeights);
    in.kvCache = r.choice<Precision>(QStringLiteral("kv-cache"), parsePrecision, std::string(precisionChoices()),
                                     Precision::BF16);
    in.optimizer =
        r.choice<Optimizer>(QStringLiteral("optimizer"), parseOptimizer, optimizerChoices(), Optimizer::AdamW);
    in.zeroStage = static_cast<int>(r.integer(QStringLiteral("zero"), 0, 3, 0));
    in.parallel.data = static_cast<int>(r.integer(QStringLiteral("dp"), 1, 1'000'000, 1));
    const int heads = arch ? arch->attentionHeads : 1;
    const int layers = arch ? arch->layers : 1;
    in.parallel.tensor = static_cast<int>(r.integer(QStringLiteral("tp"), 1, heads, 1));
    in.parallel.pipeline = static_cast<int>(r.integer(QStringLiteral("pp"), 1, layers, 1));
    in.contextTokens = static_cast<int>(r.integer(QStringLiteral("context"), 1, std::int64_t{16} * 1024 * 1024, 4096));
    in.batch = static_cast<int>(r.integer(QStringLiteral("batch"), 1, 1'000'000, 1));
    in.recompute =
        r.choice<Recompute>(QStringLiteral("recompute"), parseRecompute, recomputeChoices(), Recompute::None);
    in.flashAttention = r.onOff(QStringLiteral("flash-attention"), true);
    in.sequenceParallel = r.onOff(QStringLiteral("sequence-parallel"), true);
    in.loraRank = static_cast<int>(r.integer(QStringLiteral("lora-rank"), 1, 65536, 16));
    if (r.isSet(QStringLiteral("no-overhead")))
        in.overhead = RuntimeOverhead::none();
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());

    const auto estimate = estimateMemory(*arch, in);
    if (!estimate)
        return reportUsageError(io.err, name(), asOptionError(estimate.error()));

    if (parser.isSet(QStringLiteral("json"))) {
        const Parallelism& p = estimate->parallel;
        QJsonObject root{
            {QStringLiteral("model"), QString::fromStdString(arch->id)},
            {QStringLiteral("mode"), QString::fromUtf8(workloadModeName(in.mode))},
            {QStringLiteral("parameters"), estimate->totalParams},
            {QStringLiteral("trainable_parameters"), estimate->trainableParams},
            {QStringLiteral("parallel"), QJsonObject{{QStringLiteral("tp"), p.tensor},
                                                     {QStringLiteral("pp"), p.pipeline},
                                                     {QStringLiteral("dp"), p.data},
                                                     {QStringLiteral("gpus"), p.gpus()}}},
            {QStringLiteral("per_gpu"), breakdownJson(estimate->perGpu)},
            {QStringLiteral("all_gpus"), breakdownJson(estimate->allGpus)},
            {QStringLiteral("total_bytes"), qint64(estimate->allGpus.total().rounded())},
        };
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printTable(io.out, *arch, in, *estimate);
    }
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
