#include "CliTestSupport.h"
#include "ScenarioCliSupport.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "power/PowerCap.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"
#include "uncertainty/UncertaintyAnalysis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace gputco;
using scenario_cli::examplePath;

namespace {

// Every figure as "path = value": numbers and flags as JSON prints them, "null" where there is no figure. Texts
// (names, notes, reasons) are left out: they are words, not figures.
using Figures = std::map<std::string, QString>;

QString text(double v) { return QString::number(v, 'g', 17); }

void flatten(const QJsonValue& value, const std::string& path, Figures& out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            flatten(it.value(), path + "." + it.key().toStdString(), out);
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            flatten(a.at(i), path + "[" + std::to_string(i) + "]", out);
    } else if (value.isDouble()) {
        out[path] = text(value.toDouble());
    } else if (value.isBool()) {
        out[path] = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    } else if (value.isNull()) {
        out[path] = QStringLiteral("null");
    }
}

// The same figures read straight from the window's evaluation (core/scenario), one by one.
class FiguresExpected {
public:
    Figures figures;

    void put(const std::string& path, double v) { figures[path] = text(v); }
    void put(const std::string& path, bool v) { figures[path] = v ? QStringLiteral("true") : QStringLiteral("false"); }
    void put(const std::string& path, int v) { put(path, static_cast<double>(v)); }
    void null(const std::string& path) { figures[path] = QStringLiteral("null"); }
    template <class T, class F>
    void opt(const std::string& path, const std::optional<T>& v, F f)
    {
        if (v)
            f(*v);
        else
            null(path);
    }
    void money(const std::string& path, const std::optional<Money>& m)
    {
        opt(path, m, [&](Money v) { put(path, v.roundedToMinorUnit()); });
    }
    void bytes(const std::string& path, Bytes b) { put(path, static_cast<double>(b.rounded())); }
    void seconds(const std::string& path, const std::optional<Duration>& d)
    {
        opt(path, d, [&](Duration v) { put(path, v.inSeconds()); });
    }
    template <class T>
    void number(const std::string& path, const std::optional<T>& v)
    {
        opt(path, v, [&](T x) { put(path, static_cast<double>(x)); });
    }

