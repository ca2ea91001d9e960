#include "cli/CalibrateCommandOutput.h"

#include <QJsonArray>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr int kRequestsShown = 20;

QString ms(double seconds) { return QString::number(seconds * 1000.0, 'f', 2); }
QString percent(double share) { return QString::number(share * 100.0, 'f', 1) + u'%'; }

QString figure(const FittedFigure& f, int decimals, const char* unit)
{
    QString text = QString::number(f.value, 'f', decimals) + QString::fromLatin1(unit);
    if (f.held)
        return text + QStringLiteral(" (held)");
    return text + QStringLiteral(" +- ") + QString::number(2.0 * f.standardError, 'f', decimals + 1)
           + QStringLiteral(" (profile had ") + QString::number(f.before, 'f', decimals) + QLatin1String(unit) + u')';
}

QJsonObject figureJson(const FittedFigure& f)
{
    return QJsonObject{{QStringLiteral("value"), f.value},
                       {QStringLiteral("standard_error"), f.standardError},
                       {QStringLiteral("before"), f.before},
                       {QStringLiteral("held"), f.held}};
}

QJsonValue optional(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); }

} // namespace

QString calibrationText(const Calibration& c, const CalibrationSaving& saving)
{
    QString text;
    QTextStream out(&text);
    const EfficiencyFit& f = c.fit;
    out << QString::fromStdString(c.setup.model.displayName) << " on "
        << QString::fromStdString(c.setup.card.displayName()) << ", TP " << c.setup.tensorParallel
        << (c.tensorParallelAssumed ? " (assumed: neither --tp nor the file gives it)" : "") << ", weights "
        << QString::fromUtf8(precisionName(c.setup.weights)) << '\n';
    out << "Benchmark:     " << QString::fromStdString(c.profile.source) << ", " << c.benchmark.runs.size()
        << (c.benchmark.runs.size() == 1 ? " run, " : " runs, ") << c.benchmark.requestCount() << " requests";
    if (c.benchmark.failedCount() > 0)
        out << " (" << c.benchmark.failedCount() << " failed, left out)";
    out << '\n';
    for (std::size_t i = 0; i < c.benchmark.runs.size(); ++i) {
        const VllmBenchmarkRun& run = c.benchmark.runs[i];
        out << "  run " << i + 1 << ": request rate "
            << (run.requestRate ? QString::number(*run.requestRate, 'g', 4) + QStringLiteral("/s")
                                : QStringLiteral("inf"))
            << ", " << QString::number(run.meanInFlight(), 'f', 1) << " requests in the server on average\n";
    }
    out << "Fitted:        bandwidth share " << figure(f.bandwidthShare, 3, "") << '\n'
        << "               compute share " << figure(f.computeShare, 3, "") << " at "
        << QString::fromUtf8(precisionName(f.computePrecision)) << '\n'
        << "               step overhead " << figure(f.stepOverheadMs, 2, " ms") << '\n';
    out << "               first-token latency beyond the pass " << QString::number(f.firstTokenLatencyMs, 'f', 2)
        << " ms (request handling; not part of the profile)\n";
    out << "Fit error:     RMS relative error TTFT " << percent(f.ttftRmsRelativeError) << ", ITL "
        << percent(f.itlRmsRelativeError) << ", both " << percent(f.rmsRelativeError) << '\n';
    if (c.power && c.powerLog)
        out << "Power:         idle " << QString::number(c.power->idleWatts, 'f', 0) << " W, full load "
            << QString::number(c.power->fullLoadWatts, 'f', 0) << " W per card (" << c.power->samples << " samples of "
            << c.powerLog->gpus << (c.powerLog->gpus == 1 ? " GPU" : " GPUs") << ", utilisation "
            << QString::number(c.power->lowestUtilisation, 'f', 0) << " to "
            << QString::number(c.power->highestUtilisation, 'f', 0) << " %, RMS residual "
            << QString::number(c.power->rmsResidualWatts, 'f', 1) << " W)\n";
    for (const std::string& note : f.notes)
        out << "Note: " << QString::fromStdString(note) << '\n';
    out << "\nMeasured against predicted (ms; residual = (measured - predicted) / measured):\n"
        << "  run  request  input  output   TTFT meas    pred  resid    ITL meas    pred  resid\n";
    int shown = 0;
    for (const RequestParity& p : f.requests) {
        if (shown++ == kRequestsShown)
            break;
        out << QStringLiteral("  %1  %2  %3  %4  %5  %6  %7  ")
                   .arg(p.run + 1, 3)
                   .arg(p.request + 1, 7)
                   .arg(p.inputTokens, 5)
                   .arg(p.outputTokens, 6)
                   .arg(ms(p.measuredTtft), 10)
                   .arg(ms(p.predictedTtft), 7)
                   .arg(percent(p.ttftResidual()), 6);
        if (p.measuredItl && p.predictedItl)
            out << QStringLiteral("%1  %2  %3")
                       .arg(ms(*p.measuredItl), 10)
                       .arg(ms(*p.predictedItl), 6)
                       .arg(percent(*p.itlResidual()), 6);
        out << '\n';
    }
    if (f.requests.size() > static_cast<std::size_t>(kRequestsShown))
        out << "  ... " << f.requests.size() - kRequestsShown << " more (--json lists every request)\n";
    out << '\n';
    if (saving.saved)
        out << "Saved as profile " << QString::fromStdString(c.profile.id) << " (measured-yours) in "
            << saving.catalogue << "; infer, serve, recommend and the window now use it for "
            << QString::fromStdString(c.setup.card.id) << ".\n";
    else
        out << "Not saved: add --save to store it as profile " << QString::fromStdString(c.profile.id)
            << " (measured-yours).\n";
    out << "Method: docs/MODEL.md, \"Your own measurements\".\n";
    out.flush();
    return text;
}

