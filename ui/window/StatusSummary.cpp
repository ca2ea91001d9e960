#include "window/StatusSummary.h"
#include "format/CardLookup.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/OptionSharesText.h"
#include "format/RecommendationRuleText.h"
#include "format/RecommendationText.h"
#include "scenario/LeadingOption.h"
#include "session/RecommendationSearch.h"
#include "views/MemoryFitRows.h"
#include "widgets/ElidedLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

#include <tuple>

namespace gputco::ui {

namespace {

constexpr int kFields = 6;
// Changes closer together than this are a slider moving: the recommendation waits until they stop.
constexpr int kSettleMs = 150;

QFrame* separator(QWidget* parent)
{
    auto* line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

StatusSummary::StatusSummary(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    for (int i = 0; i < kFields; ++i) {
        separators_ << (i > 0 ? separator(this) : nullptr);
        if (i > 0)
            layout->addWidget(separators_.back());
        // The recommendation and the facility can be long: they end in "..." rather than push the line off screen.
        auto* label = new ElidedLabel(this);
        fields_ << label;
        layout->addWidget(label);
    }
    layout->addStretch(1);
    // The short figures keep their width; the recommendation (1) and the facility (5) give way.
    for (int i : {0, 2, 3, 4})
        fields_[i]->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    fields_[0]->setToolTip(tr("Model, parameter count and mode"));
    fields_[1]->setToolTip(tr("The recommendation: the cheapest option over the period that meets the targets, "
                              "searched over every catalogue card (the Recommend view)"));
    fields_[2]->setToolTip(tr("Inference: output tokens per second of the deployment. Training: run time."));
    fields_[3]->setToolTip(tr("Average IT power of the deployment"));
    fields_[4]->setToolTip(tr("Total cost of ownership over the period (* running cost only: no card price)"));
    fields_[5]->setToolTip(tr("The facility the recommendation is costed in"));
    settle_ = new QTimer(this);
    settle_->setSingleShot(true);
    settle_->setInterval(kSettleMs);
    connect(settle_, &QTimer::timeout, this, [this] {
        if (shown_)
            show(*shown_, true);
    });
}

namespace {

// The figures after the headline, read the same way for the recommendation and for the leading selected card.
struct HeadlineFigures {
    std::optional<double> outputTokensPerSecond; ///< inference: the whole deployment
    std::optional<Duration> runTime;             ///< training
    std::optional<Watts> itAverage;
    std::optional<Money> totalCost; ///< over the period
    bool runningCostOnly = false;   ///< no card price: the total is running cost only ("*")
};

void putFigures(const Evaluation& e, const HeadlineFigures& f, QStringList& text)
{
    if (f.outputTokensPerSecond)
        text[2] = StatusSummary::tr("%1 tok/s").arg(format::integer(*f.outputTokensPerSecond));
    else if (f.runTime)
        text[2] = format::wallTime(*f.runTime);
    if (f.itAverage)
        text[3] = StatusSummary::tr("%1 IT").arg(format::power(*f.itAverage));
    if (f.totalCost)
        text[4] = StatusSummary::tr("%1 / %2 y%3")
                      .arg(format::money(*f.totalCost, QString::fromStdString(e.state.economics.currency)))
                      .arg(e.state.economics.years)
                      .arg(f.runningCostOnly ? QStringLiteral("*") : QString());
}

} // namespace

void StatusSummary::showRecommended(const Evaluation& e, const RecommendOption& o, QStringList& text)
{
    const Accelerator* card = cardById(e.catalogue, o.cardId);
    const QString name = QString::fromStdString(card ? card->model : o.cardId);
    text[1] = e.recommendation->get().training
                  ? tr("Recommended: %1 × %2 (%3)").arg(o.gpus).arg(name, precisionLabel(o.precision))
              : o.servingLayout ? tr("Recommended: %1 × %2 (%3, %4)")
                                      .arg(o.gpus)
                                      .arg(name, precisionLabel(o.precision), RecommendationText::splitText(o, false))
                                : tr("Recommended: %1 × %2 (%3, TP%4 × %5 replicas)")
                                      .arg(o.gpus)
                                      .arg(name, precisionLabel(o.precision))
                                      .arg(o.parallel.tensor)
                                      .arg(o.replicas);
    putFigures(e, {o.outputTokensPerSecond, o.runTime, o.itAverage, o.totalCost, false}, text);
    if (o.serving && o.serving->ttftP99AtPeak && o.serving->tpotP99AtPeak)
        text[2] += tr(", P99 TTFT %1 ms / TPOT %2 ms at %3 requests/s")
                       .arg(format::significant(*o.serving->ttftP99AtPeak * 1000.0),
                            format::significant(*o.serving->tpotP99AtPeak * 1000.0),
                            format::significant(o.serving->ratePerReplicaAtPeak * o.replicas));
    if (const QString share = OptionSharesText::headlineShare(e.recommendation->get()); !share.isEmpty())
        text[4] += tr(" (%1)").arg(share);
    if (o.rented)
        text[5] = RecommendationText::siteText(e, o);
    else if (const QString site = RecommendationText::siteText(e, o); !site.isEmpty())
        text[5] = tr("at %1").arg(site);
}

void StatusSummary::showLeadingCard(const Evaluation& e, QStringList& text)
{
    const CardEvaluation* lead = leadingOption(e);
    if (!lead) {
        text[1] = tr("No selected card holds this workload");
        return;
    }
    const CardEconomics& x = lead->economics;
    const QString name = QString::fromStdString(lead->card->model);
    // Named as the selected cards' best, so that it is never read as the recommendation while that is searched.
    HeadlineFigures figures;
    if (x.inference && !x.inference->layout.tensorParallelOnly()) {
        text[1] = tr("Best selected: %1 × %2 (%3 × %4 replicas)")
                      .arg(x.gpus)
                      .arg(name, RecommendationText::servingLayoutText(x.inference->layout))
                      .arg(x.inference->replicas);
        figures.outputTokensPerSecond = x.inference->performance.outputTokensPerSecond;
    } else if (x.inference) {
        text[1] = tr("Best selected: %1 × %2 (TP%3 × %4 replicas)")
                      .arg(x.gpus)
                      .arg(name)
                      .arg(x.inference->tensorParallel)
                      .arg(x.inference->replicas);
        figures.outputTokensPerSecond = x.inference->performance.outputTokensPerSecond;
    } else {
        text[1] = tr("Best selected: %1 × %2").arg(x.gpus).arg(name);
        if (x.training)
            figures.runTime = x.training->wallTime;
    }
    if (x.power)
        figures.itAverage = x.power->itAverage;
    if (x.tco)
        figures.totalCost = x.tco->lifetimeTotal;
    figures.runningCostOnly = !x.capexKnown();
    putFigures(e, figures, text);
    QStringList fits;
    for (const FacilityFit& f : lead->rack.facilities)
        if (f.fits)
            if (const Facility* facility = e.catalogue->findFacility(f.facilityId))
                fits << QString::fromStdString(facility->name);
    if (lead->rack.server)
        text[5] = fits.isEmpty() ? tr("no facility fits") : tr("fits: %1").arg(fits.join(QStringLiteral(", ")));
}

void StatusSummary::setSearch(RecommendationSearch* search)
{
    search_ = search;
    if (search_)
        connect(search_, &RecommendationSearch::ready, this, [this](const EvaluationPtr&) {
            // Only the line's own evaluation's answer is shown, never an older search that happened to end.
            if (shown_ && shown_->recommendation && shown_->recommendation->ready())
                show(*shown_, true);
        });
}

void StatusSummary::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    if (search_) {
        shown_ = evaluation;
        const bool ready = evaluation->recommendation && evaluation->recommendation->ready();
        show(*evaluation, ready);
        if (!ready)
            search_->request(evaluation);
        return;
    }
    const bool settled = !sinceLastChange_.isValid() || sinceLastChange_.elapsed() >= kSettleMs;
    sinceLastChange_.start();
    shown_ = evaluation;
    const bool ready = evaluation->recommendation && evaluation->recommendation->ready();
    show(*evaluation, settled || ready);
    if (!settled && !ready)
        settle_->start();
}

void StatusSummary::show(const Evaluation& e, bool withRecommendation)
{
    const QString currency = QString::fromStdString(e.state.economics.currency);
    QStringList text(kFields);
    text[0] =
        tr("%1 · %2 · %3")
            .arg(QString::fromStdString(e.model.displayName.empty() ? std::string("custom") : e.model.displayName),
                 format::parameters(e.parameters.total), taskModeLabel(e.state.workload.mode));
    const ScenarioRecommendation* r = withRecommendation && e.recommendation ? &e.recommendation->get() : nullptr;
    const RecommendOption* best = r ? r->recommended() : nullptr;
    if (e.inputError) {
        text[1] = tr("Workload not valid: %1").arg(QString::fromStdString(e.inputError->describe()));
    } else if (best) {
        showRecommended(e, *best, text);
    } else if (r && !r->error) {
        // Never a configuration that cannot run: say what fails instead.
        text[1] = RecommendationText::recommendationHeadline(e);
    } else {
        showLeadingCard(e, text);
    }
    // The rule the recommended figures follow (price and PUE, users, ranking), where the figures are.
    const QString rule = best ? RecommendationRuleText::ruleLine(e) : QString();
    if (fields_[1]->toolTip() != rule)
        fields_[1]->setToolTip(rule);
    for (int i = 0; i < kFields; ++i) {
        if (fields_[i]->text() != text[i])
            fields_[i]->setText(text[i]);
        fields_[i]->setVisible(!text[i].isEmpty());
        if (separators_[i])
            separators_[i]->setVisible(!text[i].isEmpty());
    }
}

QString StatusSummary::ruleToolTip() const { return fields_[1]->toolTip(); }

QString StatusSummary::text() const
{
    QStringList parts;
    for (const QLabel* l : fields_)
        if (!l->text().isEmpty())
            parts << l->text();
    return parts.join(QStringLiteral(" | "));
}

} // namespace gputco::ui
