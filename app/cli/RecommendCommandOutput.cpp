#include "cli/RecommendCommandOutput.h"

#include "recommend/PerformanceCandidate.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTextStream>

#include <algorithm>

namespace gputco::cli {
namespace {

constexpr std::size_t kExcludedLinesPrinted = 1000;

QString str(const std::string& text) { return QString::fromStdString(text); }
QJsonValue money(const std::optional<Money>& m) { return m ? QJsonValue(m->roundedToMinorUnit()) : QJsonValue(); }
QJsonValue seconds(const std::optional<Duration>& d) { return d ? QJsonValue(d->inSeconds()) : QJsonValue(); }

QJsonValue orNull(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); }

// Sized at P99 targets: the capacity per replica and the P99 latencies at the peak; null otherwise.
QJsonValue servingJson(const std::optional<ServingSizing>& s)
{
    if (!s)
        return QJsonValue();
    return QJsonObject{
        {QStringLiteral("capacity_requests_per_s_per_replica"), orNull(s->capacityRequestsPerSecond)},
        {QStringLiteral("capacity_output_tokens_per_s_per_replica"), s->capacityOutputTokensPerSecond},
        {QStringLiteral("capacity_requests_per_s"),
         s->capacityRequestsPerSecond ? QJsonValue(*s->capacityRequestsPerSecond * s->replicas) : QJsonValue()},
        {QStringLiteral("capacity_output_tokens_per_s"), s->capacityOutputTokensPerSecond * s->replicas},
        {QStringLiteral("service_rate_per_replica"), s->serviceRate},
        {QStringLiteral("limited_by"), QString::fromStdString(s->limitedBy)},
        {QStringLiteral("requests_per_s_per_replica_at_peak"), s->ratePerReplicaAtPeak},
        {QStringLiteral("ttft_p99_s"), orNull(s->ttftP99AtPeak)},
        {QStringLiteral("tpot_p99_s"), orNull(s->tpotP99AtPeak)},
        {QStringLiteral("simulated_requests"), s->simulatedRequests},
    };
}

QJsonValue servingTargetsJson(const std::optional<ServingSlo>& slo, double peakRequestsPerSecond)
{
    if (!slo)
        return QJsonValue();
    auto ms = [](const std::optional<Duration>& d) { return d ? QJsonValue(d->inSeconds() * 1000.0) : QJsonValue(); };
    return QJsonObject{
        {QStringLiteral("ttft_p99_ms"), ms(slo->ttftP99)},
        {QStringLiteral("tpot_p99_ms"), ms(slo->tpotP99)},
        {QStringLiteral("peak_requests_per_s"), peakRequestsPerSecond},
        {QStringLiteral("input_tokens_spread"), slo->inputSpread},
        {QStringLiteral("output_tokens_spread"), slo->outputSpread},
        {QStringLiteral("burstiness"), slo->burstiness},
    };
}

QJsonObject optionJson(const RecommendOption& o)
{
    QJsonObject j{
        {QStringLiteral("card"), str(o.cardId)},
        {QStringLiteral("precision"), QString::fromUtf8(precisionName(o.precision))},
        {QStringLiteral("precision_emulated"), o.emulatedPrecision},
        {QStringLiteral("tp"), o.parallel.tensor},
        {QStringLiteral("pp"), o.parallel.pipeline},
        {QStringLiteral("dp"), o.parallel.data},
        {QStringLiteral("gpus"), o.gpus},
        {QStringLiteral("servers"), o.servers},
        {QStringLiteral("facility"), o.facilityId ? QJsonValue(str(*o.facilityId)) : QJsonValue()},
        {QStringLiteral("racks"), o.racks},
        {QStringLiteral("latency_s"), o.latencySeconds},
        {QStringLiteral("it_kw_peak"), o.itPeak.inKilowatts()},
        {QStringLiteral("it_kw_avg"), o.itAverage.inKilowatts()},
        {QStringLiteral("server"), o.serverId ? QJsonValue(str(*o.serverId)) : QJsonValue()},
        {QStringLiteral("capex"), money(o.capex)},
        {QStringLiteral("capex_understated"), o.capexUnderstated},
        {QStringLiteral("monthly_opex"), o.monthlyOpex.roundedToMinorUnit()},
        {QStringLiteral("total_cost"), money(o.totalCost)},
        {QStringLiteral("pareto"), o.onParetoFront},
    };
    if (o.servingLayout) // a mixture-of-experts model's serving layout; absent for tensor parallelism alone
        j.insert(QStringLiteral("layout"), str(servingLayoutText(*o.servingLayout)));
    if (o.presentValue)
        j.insert(QStringLiteral("present_value"), money(o.presentValue));
    // Rented options only, so a script written before renting was searched reads the same keys it always did.
    if (o.rented) {
        j.insert(QStringLiteral("rented"), true);
        j.insert(QStringLiteral("cloud_offer"), o.cloudOfferId ? QJsonValue(str(*o.cloudOfferId)) : QJsonValue());
        j.insert(QStringLiteral("cloud_term"), QString::fromUtf8(cloudTermName(o.cloudTerm)));
    }
    if (o.runTime) {
        j.insert(QStringLiteral("run_hours"), o.runTime->inHours());
        j.insert(QStringLiteral("cost_per_run"), money(o.costPerRun));
    } else {
        j.insert(QStringLiteral("replicas"), o.replicas);
        j.insert(QStringLiteral("concurrency_per_replica"), o.concurrencyPerReplica);
        j.insert(QStringLiteral("ttft_s"), seconds(o.ttft));
        j.insert(QStringLiteral("tpot_s"), seconds(o.tpot));
        j.insert(QStringLiteral("output_tokens_per_s"),
                 o.outputTokensPerSecond ? QJsonValue(*o.outputTokensPerSecond) : QJsonValue());
        j.insert(QStringLiteral("cost_per_million_tokens"), money(o.costPerMillionTokens));
        j.insert(QStringLiteral("energy_per_output_token_j"),
                 o.energyPerToken ? QJsonValue(o.energyPerToken->joules) : QJsonValue());
        j.insert(QStringLiteral("kwh_per_million_tokens"),
                 o.energyPerToken ? QJsonValue(o.energyPerToken->kwhPerMillionTokens) : QJsonValue());
        j.insert(QStringLiteral("serving"), servingJson(o.serving));
    }
    return j;
}

// `shares`: the ranked list's shares of futures, null past the options compared.
QJsonArray optionsJson(const std::vector<RecommendOption>& options, std::size_t top,
                       const OptionShares* shares = nullptr)
{
    QJsonArray out;
    for (std::size_t i = 0; i < std::min(top, options.size()); ++i) {
        QJsonObject j = optionJson(options[i]);
        if (shares) {
            const std::optional<double> p =
                i < shares->probabilityCheapest.size() ? shares->probabilityCheapest[i] : std::nullopt;
            j.insert(QStringLiteral("probability_cheapest"), p ? QJsonValue(*p) : QJsonValue());
        }
        out.append(j);
    }
    return out;
}

QJsonObject uncertaintyJson(const OptionShares& shares)
{
    QJsonArray varying;
    for (UncertainInput input : shares.varying)
        varying.append(QString::fromUtf8(uncertainInputName(input)));
    return QJsonObject{
        {QStringLiteral("samples"), shares.samples},
        {QStringLiteral("seed"), static_cast<qint64>(shares.seed)},
        {QStringLiteral("options_compared"), static_cast<int>(shares.probabilityCheapest.size())},
        {QStringLiteral("varying"), varying},
    };
}

// "cheapest in 81 % of futures", or nothing past the options compared.
QString shareText(const OptionShares& shares, std::size_t rank)
{
    if (rank >= shares.probabilityCheapest.size() || !shares.probabilityCheapest[rank])
        return {};
    return QStringLiteral(", cheapest in ") + QString::number(*shares.probabilityCheapest[rank] * 100.0, 'f', 0)
           + QStringLiteral(" % of futures");
}

QString describe(const RecommendOption& o, const std::string& currency)
{
    QString line = str(o.cardId) + QStringLiteral(" x ") + QString::number(o.gpus) + QStringLiteral(" (")
                   + QString::fromUtf8(precisionName(o.precision))
                   + (o.emulatedPrecision ? QStringLiteral(" emulated") : QString()) + QStringLiteral(", TP ")
                   + QString::number(o.parallel.tensor) + QStringLiteral(" PP ") + QString::number(o.parallel.pipeline)
                   + QStringLiteral(" DP ") + QString::number(o.parallel.data)
                   + (o.servingLayout ? QStringLiteral("; ") + str(servingLayoutText(*o.servingLayout)) : QString())
                   + QStringLiteral(")");
    if (o.facilityId)
        line += QStringLiteral(" at ") + str(*o.facilityId);
    if (o.rented && o.cloudOfferId)
        line += QStringLiteral(" rented at ") + str(*o.cloudOfferId) + QStringLiteral(" (")
                + QString::fromUtf8(cloudTermName(o.cloudTerm)) + u')';
    if (o.runTime)
        line += QStringLiteral(": run ") + QString::number(o.runTime->inHours(), 'f', 1) + QStringLiteral(" h");
    else if (o.serving && o.serving->ttftP99AtPeak && o.serving->tpotP99AtPeak)
        line += QStringLiteral(": at the peak P99 TTFT ") + QString::number(*o.serving->ttftP99AtPeak * 1000.0, 'f', 0)
                + QStringLiteral(" ms, P99 TPOT ") + QString::number(*o.serving->tpotP99AtPeak * 1000.0, 'f', 1)
                + QStringLiteral(" ms (capacity ")
                + QString::number(o.serving->capacityRequestsPerSecond.value_or(0.0), 'f', 2)
                + QStringLiteral(" requests/s per replica)");
    else
        line += QStringLiteral(": TPOT ") + QString::number(o.latencySeconds * 1000.0, 'f', 1) + QStringLiteral(" ms");
    if (o.totalCost)
        line += QStringLiteral(", total ") + QString::number(o.totalCost->roundedToMinorUnit(), 'f', 0) + u' '
                + str(currency) + (o.capexUnderstated ? QStringLiteral(" [capex understated]") : QString());
    return line + (o.onParetoFront ? QStringLiteral(" [Pareto]") : QString());
}

// The one rule for energy prices, as the window's rule line says it.
QString priceRuleText(const RecommendEconomics& e)
{
    const QString figures = QString::number(e.pricePerKwh, 'g', 4) + u' ' + str(e.currency)
                            + QStringLiteral("/kWh and PUE ") + QString::number(e.pue, 'g', 4);
    return e.facilityOwnPrices
               ? QStringLiteral("each facility at its own electricity price and PUE (without a facility ") + figures
                     + u')'
               : QStringLiteral("every option at the scenario's ") + figures;
}

// The peak the P99 sizing serves: the constraint's, else the throughput need in requests.
double peakRequestsPerSecond(const RecommendInputs& in)
{
    if (!in.constraints.serving)
        return 0.0;
    if (in.constraints.serving->peakRequestsPerSecond > 0.0)
        return in.constraints.serving->peakRequestsPerSecond;
    return neededOutputTokensPerSecond(in) / in.inference.outputTokens;
}

} // namespace