    void breakdown(const std::string& p, const MemoryBreakdown& m)
    {
        bytes(p + ".weights", m.weights);
        bytes(p + ".gradients", m.gradients);
        bytes(p + ".optimizer", m.optimizer);
        bytes(p + ".activations", m.activations);
        bytes(p + ".kv_cache", m.kvCache);
        bytes(p + ".overhead", m.overhead);
        bytes(p + ".total", m.total());
    }
    void split(const std::string& p, const Parallelism& s)
    {
        put(p + ".tp", s.tensor);
        put(p + ".pp", s.pipeline);
        put(p + ".dp", s.data);
    }
    void electricity(const std::string& p, const std::optional<ElectricityResult>& e)
    {
        if (!e)
            return null(p);
        put(p + ".it_kwh", e->itEnergy.inKilowattHours());
        put(p + ".facility_kwh", e->facilityEnergy.inKilowattHours());
        money(p + ".cost", e->cost);
        number(p + ".co2_kg", e->co2Kg);
    }
    void card(const std::string& p, const CardEvaluation& c)
    {
        number(p + ".capacity",
               c.card->memory ? std::optional<double>(static_cast<double>(c.card->memory->rounded())) : std::nullopt);
        put(p + ".fit.fits", c.fit.fits);
        put(p + ".fit.gpus", c.fit.gpus());
        if (c.fit.fits)
            split(p + ".fit.split", c.fit.parallel);
        else
            null(p + ".fit.split");
        breakdown(p + ".fit.per_gpu", c.fit.perGpu);
        if (c.fit.reason.empty())
            null(p + ".fit.reason");
        // Sizing at a P99 target (docs/MODEL.md): no shipped example sets one, so every card's serving is null.
        null(p + ".serving");
        if (!c.economicsComputed)
            return null(p + ".economics");
        economics(p + ".economics", c.economics);
    }
    // Issue 16: the card's band and tornado at the scenario's ranges, samples and seed (core/uncertainty).
    void uncertainty(const std::string& p, const CardEvaluation& c, const UncertaintyAnalysis& u)
    {
        if (!c.economicsComputed)
            return;
        const CardBand* band = u.bandFor(c.card->id);
        if (band && band->lifetimeTco) {
            money(p + ".economics.tco_band.p10", band->lifetimeTco->p10);
            money(p + ".economics.tco_band.p50", band->lifetimeTco->p50);
            money(p + ".economics.tco_band.p90", band->lifetimeTco->p90);
        } else {
            null(p + ".economics.tco_band");
        }
        if (band)
            put(p + ".economics.probability_cheapest", band->probabilityCheapest);
        else
            null(p + ".economics.probability_cheapest");
        if (const CardTornado* t = u.tornadoFor(c.card->id))
            for (std::size_t i = 0; i < t->bars.size(); ++i) {
                const std::string bar = p + ".economics.tornado[" + std::to_string(i) + "]";
                money(bar + ".low", t->bars[i].tcoAtLow);
                money(bar + ".high", t->bars[i].tcoAtHigh);
            }
    }
    void economics(const std::string& p, const CardEconomics& e)
    {
        put(p + ".gpus", e.gpus);
        if (e.inference) {
            const std::string q = p + ".inference";
            const InferencePerformance& perf = e.inference->performance;
            put(q + ".tensor_parallel", e.inference->tensorParallel);
            put(q + ".concurrency_per_replica", e.inference->concurrencyPerReplica);
            put(q + ".replicas", e.inference->replicas);
            put(q + ".gpus", e.inference->gpus);
            number(q + ".max_concurrency", perf.maxConcurrency);
            bytes(q + ".memory_per_gpu", perf.memoryPerGpu);
            seconds(q + ".ttft_s", perf.ttft);
            seconds(q + ".tpot_s", perf.tpot);
            number(q + ".output_tokens_per_second", perf.outputTokensPerSecond);
            number(q + ".output_tokens_per_second_per_gpu", perf.outputTokensPerSecondPerGpu);
            number(q + ".requests_per_second", perf.requestsPerSecond);
        } else {
            null(p + ".inference");
        }
        if (e.trainingLayout)
            split(p + ".training_split", *e.trainingLayout);
        else
            null(p + ".training_split");
        if (e.training) {
            const std::string q = p + ".training";
            const TrainingPerformance& t = *e.training;
            put(q + ".gpus", t.gpus);
            put(q + ".model_flops", t.modelFlops.inFlops());
            put(q + ".hardware_flops", t.hardwareFlops.inFlops());
            put(q + ".steps", static_cast<double>(t.steps));
            number(q + ".peak_flops_per_gpu",
                   t.peakPerGpu ? std::optional<double>(t.peakPerGpu->inFlopsPerSecond()) : std::nullopt);
            put(q + ".compute_efficiency", t.computeEfficiency);
            seconds(q + ".wall_time_s", t.wallTime);
            number(q + ".gpu_hours", t.gpuHours);
            number(q + ".mfu", t.mfu);
        } else {
            null(p + ".training");
        }
        if (!e.performanceProblem)
            null(p + ".performance_problem");
        if (!e.server)
            null(p + ".server");
        number(p + ".server_max_w",
               e.serverPower ? std::optional<double>(e.serverPower->systemMax.inWatts()) : std::nullopt);
        if (e.power) {
            put(p + ".power.gpus", e.power->gpus);
            put(p + ".power.servers", e.power->servers);
            put(p + ".power.it_peak_w", e.power->itPeak.inWatts());
            put(p + ".power.it_average_w", e.power->itAverage.inWatts());
            put(p + ".power.facility_average_w", e.power->facilityAverage.inWatts());
            put(p + ".power.facility_peak_w", e.power->facilityPeak.inWatts());
        } else {
            null(p + ".power");
        }
        // The load curve's card figures and the energy per output token (docs/MODEL.md, "Power under load").
        if (e.serverPower) {
            const CardPowerProfile& c = e.serverPower->card;
            put(p + ".card_power.idle_w", c.idle.inWatts());
            put(p + ".card_power.full_load_w", c.fullLoad.inWatts());
            put(p + ".card_power.busy_w", c.busy().inWatts());
            number(p + ".card_power.cap_w", c.cap ? std::optional<double>(c.cap->inWatts()) : std::nullopt);
            put(p + ".card_power.compute_share_under_cap", capComputeShare(c));
        } else {
            null(p + ".card_power");
        }
        number(p + ".energy_per_output_token_j",
               e.energyPerToken ? std::optional<double>(e.energyPerToken->joules) : std::nullopt);
        number(p + ".kwh_per_million_tokens",
               e.energyPerToken ? std::optional<double>(e.energyPerToken->kwhPerMillionTokens) : std::nullopt);
        electricity(p + ".yearly_electricity", e.yearlyElectricity);
        electricity(p + ".run_electricity", e.runElectricity);
        money(p + ".price_per_gpu", e.pricePerGpu);
        if (e.capex) {
            put(p + ".capex.servers", e.capex->servers);
            money(p + ".capex.gpus", e.capex->gpus);
            money(p + ".capex.server_chassis", e.capex->serverChassis);
            money(p + ".capex.systems", e.capex->systems);
            money(p + ".capex.network", e.capex->network);
            money(p + ".capex.installation", e.capex->installation);
            money(p + ".capex.total", e.capex->total());
        } else {
            null(p + ".capex");
        }
        if (e.tco) {
            money(p + ".tco.monthly_depreciation", e.tco->monthlyDepreciation);
            money(p + ".tco.monthly_opex", e.tco->monthlyOpex);
            money(p + ".tco.monthly_owned_cost", e.tco->monthlyOwnedCost);
            money(p + ".tco.annual_owned_cost", e.tco->annualOwnedCost);
            money(p + ".tco.lifetime_total", e.tco->lifetimeTotal);
            for (std::size_t m = 0; m < e.tco->cumulativeByMonth.size(); ++m)
                money(p + ".tco.cumulative_by_month[" + std::to_string(m) + "]", e.tco->cumulativeByMonth[m]);
        } else {
            null(p + ".tco");
        }
        money(p + ".cost_per_gpu_hour", e.costPerGpuHour);
        money(p + ".cost_per_million_tokens", e.costPerMillionTokens);
        money(p + ".training_run_cost", e.trainingRunCost);
        if (e.cloud) {
            if (!e.cloudOffer)
                null(p + ".cloud.offer");
            money(p + ".cloud.price_per_gpu_hour", e.cloudPricePerGpuHour);
            put(p + ".cloud.break_even_utilisation", e.cloud->breakEvenUtilisation);
            number(p + ".cloud.break_even_month", e.cloud->breakEvenMonth);
            money(p + ".cloud.cloud_per_month", e.cloud->cloudPerMonth);
        } else {
            null(p + ".cloud");
        }
        // Issue 13's money figures; the capex basis is a word (left out) when there is one.
        if (!e.capexBasis)
            null(p + ".capex_basis");
        put(p + ".capex_understated", e.capexUnderstated);
        if (e.tco) {
            money(p + ".npv", e.tco->npv);
            money(p + ".equivalent_annual_cost", e.tco->equivalentAnnualCost);
            money(p + ".residual_value", e.tco->residualValue);
        } else {
            null(p + ".npv");
            null(p + ".equivalent_annual_cost");
            null(p + ".residual_value");
        }
        if (e.cloud)
            put(p + ".break_even_utilisation", e.cloud->breakEvenUtilisation);
        else
            null(p + ".break_even_utilisation");
        money(p + ".rented_cost_per_million_tokens", e.rentedCostPerMillionTokens);
        if (e.cloudOffer && e.cloudQuote) {
            put(p + ".cloud_offer.named", e.cloudOfferNamed);
            money(p + ".cloud_offer.quoted_per_gpu_hour", e.cloudQuote);
            money(p + ".cloud_offer.price_per_gpu_hour", e.cloudPricePerGpuHour);
            if (!e.cloudOffer->confidence)
                null(p + ".cloud_offer.confidence");
        } else {
            null(p + ".cloud_offer");
        }
    }
};

} // namespace

