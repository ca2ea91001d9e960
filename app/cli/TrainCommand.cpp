#include "cli/TrainCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/ModelOptions.h"
#include "cli/lite/NetworkOption.h"
#include "hardware/ServerNetwork.h"
#include "performance/GlobalBatchRule.h"
#include "performance/TrainingEstimator.h"
#include "performance/TrainingLayoutSearch.h"
#include "power/EnergyCost.h"
#include "power/ServerPower.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr double kMaxTokens = 1e16;
constexpr std::int64_t kMaxGpus = 10'000'000;

std::optional<Precision> parseTrainingPrecision(std::string_view text)
{
    const auto p = parsePrecision(text);
    if (p == Precision::BF16 || p == Precision::FP16 || p == Precision::FP8)
        return p;
    return std::nullopt;
}

QJsonValue number(const std::optional<double>& value) { return value ? QJsonValue(*value) : QJsonValue(); }

// The catalogue's server for this card, preferring one with a vendor system maximum.
std::optional<Server> serverFor(const CatalogueDatabase& db, const Accelerator& card, const QString& wanted,
                                std::optional<Error>& error)
{
    if (!wanted.isEmpty()) {
        auto server = db.servers().find(wanted.toStdString());
        if (!server)
            error = Error{"--server", quotedInput(wanted.toStdString()) + " is not in the catalogue"};
        return server;
    }
    std::optional<Server> best;
    for (const Server& s : db.servers().all())
        if (s.cardId == card.id && (!best || (s.systemMaxPower && !best->systemMaxPower)))
            best = s;
    return best;
}

struct TrainEnergy {
    std::optional<double> facilityKwh;
    std::optional<double> gpuTdpKwh;
    std::optional<double> itAverageKw;
    std::optional<double> cost;
    std::optional<double> co2Kg;
    std::string basis;
};

TrainEnergy trainingEnergy(const Accelerator& card, const std::optional<Server>& server, int gpus,
                           const std::optional<Duration>& wall, double pue, std::optional<double> price,
                           std::optional<double> carbon)
{
    TrainEnergy e;
    const auto profile = serverPowerProfile(card, server);
    if (!profile || !wall)
        return e;
    const ClusterPower power = clusterPower(*profile, gpus, PowerWorkload::Training, 0.0, pue);
    e.itAverageKw = power.itAverage.inKilowatts();
    e.facilityKwh = energyOver(power.facilityAverage, *wall).inKilowattHours();
    e.gpuTdpKwh = energyOver(*card.tdp * static_cast<double>(gpus), *wall).inKilowattHours();
    if (price)
        e.cost = Money::amount(*price * *e.facilityKwh).roundedToMinorUnit();
    if (carbon)
        e.co2Kg = *carbon * *e.facilityKwh;
    e.basis = profile->basis;
    return e;
}

void printText(QTextStream& out, const ModelArchitecture& arch, const Accelerator& card, const TrainingInputs& in,
               const TrainingPerformance& r, const TrainEnergy& e)
{
    const auto show = [](const std::optional<double>& v, int decimals) {
        return v ? QString::number(*v, 'f', decimals) : QStringLiteral("unknown");
    };
    out << QString::fromStdString(arch.displayName) << " on " << r.gpus << " x "
        << QString::fromStdString(card.displayName()) << '\n';
    out << "Layout:          TP " << in.parallel.tensor << " x PP " << in.parallel.pipeline << " x DP "
        << in.parallel.data << ", " << in.interleavedStages << " virtual stage(s) per GPU, micro-batch "
        << in.microBatch << ", recompute " << QString::fromUtf8(recomputeName(in.recompute)) << ", ZeRO "
        << in.zeroStage << '\n';
    if (r.step)
        out << "Global batch:    " << r.step->globalBatch << " sequences ("
            << QString::number(r.step->globalBatch * static_cast<double>(in.sequence) / 1e6, 'f', 1)
            << "M tokens); bubble " << QString::number(r.step->bubbleShare() * 100, 'f', 1) << " % of each step\n";
    out << "Model FLOPs:     " << QString::number(r.modelFlops.inFlops(), 'e', 3) << '\n';
    out << "Wall time:       " << show(r.wallTime ? std::optional(r.wallTime->inHours()) : std::nullopt, 1) << " h\n";
    out << "GPU-hours:       " << show(r.gpuHours, 0) << '\n';
    out << "MFU:             " << show(r.mfu, 3) << " (compute-phase efficiency " << r.computeEfficiency << ")\n";
    if (r.gpus > in.gpusPerNode)
        out << "Network between servers: " << QString::fromStdString(networkText(card)) << '\n';
    if (r.step)
        out << "Exposed communication: " << QString::number(r.step->communicationShare() * 100, 'f', 1)
            << " % of each step\n";
    out << "Facility energy: " << show(e.facilityKwh, 0) << " kWh; cost " << show(e.cost, 2) << "; CO2 "
        << show(e.co2Kg, 0) << " kg\n";
    for (const auto& note : r.notes)
        out << "Note: " << QString::fromStdString(note) << '\n';
    out << "Formulas and defaults: docs/MODEL.md, \"Performance\" and \"Power and energy\".\n";
}

} // namespace