QJsonObject recommendJson(const RecommendOutput& output)
{
    const RecommendInputs& in = output.inputs;
    const RecommendResult& r = output.result;
    const double searchMs = output.searchMs;
    const std::size_t n = static_cast<std::size_t>(output.top);
    QJsonArray excluded;
    for (const std::string& line : r.excluded)
        excluded.append(str(line));
    return QJsonObject{
        {QStringLiteral("model"), str(in.arch.id.empty() ? in.arch.displayName : in.arch.id)},
        {QStringLiteral("mode"), in.training ? QStringLiteral("training") : QStringLiteral("inference")},
        {QStringLiteral("rank_by"), QString::fromUtf8(rankMetricName(in.rankBy))},
        {QStringLiteral("currency"), str(in.economics.currency)},
        {QStringLiteral("years"), in.economics.years},
        {QStringLiteral("prices"),
         in.economics.facilityOwnPrices ? QStringLiteral("each-facility") : QStringLiteral("scenario")},
        {QStringLiteral("price_per_kwh"), in.economics.pricePerKwh},
        {QStringLiteral("pue"), in.economics.pue},
        {QStringLiteral("output_tokens_per_s_needed"),
         in.training ? QJsonValue() : QJsonValue(neededOutputTokensPerSecond(in))},
        {QStringLiteral("serving_targets"),
         in.training ? QJsonValue() : servingTargetsJson(in.constraints.serving, peakRequestsPerSecond(in))},
        {QStringLiteral("evaluated"), r.evaluated},
        {QStringLiteral("feasible"), static_cast<int>(r.rankedCount)},
        {QStringLiteral("search_ms"), searchMs},
        {QStringLiteral("options"), optionsJson(r.ranked, n, &output.shares)},
        {QStringLiteral("front"), optionsJson(r.front, r.front.size())},
        {QStringLiteral("unpriced"), optionsJson(r.unpriced, n)},
        {QStringLiteral("excluded"), excluded},
        {QStringLiteral("uncertainty"), uncertaintyJson(output.shares)},
    };
}