TEST_CASE("evaluate --json and the window's evaluation agree on every figure of every example", "[cli][evaluate]")
{
    // Both sides draw 200 Monte Carlo samples, not the default 2,000: the bands are still compared figure for figure.
    scenario_cli::ensureApplication();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    constexpr int kSamples = 200;
    for (const QString& name : scenario_cli::exampleNames()) {
        INFO(name.toStdString());
        const CliRun run =
            runCliWith({QStringLiteral("evaluate"), examplePath(name), QStringLiteral("--json"),
                        QStringLiteral("--samples"), QString::number(kSamples), QStringLiteral("--database"), db});
        REQUIRE(run.exitCode == 0);
        REQUIRE(run.json().value(QStringLiteral("uncertainty")).toObject().value(QStringLiteral("samples")).toInt()
                == kSamples);
        Figures printed;
        flatten(run.json().value(QStringLiteral("cards")), "cards", printed);

        auto catalogueDb = CatalogueDatabase::open(db);
        REQUIRE(catalogueDb);
        const auto catalogue = snapshotOf(*catalogueDb);
        const auto document = readScenarioFile(examplePath(name), catalogue.get());
        REQUIRE(document);
        ScenarioState state = document->state;
        state.uncertainty.samples = kSamples;
        ScenarioEvaluator evaluator; // core/scenario: what the window runs on every change
        const EvaluationPtr e = evaluator.evaluate(state, catalogue);
        FiguresExpected expected;
        const UncertaintyAnalysis u = analyseUncertainty(*e, state.uncertainty);
        for (std::size_t i = 0; i < e->selected.size(); ++i) {
            expected.card("cards[" + std::to_string(i) + "]", e->cards[e->selected[i]]);
            expected.uncertainty("cards[" + std::to_string(i) + "]", e->cards[e->selected[i]], u);
        }

        // Same paths, same values: a figure the CLI prints and this test does not know fails as well.
        for (const auto& [path, value] : expected.figures) {
            INFO(path);
            REQUIRE(printed.count(path) == 1);
            CHECK(printed.at(path) == value);
        }
        for (const auto& [path, value] : printed) {
            INFO(path);
            CHECK(expected.figures.count(path) == 1);
        }
        CHECK(printed.size() > 100 * e->selected.size() / 4); // dozens of figures per card
    }
}