QJsonObject calibrationJson(const Calibration& c, const CalibrationSaving& saving)
{
    const EfficiencyFit& f = c.fit;
    QJsonArray requests;
    for (const RequestParity& p : f.requests)
        requests.append(QJsonObject{{QStringLiteral("run"), p.run + 1},
                                    {QStringLiteral("request"), p.request + 1},
                                    {QStringLiteral("input_tokens"), p.inputTokens},
                                    {QStringLiteral("output_tokens"), p.outputTokens},
                                    {QStringLiteral("ttft_measured_s"), p.measuredTtft},
                                    {QStringLiteral("ttft_predicted_s"), p.predictedTtft},
                                    {QStringLiteral("itl_measured_s"), optional(p.measuredItl)},
                                    {QStringLiteral("itl_predicted_s"), optional(p.predictedItl)}});
    QJsonArray notes;
    for (const std::string& note : f.notes)
        notes.append(QString::fromStdString(note));
    QJsonObject root{
        {QStringLiteral("model"), QString::fromStdString(c.setup.model.id)},
        {QStringLiteral("card"), QString::fromStdString(c.setup.card.id)},
        {QStringLiteral("tp"), c.setup.tensorParallel},
        {QStringLiteral("tp_assumed"), c.tensorParallelAssumed},
        {QStringLiteral("weights"), QString::fromUtf8(precisionName(c.setup.weights))},
        {QStringLiteral("compute_precision"), QString::fromUtf8(precisionName(f.computePrecision))},
        {QStringLiteral("benchmark_model_id"), QString::fromStdString(c.benchmark.modelId)},
        {QStringLiteral("runs"), static_cast<int>(c.benchmark.runs.size())},
        {QStringLiteral("requests_fitted"), c.benchmark.requestCount()},
        {QStringLiteral("requests_failed"), c.benchmark.failedCount()},
        {QStringLiteral("bandwidth_share"), figureJson(f.bandwidthShare)},
        {QStringLiteral("compute_share"), figureJson(f.computeShare)},
        {QStringLiteral("step_overhead_ms"), figureJson(f.stepOverheadMs)},
        {QStringLiteral("first_token_latency_ms"), f.firstTokenLatencyMs},
        {QStringLiteral("ttft_rms_relative_error"), f.ttftRmsRelativeError},
        {QStringLiteral("itl_rms_relative_error"), f.itlRmsRelativeError},
        {QStringLiteral("rms_relative_error"), f.rmsRelativeError},
        {QStringLiteral("notes"), notes},
        {QStringLiteral("requests"), requests},
        {QStringLiteral("profile_id"), QString::fromStdString(c.profile.id)},
        {QStringLiteral("profile_source"), QString::fromStdString(c.profile.source)},
        {QStringLiteral("profile_date"), QString::fromStdString(c.profile.sourceDate)},
        {QStringLiteral("saved"), saving.saved},
    };
    if (c.power)
        root.insert(QStringLiteral("power"), QJsonObject{{QStringLiteral("idle_w"), c.power->idleWatts},
                                                         {QStringLiteral("full_load_w"), c.power->fullLoadWatts},
                                                         {QStringLiteral("rms_residual_w"), c.power->rmsResidualWatts},
                                                         {QStringLiteral("samples"), c.power->samples},
                                                         {QStringLiteral("gpus"), c.powerLog ? c.powerLog->gpus : 1}});
    return root;
}

} // namespace gputco::cli
