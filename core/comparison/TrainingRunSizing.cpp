#include "comparison/TrainingRunSizing.h"

#include "comparison/CardSuitability.h"
#include "performance/TrainingLayoutSearch.h"
#include "power/EnergyCost.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {
namespace {

std::optional<TrainingPlan> planOn(const Accelerator& card, const MemoryInputs& training, const ComparisonInputs& in,
                                   int gpus)
{
    TrainingSearchInputs search;
    search.gpus = gpus;
    search.memory = training;
    search.run.tokens = *in.trainingTokens;
    search.run.sequence = training.contextTokens;
    search.microBatch = training.batch;
    search.zeroStage = training.zeroStage;
    auto plan = searchTrainingLayout(in.arch, card, search);
    if (!plan || !plan->performance.wallTime)
        return std::nullopt;
    return std::move(plan).value();
}

// "41 days"; past a year also the years, "2000 days (5.5 years)".
std::string daysText(double days)
{
    std::string text = std::to_string(static_cast<long>(std::lround(days))) + " days";
    const double years = days * 24.0 / Duration::kHoursPerYear;
    if (years > 1.0) {
        const long tenths = std::lround(years * 10.0);
        text += " (" + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " years)";
    }
    return text;
}

// A note about the run's wall time: how long it takes on how many GPUs, and the deadline it is held to (0: none).
SuitabilityNote runTimeNote(SuitabilityNoteCode code, int gpus, double days, double deadlineDays, std::string message)
{
    SuitabilityNote n;
    n.code = code;
    n.gpus = gpus;
    n.message = std::move(message);
    n.days = days;
    n.deadlineDays = deadlineDays;
    return n;
}

// The run's year, cost and energy on `fit.gpus` for `fit.runTime`, and its deadline notes (not suitable past it).
void costRun(const Accelerator& card, const ComparisonInputs& in, CardModeFit& fit);

} // namespace

void sizeTrainingRun(const Accelerator& card, const MemoryInputs& training, const ComparisonInputs& in,
                     CardModeFit& fit)
{
    if (!in.trainingTokens || !fit.fits || fit.gpus < 1)
        return;
    const Duration target = in.trainingDeadline.value_or(Duration::years(1));
    int gpus = fit.gpus;
    std::optional<TrainingPlan> plan; // the last one that could be timed
    // The run shrinks about as 1 / GPUs: jump to the power-of-two multiple that should meet the target, and
    // double again while it still misses (communication and the bubble grow with the cluster).
    while (true) {
        auto tried = planOn(card, training, in, gpus);
        if (tried)
            plan = std::move(tried);
        if (tried && *plan->performance.wallTime <= target)
            break;
        if (gpus >= in.maxTrainingGpus)
            break;
        int factor = 2;
        if (tried) {
            const double ratio = std::min(plan->performance.wallTime->inSeconds() / target.inSeconds(), 65536.0);
            factor = 1 << std::max(1, static_cast<int>(std::ceil(std::log2(ratio))));
        }
        gpus = static_cast<int>(std::min<long long>(static_cast<long long>(gpus) * factor, in.maxTrainingGpus));
    }
    if (!plan) {
        fit.suitable = false;
        addNoteTo(fit, {SuitabilityNoteCode::RunUnknown, in.maxTrainingGpus, 0, 0.0, 0.0,
                        "no training layout of up to " + std::to_string(in.maxTrainingGpus)
                            + " GPUs could be timed (a card figure is unknown)"});
        return;
    }
    fit.gpus = plan->performance.gpus;
    fit.parallel = plan->inputs.parallel;
    fit.runTime = plan->performance.wallTime;
    costRun(card, in, fit);
}

namespace {

void costRun(const Accelerator& card, const ComparisonInputs& in, CardModeFit& fit)
{
    const Duration target = in.trainingDeadline.value_or(Duration::years(1));
    costCardYear(card, WorkloadMode::Training, in, fit);
    const double years = fit.runTime->inSeconds() / Duration::years(1).inSeconds();
    if (fit.yearlyCost)
        fit.runCost = *fit.yearlyCost * years;
    if (fit.averagePower)
        fit.runEnergyCost =
            Money::amount((energyOver(*fit.averagePower, *fit.runTime) * in.pue).inKilowattHours() * in.pricePerKwh);
    fit.meetsDeadline = *fit.runTime <= target;
    fit.longerThanAYear = *fit.runTime > Duration::years(1);
    const double days = fit.runTime->inDays();
    if (fit.meetsDeadline) {
        // A deadline past a year allows it, but a run of more than a year is worth saying (hardware ages, models move).
        if (fit.longerThanAYear)
            addNoteTo(fit, runTimeNote(SuitabilityNoteCode::RunLongerThanAYear, fit.gpus, days, target.inDays(),
                                       "the run takes " + daysText(days) + " on " + std::to_string(fit.gpus)
                                           + " GPUs: within the deadline, but longer than a year"));
        return;
    }
    fit.suitable = false;
    if (in.trainingDeadline)
        addNoteTo(fit, runTimeNote(SuitabilityNoteCode::MissesDeadline, fit.gpus, days, in.trainingDeadline->inDays(),
                                   "the run takes " + daysText(days) + " on " + std::to_string(fit.gpus)
                                       + " GPUs, over the deadline of " + daysText(in.trainingDeadline->inDays())));
    else
        addNoteTo(fit, runTimeNote(SuitabilityNoteCode::RunOverAYear, fit.gpus, days, 0.0,
                                   "the run takes " + daysText(days) + " even on " + std::to_string(fit.gpus)
                                       + " GPUs: longer than a year"));
}

} // namespace

void applyRecommendedSizing(const Accelerator& card, const MemoryInputs& memory, const ComparisonInputs& in,
                            CardModeFit& fit)
{
    const WorkloadMode mode = memory.mode;
    if (!in.recommended || !fit.fits)
        return; // a card that cannot hold the model keeps its memory note
    const RecommendationSizing& r = *in.recommended;
    const auto sized =
        std::find_if(r.cards.begin(), r.cards.end(), [&](const RecommendedSizing& s) { return s.cardId == card.id; });
    // The recommendation's own checks (latency, throughput, deadline, footprint) replace this view's rough ones.
    fit.note.clear();
    fit.notes.clear();
    if (sized == r.cards.end()) {
        fit.suitable = false;
        std::string reason = "no option meets the targets";
        for (const auto& [id, why] : r.leftOut)
            if (id == card.id)
                reason = why;
        // A run still shows how long it would take on the GPUs this view would give it (why it is left out).
        if (isTrainingMode(mode) && in.trainingTokens) {
            fit.gpus = std::max(fit.gpus, 1);
            sizeTrainingRun(card, memory, in, fit);
        } else {
            costCardYear(card, mode, in, fit);
        }
        fit.suitable = false;
        SuitabilityNote n;
        n.code = SuitabilityNoteCode::NotRecommended;
        n.message = "the recommendation leaves it out: " + reason;
        addNoteTo(fit, std::move(n));
        return;
    }
    fit.suitable = true;
    fit.gpus = sized->gpus;
    fit.parallel = sized->parallel;
    if (isTrainingMode(mode) && sized->runTime) {
        fit.runTime = sized->runTime;
        costRun(card, in, fit);
        return;
    }
    costCardYear(card, mode, in, fit);
}

} // namespace gputco