QString TrainCommand::name() const { return QStringLiteral("train"); }

QString TrainCommand::summary() const
{
    return QStringLiteral("Training time, GPU-hours, MFU, energy, cost and CO2 of a run on a card.");
}

void TrainCommand::addOptions(QCommandLineParser& parser) const
{
    addModelOptions(parser);
    addDatabaseOption(parser);
    const auto add = [&](const char* name, const QString& help, const char* value = nullptr) {
        parser.addOption(value ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value))
                               : QCommandLineOption(QString::fromLatin1(name), help));
    };
    add("tokens", QStringLiteral("Training tokens, 1 to 1e16, e.g. 15e12 (required)."), "N");
    add("card", QStringLiteral("Card id from 'gpu-tco-cli cards', e.g. h100-sxm-80gb (required)."), "ID");
    add("gpus", QStringLiteral("GPUs, 1 to 10000000 (required)."), "N");
    add("mfu",
        QStringLiteral("A measured end-to-end MFU, 0.01 to 1; replaces the model of communication and "
                       "pipeline bubble. Default: computed from the card's defaults (docs/MODEL.md)."),
        "F");
    add("precision",
        QStringLiteral("Matmul precision: bf16 (default), fp16 or fp8 (BF16 is used, and said, on a "
                       "card without FP8)."),
        "PREC");
    add("compute-efficiency",
        QStringLiteral("Share of dense peak the compute phase reaches, 0.01 to 1. Default: by card (docs/MODEL.md, "
                       "\"Training time\")."),
        "F");
    add("bandwidth-efficiency",
        QStringLiteral("Share of nominal link bandwidth the collectives reach, 0.01 to 1. Default 0.8."), "F");
    add("pue", QStringLiteral("Facility PUE, 1 to 5. Default 1."), "F");
    add("price", QStringLiteral("Electricity price per kWh, 0 to 1e6. Without it the cost is null."), "P");
    add("carbon", QStringLiteral("Grid factor, kg CO2 per kWh, 0 to 5. Without it CO2 is null."), "F");
    add("tp",
        QStringLiteral("Tensor-parallel degree (with --pp). Default: the layout search's choice, the fastest split "
                       "that fits (docs/MODEL.md, \"Training layout search\")."),
        "N");
    add("pp", QStringLiteral("Pipeline stages (with --tp)."), "N");
    add("interleave",
        QStringLiteral("Virtual pipeline stages per GPU (interleaved 1F1B), 1 to the layers. Default: searched."), "V");
    add("micro-batch", QStringLiteral("Sequences per micro-batch per GPU, 1 to 1024. Default: searched (1-8)."), "N");
    add("zero", QStringLiteral("ZeRO stage 0 to 3. Default: searched (1; 2 or 3 without pipeline stages)."), "N");
    add("sequence", QStringLiteral("Sequence length in tokens, 1 to 1048576. Default 4096."), "N");
    add("global-batch", QStringLiteral("Sequences per optimizer step. Default: from --global-batch-tokens."), "N");
    add("global-batch-tokens",
        QStringLiteral("Tokens per optimizer step, 1 to 1e12. Default: max(4M, 1,024 x GPUs), at most 64M "
                       "(docs/MODEL.md, \"Default global batch\")."),
        "N");
    add("recompute",
        QStringLiteral("Activation recomputation: none, selective or full. Default: searched (the least "
                       "that fits)."),
        "MODE");
    add("server",
        QStringLiteral("Server id for the power envelope and the network between servers. Default: the catalogue's "
                       "server for the card."),
        "ID");
    add("network-gbps-per-gpu",
        QStringLiteral("Network between servers per GPU in Gb/s, 1 to 3200: what data-parallel all-reduces and "
                       "layouts across servers send over. Default: the server's (servers.network_gbps_per_gpu), "
                       "else 400 assumed (DGX H100)."),
        "GBPS");
    add("json", QStringLiteral("Print one JSON object: flops, gpu_hours, wall_hours, energy_kwh, cost, co2_kg, mfu, "
                               "and the details behind them."));
}

int TrainCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const auto arch = readModel(r, io.err);
    for (const char* required : {"tokens", "card", "gpus"})
        if (!r.isSet(QString::fromLatin1(required)))
            r.fail(Error{std::string("--") + required, "is required"});
    TrainingInputs in;
    in.tokens = r.number(QStringLiteral("tokens"), 1.0, kMaxTokens, 1.0);
    const int gpus = static_cast<int>(r.integer(QStringLiteral("gpus"), 1, kMaxGpus, 1));
    in.precision =
        r.choice<Precision>(QStringLiteral("precision"), parseTrainingPrecision, "bf16, fp16, fp8", Precision::BF16);
    if (r.isSet(QStringLiteral("mfu")))
        in.endToEndMfu = r.number(QStringLiteral("mfu"), 0.01, 1.0, 0.4);
    // Another tool's figures instead of ours (issue 16).
    if (r.isSet(QStringLiteral("mfu")) && r.isSet(QStringLiteral("compute-efficiency")))
        r.fail(Error{"--compute-efficiency",
                     "cannot be combined with --mfu: a measured MFU replaces the modelled "
                     "compute phase, so the efficiency would be ignored; give one or the other"});
    if (r.isSet(QStringLiteral("compute-efficiency")))
        in.computeEfficiency = r.number(QStringLiteral("compute-efficiency"), 0.01, 1.0, 0.45);
    if (r.isSet(QStringLiteral("bandwidth-efficiency")))
        in.linkEfficiency = r.number(QStringLiteral("bandwidth-efficiency"), 0.01, 1.0, kDefaultLinkEfficiency);
    const double pue = r.number(QStringLiteral("pue"), 1.0, 5.0, 1.0);
    std::optional<double> price;
    if (r.isSet(QStringLiteral("price")))
        price = r.number(QStringLiteral("price"), 0.0, 1e6, 0.0);
    std::optional<double> carbon;
    if (r.isSet(QStringLiteral("carbon")))
        carbon = r.number(QStringLiteral("carbon"), 0.0, 5.0, 0.0);
    in.sequence = static_cast<int>(r.integer(QStringLiteral("sequence"), 1, 1 << 20, 4096));
    in.globalBatch = static_cast<int>(r.integer(QStringLiteral("global-batch"), 1, 1'000'000'000, 0));
    in.globalBatchTokens = r.number(QStringLiteral("global-batch-tokens"), 1.0, 1e12, 0.0);
    TrainingSearchInputs search;
    search.gpus = gpus;
    if (r.isSet(QStringLiteral("recompute")))
        search.recompute =
            r.choice<Recompute>(QStringLiteral("recompute"), parseRecompute, recomputeChoices(), Recompute::Selective);
    if (r.isSet(QStringLiteral("micro-batch")))
        search.microBatch = static_cast<int>(r.integer(QStringLiteral("micro-batch"), 1, 1024, 1));
    if (r.isSet(QStringLiteral("zero")))
        search.zeroStage = static_cast<int>(r.integer(QStringLiteral("zero"), 0, 3, 1));
    if (r.isSet(QStringLiteral("interleave")))
        search.interleavedStages = static_cast<int>(r.integer(QStringLiteral("interleave"), 1, 1024, 1));
    const bool splitGiven = r.isSet(QStringLiteral("tp")) || r.isSet(QStringLiteral("pp"));
    const int tp = static_cast<int>(r.integer(QStringLiteral("tp"), 1, 1024, 1));
    const int pp = static_cast<int>(r.integer(QStringLiteral("pp"), 1, 1024, 1));
    std::optional<double> network;
    if (r.isSet(QStringLiteral("network-gbps-per-gpu")))
        network = r.number(QStringLiteral("network-gbps-per-gpu"), kMinScaleOutGbpsPerGpu, kMaxScaleOutGbpsPerGpu,
                           kDefaultScaleOutGbpsPerGpu);
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());

    auto catalogue = openCatalogue(r, io.err);
    if (!catalogue)
        return reportUsageError(io.err, name(), r.error().value_or(Error{"--database", "cannot be opened"}));
    const std::string cardId = r.text(QStringLiteral("card")).toStdString();
    auto card = catalogue->cards().find(cardId);
    if (!card)
        return reportUsageError(
            io.err, name(), Error{"--card", quotedInput(cardId) + " is not in the catalogue; see gpu-tco-cli cards"});
    std::optional<Error> serverError;
    if (r.isSet(QStringLiteral("server")) && r.text(QStringLiteral("server")).trimmed().isEmpty())
        serverError = Error{"--server", "is empty; give a server id from 'gpu-tco-cli servers' or leave it out"};
    const auto server =
        serverError ? std::nullopt : serverFor(*catalogue, *card, r.text(QStringLiteral("server")), serverError);
    if (serverError)
        return reportUsageError(io.err, name(), *serverError);
    // The network between servers: the named server's, else the catalogue's choice (already on the card); the option
    // over both.
    if (r.isSet(QStringLiteral("server")) && server)
        card->scaleOut = scaleOutNetworkOf(*server);
    setUserNetwork(*card, network);

    if (splitGiven) {
        if (gpus % (tp * pp) != 0)
            return reportUsageError(
                io.err, name(),
                Error{"--gpus", std::to_string(gpus) + " is not a multiple of TP x PP = " + std::to_string(tp * pp)});
        search.parallel = Parallelism{tp, pp, gpus / (tp * pp)};
        if (in.globalBatch != 0 && in.globalBatch % search.parallel->data != 0)
            return reportUsageError(io.err, name(),
                                    Error{"--global-batch", "must be a multiple of the data-parallel degree "
                                                                + std::to_string(search.parallel->data)});
    }
    search.run = in;
    search.memory.weights = in.precision == Precision::FP8 ? Precision::BF16 : in.precision;
    auto plan = searchTrainingLayout(*arch, *card, search);
    if (!plan && splitGiven && plan.error().field == "gpus") {
        // A split the user states is timed even when the memory model says it does not fit (their call, as
        // before the search): micro-batch 1 and selective recomputation unless given.
        TrainingSearchInputs stated = search;
        stated.memoryLimit = Bytes::of(1e30);
        stated.microBatch = search.microBatch.value_or(1);
        stated.recompute = search.recompute.value_or(Recompute::Selective);
        plan = searchTrainingLayout(*arch, *card, stated);
    }
    if (!plan)
        return reportUsageError(io.err, name(), asOptionError(plan.error()));
    in = plan->inputs;
    const auto result = std::optional<TrainingPerformance>(plan->performance);
    const TrainEnergy energy = trainingEnergy(*card, server, gpus, result->wallTime, pue, price, carbon);

    if (!parser.isSet(QStringLiteral("json"))) {
        printText(io.out, *arch, *card, in, *result, energy);
        io.out.flush();
        return ExitOk;
    }
    QJsonArray notes;
    for (const auto& note : result->notes)
        notes.append(QString::fromStdString(note));
    QJsonObject step;
    if (result->step) {
        const TrainingStep& s = *result->step;
        step = QJsonObject{{QStringLiteral("seconds"), s.total.inSeconds()},
                           {QStringLiteral("compute_s"), s.compute.inSeconds()},
                           {QStringLiteral("pipeline_bubble_s"), s.pipelineBubble.inSeconds()},
                           {QStringLiteral("tensor_parallel_comm_s"), s.tensorParallelComm.inSeconds()},
                           {QStringLiteral("tensor_parallel_exposed_s"), s.tensorParallelExposed.inSeconds()},
                           {QStringLiteral("data_parallel_comm_s"), s.dataParallelComm.inSeconds()},
                           {QStringLiteral("data_parallel_exposed_s"), s.dataParallelExposed.inSeconds()},
                           {QStringLiteral("communication_share"), s.communicationShare()},
                           {QStringLiteral("global_batch"), s.globalBatch},
                           {QStringLiteral("global_batch_tokens"), static_cast<double>(s.globalBatch) * in.sequence},
                           {QStringLiteral("stage_imbalance_s"), s.stageImbalance.inSeconds()},
                           {QStringLiteral("pipeline_comm_s"), s.pipelineComm.inSeconds()},
                           {QStringLiteral("micro_batches"), s.microBatches}};
    }
    const QJsonObject root{
        {QStringLiteral("model"), QString::fromStdString(arch->id)},
        {QStringLiteral("card"), QString::fromStdString(card->id)},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("parallel"), QJsonObject{{QStringLiteral("tp"), in.parallel.tensor},
                                                 {QStringLiteral("pp"), in.parallel.pipeline},
                                                 {QStringLiteral("dp"), in.parallel.data},
                                                 {QStringLiteral("interleaved_stages"), in.interleavedStages}}},
        {QStringLiteral("micro_batch"), in.microBatch},
        {QStringLiteral("recompute"), QString::fromUtf8(recomputeName(in.recompute))},
        {QStringLiteral("zero"), in.zeroStage},
        {QStringLiteral("memory_per_gpu_gb"), plan->memoryPerGpu.inGB()},
        {QStringLiteral("precision"), QString::fromUtf8(precisionName(result->computePrecision))},
        {QStringLiteral("flops"), result->modelFlops.inFlops()},
        {QStringLiteral("hardware_flops"), result->hardwareFlops.inFlops()},
        {QStringLiteral("gpu_hours"), number(result->gpuHours)},
        {QStringLiteral("wall_hours"),
         number(result->wallTime ? std::optional(result->wallTime->inHours()) : std::nullopt)},
        {QStringLiteral("mfu"), number(result->mfu)},
        {QStringLiteral("compute_efficiency"), result->computeEfficiency},
        {QStringLiteral("efficiency_basis"), QString::fromStdString(result->efficiencyBasis)},
        {QStringLiteral("step"), step},
        {QStringLiteral("energy_kwh"), number(energy.facilityKwh)},
        {QStringLiteral("gpu_tdp_kwh"), number(energy.gpuTdpKwh)},
        {QStringLiteral("it_power_kw"), number(energy.itAverageKw)},
        {QStringLiteral("power_basis"), QString::fromStdString(energy.basis)},
        {QStringLiteral("pue"), pue},
        {QStringLiteral("cost"), number(energy.cost)},
        {QStringLiteral("co2_kg"), number(energy.co2Kg)},
        {QStringLiteral("notes"), notes},
    };
    // The network between servers, as infer and serve name it (cli/lite/NetworkOption.h); keys added.
    QJsonObject withNetwork = root;
    const ScaleOutNetworkUsed used = scaleOutNetworkUsed(*card);
    withNetwork.insert(QStringLiteral("network_gbps_per_gpu"), used.network.gbpsPerGpu);
    withNetwork.insert(QStringLiteral("network_server"),
                       used.network.serverId.empty() ? QJsonValue()
                                                     : QJsonValue(QString::fromStdString(used.network.serverId)));
    withNetwork.insert(QStringLiteral("network_source"), QString::fromStdString(networkSource(*card)));
    withNetwork.insert(QStringLiteral("network_assumed"), used.assumed);
    io.out << QJsonDocument(withNetwork).toJson(QJsonDocument::Indented);
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
