#include "scenario/ScenarioRecommendation.h"

#include "scenario/CardRackEvaluator.h"
#include "scenario/CurrencyConversion.h"
#include "scenario/Evaluation.h"
#include "scenario/LeadingOption.h"

#include <algorithm>
#include <array>

namespace gputco {

namespace {

// A facility's prices in the scenario currency, so the recommender (which never converts) can cost it; a
// currency without a rate stays as it is and the recommender leaves the facility out, saying why.
Facility inScenarioCurrency(Facility f, const EconomicsState& e)
{
    if (f.currency == e.currency)
        return f;
    const auto price = inScenarioCurrency(Money::amount(f.electricityPricePerKwh), f.currency, e);
    if (!price)
        return f;
    f.electricityPricePerKwh = price->inCurrencyUnits();
    for (std::optional<Money>* m : {&f.rackPricePerMonth, &f.pricePerKwMonth, &f.bandwidthPricePerMbpsMonth})
        if (*m)
            *m = inScenarioCurrency(**m, f.currency, e);
    f.currency = e.currency;
    return f;
}

} // namespace

std::optional<CurrentDeployment> currentDeploymentOf(const Evaluation& e)
{
    const CardEvaluation* lead = leadingOption(e);
    if (!lead)
        return std::nullopt;
    const CardEconomics& x = lead->economics;
    CurrentDeployment d;
    d.cardId = lead->card->id;
    d.gpus = x.gpus;
    if (x.tco && x.capexKnown())
        d.totalCost = x.tco->lifetimeTotal;
    if (x.inference && x.inference->performance.tpot)
        d.latencySeconds = x.inference->performance.tpot->inSeconds();
    else if (x.training && x.training->wallTime)
        d.latencySeconds = x.training->wallTime->inSeconds();
    else
        return std::nullopt;
    return d;
}

Expected<RecommendInputs> recommendInputsFor(const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    const EconomicsState& money = e.state.economics;
    if (w.mode == TaskMode::Lora || w.mode == TaskMode::Qlora)
        return Error{"mode", "the recommender searches inference and full training; LoRA and QLoRA are not "
                             "searched yet (the other views size them)"};
    if (e.inputError)
        return *e.inputError;
    RecommendInputs in;
    in.arch = e.model;
    in.training = isTrainingTask(w.mode);
    in.inference.kvCache = w.kvCache;
    in.inference.outputTokens = std::min(w.outputTokens, w.contextTokens - 1);
    in.inference.inputTokens = w.contextTokens - in.inference.outputTokens;
    in.trainingRun.tokens = w.trainingTokens;
    in.trainingRun.sequence = w.contextTokens;
    in.trainingRun.microBatch = w.microBatch;
    in.zeroStage = w.zeroStage;
    if (!in.training) {
        in.constraints.outputTokensPerSecond = w.targetTokensPerSecond;
        in.constraints.maxTpot = Duration::seconds(w.targetLatencyMs / 1000.0);
    }
    in.cards = e.catalogue->cards;
    in.servers = e.catalogue->servers;
    for (const Facility& f : e.catalogue->facilities)
        in.facilities.push_back(inScenarioCurrency(f, money));
    in.requirements = fitRequirementsFor(money.requirements);
    RecommendEconomics& r = in.economics;
    r.currency = money.currency;
    r.years = money.years;
    r.pricePerKwh = money.electricityPricePerKwh;
    r.pue = money.pue;
    r.utilisation = w.utilisation;
    r.hostShare = money.hostShare;
    r.residual = money.residual;
    r.discountRate = money.discountRate;
    // The scenario's own rates (CNY per USD and per EUR), seen from its currency: card and system prices in any of
    // the three convert as the other views convert them; catalogue quotes stay the basis (no per-card override).
    for (const char* code : {"CNY", "USD", "EUR"})
        if (code != money.currency)
            if (auto rate = inScenarioCurrency(Money::amount(1.0), code, money))
                r.exchangeRates.emplace(code, rate->inCurrencyUnits());
    return in;
}

std::optional<LeftOutReason> ScenarioRecommendation::commonestReason() const
{
    std::array<int, static_cast<std::size_t>(LeftOutReason::Budget) + 1> counts{};
    for (const CardLeftOut& c : result.leftOut)
        ++counts[static_cast<std::size_t>(c.reason)];
    std::optional<LeftOutReason> best;
    int most = 0;
    // Ties go to the later stage: it is the nearer miss ("latency" before "memory").
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] > 0 && counts[i] >= most) {
            most = counts[i];
            best = static_cast<LeftOutReason>(i);
        }
    }
    return best;
}

} // namespace gputco