void printRecommendation(QTextStream& out, const RecommendOutput& output)
{
    const RecommendInputs& in = output.inputs;
    const RecommendResult& r = output.result;
    const int top = output.top;
    const double searchMs = output.searchMs;
    out << "Ranked by " << QString::fromUtf8(rankMetricName(in.rankBy)) << " over " << in.economics.years << " years ("
        << r.evaluated << " card x precision x split candidates, " << QString::number(searchMs, 'f', 1) << " ms):\n";
    out << "Energy: " << priceRuleText(in.economics) << ".\n";
    if (!in.training && in.constraints.serving)
        out << "Sized at P99 targets: each option's simulated capacity per replica, replicas for a peak of "
            << QString::number(peakRequestsPerSecond(in), 'f', 2) << " requests/s ("
            << in.constraints.serving->requestsPerProbe << " simulated requests per probe).\n";
    if (!in.training)
        out << "Throughput need: " << QString::number(neededOutputTokensPerSecond(in), 'f', 0)
            << " output tokens/s (the target, or the users' need when larger).\n";
    if (r.ranked.empty())
        out << "  nothing feasible and priced\n";
    for (std::size_t i = 0; i < std::min<std::size_t>(static_cast<std::size_t>(top), r.ranked.size()); ++i)
        out << "  " << (i + 1) << ". " << describe(r.ranked[i], in.economics.currency) << shareText(output.shares, i)
            << '\n';
    if (!output.shares.probabilityCheapest.empty())
        out << "Cheapest in: the share of " << output.shares.samples << " Monte Carlo futures (seed "
            << output.shares.seed << ") in which the option is the cheapest of the first "
            << output.shares.probabilityCheapest.size() << ", by " << QString::fromUtf8(rankMetricName(in.rankBy))
            << " (docs/MODEL.md, \"Uncertainty\").\n";
    if (!r.unpriced.empty())
        out << r.unpricedCount << " feasible options have no card price in " << str(in.economics.currency)
            << " (add \"card_prices\" to rank them), e.g. " << describe(r.unpriced.front(), in.economics.currency)
            << '\n';
    // Lines for a reader: a 100,065-card catalogue logs 682,000 of them (109 MB of text). The built-in catalogue's
    // examples log 200 to 770, all printed; past kExcludedLinesPrinted the rest are counted, and --json lists all.
    const std::size_t printed = std::min(r.excluded.size(), kExcludedLinesPrinted);
    for (std::size_t i = 0; i < printed; ++i)
        out << "Excluded: " << str(r.excluded[i]) << '\n';
    if (r.excluded.size() > printed)
        out << "Excluded: " << (r.excluded.size() - printed) << " more lines like these, not printed (--json lists "
            << r.excluded.size() << ")\n";
    out << "Formulas: docs/MODEL.md, \"Recommender\".\n";
}

} // namespace gputco::cli
