#include "panels/ConstraintsPanel.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "panels/ConstraintsFacilityGroup.h"
#include "panels/ServingTargetsGroup.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "widgets/OptionalNumberEdit.h"
#include "widgets/PanelGroup.h"
#include "widgets/PanelScrollArea.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco::ui {

namespace {

namespace range = constraintRanges;

// The weights formats a user may restrict the search to; none ticked: the recommender's list for the mode.
constexpr Precision kSearchable[] = {Precision::BF16, Precision::FP16, Precision::FP8, Precision::INT8,
                                     Precision::INT4};
constexpr RankMetric kRankMetrics[] = {RankMetric::TotalCost, RankMetric::CostPerMillionTokens, RankMetric::CostPerRun};
constexpr Ownership kOwnerships[] = {Ownership::Owned, Ownership::Rented, Ownership::Either};
constexpr double kHoursPerDay = 24.0;
constexpr int kDefaultMaxGpus = 4096; // RecommendSearch::maxGpus

QString rankMetricLabel(RankMetric metric)
{
    switch (metric) {
    case RankMetric::TotalCost: return ConstraintsPanel::tr("Total cost");
    case RankMetric::CostPerMillionTokens: return ConstraintsPanel::tr("Cost per million tokens (inference)");
    case RankMetric::CostPerRun: return ConstraintsPanel::tr("Cost per run (training)");
    }
    return {};
}

QString ownershipLabel(Ownership ownership)
{
    switch (ownership) {
    case Ownership::Owned: return ConstraintsPanel::tr("Buy and host");
    case Ownership::Rented: return ConstraintsPanel::tr("Rent (cloud)");
    case Ownership::Either: return ConstraintsPanel::tr("Either");
    }
    return {};
}

} // namespace

void narrow(QComboBox* combo)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
}

namespace {

bool rankFitsMode(RankMetric metric, bool training)
{
    return metric == RankMetric::TotalCost || (metric == RankMetric::CostPerRun) == training;
}

} // namespace

ConstraintsPanel::ConstraintsPanel(Scenario& scenario, ScenarioEditor& editor, QWidget* parent)
    : QWidget(parent)
    , scenario_(scenario)
    , editor_(editor)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildLimitsGroup());
    serving_ = new ServingTargetsGroup(
        [this](const QString& description, const std::function<void(ScenarioConstraints&)>& change) {
            editConstraints(description, change);
        },
        content);
    connect(serving_, &ServingTargetsGroup::problemFound, this, &ConstraintsPanel::showProblem);
    layout->addWidget(serving_->group());
    layout->addWidget(buildSearchGroup());
    facility_ = new ConstraintsFacilityGroup(
        [this](const QString& description, const std::function<void(ScenarioConstraints&)>& change) {
            editConstraints(description, change);
        },
        content);
    connect(facility_, &ConstraintsFacilityGroup::problemFound, this, &ConstraintsPanel::showProblem);
    layout->addWidget(facility_->group());
    problem_ = new QLabel(content);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->hide();
    layout->addWidget(problem_);
    layout->addStretch(1);

    auto* scroll = new PanelScrollArea(content, this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(&scenario_, &Scenario::changed, this, &ConstraintsPanel::refresh);
    refresh();
}

OptionalNumberEdit* ConstraintsPanel::addNumber(QFormLayout* form, const QString& label, const QString& toolTip,
                                                const ConstraintRange& range, bool integer)
{
    auto* edit = new OptionalNumberEdit({label, range.min, range.max, integer});
    edit->setToolTip(toolTip);
    connect(edit, &OptionalNumberEdit::problemFound, this, &ConstraintsPanel::showProblem);
    form->addRow(label, edit);
    return edit;
}

PanelGroup* ConstraintsPanel::buildLimitsGroup()
{
    auto* group = new PanelGroup(tr("Targets and limits"), tr("Remove every target and limit of the recommendation"));
    limitsForm_ = group->form();

    budget_ = addNumber(limitsForm_, tr("Budget"),
                        tr("The most an option may cost over the period (total cost of ownership, in the scenario's "
                           "currency). Empty: no budget."),
                        range::kBudget, false);
    budgetLabel_ = qobject_cast<QLabel*>(limitsForm_->labelForField(budget_));
    connect(budget_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        editConstraints(v ? tr("Change budget") : tr("Remove budget"), [v](ScenarioConstraints& c) { c.budget = v; });
    });

    maxTpot_ = addNumber(limitsForm_, tr("Time per output token at most (ms)"),
                         tr("Inference: the slowest acceptable time per generated token. Empty: the workload's "
                            "latency target."),
                         range::kMaxTpotMs, false);
    connect(maxTpot_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        editConstraints(tr("Change latency limit"), [v](ScenarioConstraints& c) { c.maxTpotMs = v; });
    });

    maxTtft_ = addNumber(limitsForm_, tr("Time to first token at most (ms)"),
                         tr("Inference: the longest acceptable wait for the first token of a reply (the prompt's "
                            "prefill). Empty: no limit."),
                         range::kMaxTtftMs, false);
    connect(maxTtft_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        editConstraints(tr("Change time-to-first-token limit"), [v](ScenarioConstraints& c) { c.maxTtftMs = v; });
    });

    throughput_ = addNumber(limitsForm_, tr("Throughput at least (tokens/s)"),
                            tr("Inference: output tokens per second the whole deployment must deliver. Empty: the "
                               "workload's throughput target."),
                            range::kOutputTokensPerSecond, false);
    connect(throughput_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        editConstraints(tr("Change throughput target"), [v](ScenarioConstraints& c) { c.outputTokensPerSecond = v; });
    });

    deadlineRow_ = new QWidget;
    deadline_ = new OptionalNumberEdit({tr("Training deadline"), range::kTrainingDeadlineHours.min / kHoursPerDay,
                                        range::kTrainingDeadlineHours.max / kHoursPerDay, false},
                                       deadlineRow_);
    deadline_->setToolTip(tr("Training: the longest acceptable wall time of the whole run. Empty: no deadline."));
    deadlineUnit_ = new QComboBox(deadlineRow_);
    deadlineUnit_->addItem(tr("days"), kHoursPerDay);
    deadlineUnit_->addItem(tr("hours"), 1.0);
    deadlineUnit_->setToolTip(tr("The unit the deadline is typed in (the file keeps hours)"));
    auto* row = new QHBoxLayout(deadlineRow_);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(deadline_, 1);
    row->addWidget(deadlineUnit_);
    limitsForm_->addRow(tr("Training deadline"), deadlineRow_);
    connect(deadline_, &OptionalNumberEdit::problemFound, this, &ConstraintsPanel::showProblem);
    connect(deadline_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        const std::optional<double> hours = v ? std::optional<double>(*v * deadlineUnitHours()) : std::nullopt;
        editConstraints(v ? tr("Change training deadline") : tr("Remove training deadline"),
                        [hours](ScenarioConstraints& c) { c.trainingDeadlineHours = hours; });
    });
    connect(deadlineUnit_, &QComboBox::activated, this, [this] { refresh(); });

    maxGpus_ = addNumber(limitsForm_, tr("GPUs at most"),
                         tr("The largest deployment the search may propose. Empty: up to %1 GPUs.")
                             .arg(format::integer(kDefaultMaxGpus)),
                         range::kMaxGpus, true);
    connect(maxGpus_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        const std::optional<int> gpus = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
        editConstraints(tr("Change GPU limit"), [gpus](ScenarioConstraints& c) { c.maxGpus = gpus; });
    });

    maxRacks_ = addNumber(limitsForm_, tr("Racks at most"),
                          tr("Owned options: the most racks the facility may plan for the deployment (your cage or "
                             "contract). A rented option uses the provider's racks. Empty: no limit."),
                          range::kMaxRacks, true);
    connect(maxRacks_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        const std::optional<int> racks = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
        editConstraints(tr("Change rack limit"), [racks](ScenarioConstraints& c) { c.maxRacks = racks; });
    });

    maxItPower_ = addNumber(limitsForm_, tr("IT power at most (kW)"),
                            tr("Owned options: the most IT power the deployment may draw at its peak (servers × "
                               "system maximum, kW), e.g. the power contracted at the site. Empty: no limit."),
                            range::kMaxItPowerKw, false);
    connect(maxItPower_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        editConstraints(tr("Change IT power limit"), [v](ScenarioConstraints& c) { c.maxItPowerKw = v; });
    });

    connect(group, &PanelGroup::resetRequested, this, [this] {
        editConstraints(tr("Remove targets and limits"), [](ScenarioConstraints& c) {
            c.budget.reset();
            c.maxTpotMs.reset();
            c.maxTtftMs.reset();
            c.outputTokensPerSecond.reset();
            c.requestsPerSecond.reset();
            c.trainingDeadlineHours.reset();
            c.maxGpus.reset();
            c.maxRacks.reset();
            c.maxItPowerKw.reset();
        });
    });
    return group;
}

PanelGroup* ConstraintsPanel::buildSearchGroup()
{
    auto* group =
        new PanelGroup(tr("Search and ranking"),
                       tr("Search every precision and rank by the mode's default (training: the run's cost)"));
    QFormLayout* form = group->form();

    auto* ticks = new QWidget(group);
    // Three a row: five in one row would set the dock's minimum width (and Chinese labels are wider).
    auto* tickRow = new QGridLayout(ticks);
    tickRow->setContentsMargins(0, 0, 0, 0);
    int tick = 0;
    for (Precision p : kSearchable) {
        auto* box = new QCheckBox(precisionLabel(p), ticks);
        box->setToolTip(tr("Search %1 weights. None ticked: BF16, FP8, INT8 and INT4 for inference, BF16 and FP8 "
                           "for training.")
                            .arg(precisionLabel(p)));
        connect(box, &QCheckBox::toggled, this, [this, p](bool on) {
            editConstraints(tr("Change precisions searched"), [p, on](ScenarioConstraints& c) {
                std::vector<Precision> next;
                for (Precision q : kSearchable)
                    if (q == p ? on : std::find(c.precisions.begin(), c.precisions.end(), q) != c.precisions.end())
                        next.push_back(q);
                c.precisions = next;
            });
        });
        precisions_.push_back({box, p});
        tickRow->addWidget(box, tick / 3, tick % 3);
        ++tick;
    }
    form->addRow(tr("Precisions"), ticks);

    rank_ = new QComboBox(group);
    narrow(rank_);
    for (RankMetric m : kRankMetrics)
        rank_->addItem(rankMetricLabel(m), QString::fromUtf8(rankMetricName(m).data()));
    rank_->setToolTip(tr("What the ranked options are sorted by: the total cost over the period, the cost per "
                         "million output tokens (inference) or the cost of one training run. Training ranks by the "
                         "run's cost (owned or rented) unless you choose the total cost of owning the hardware."));
    connect(rank_, &QComboBox::activated, this, [this](int index) {
        const auto metric = parseRankMetric(rank_->itemData(index).toString().toStdString());
        const RankMetric byDefault = defaultRankMetric(isTrainingTask(scenario_.state().workload.mode));
        editConstraints(tr("Change ranking"), [metric, byDefault](ScenarioConstraints& c) {
            // The mode's default (training: the run's cost; serving: total cost) keeps no key in the file.
            c.rankBy = metric == byDefault ? std::nullopt : metric;
        });
    });
    form->addRow(tr("Rank by"), rank_);

    ownership_ = new QComboBox(group);
    narrow(ownership_);
    for (Ownership o : kOwnerships)
        ownership_->addItem(ownershipLabel(o), QString::fromUtf8(ownershipName(o).data()));
    ownership_->setToolTip(tr("Buy the GPUs and host them in a facility, rent them at the cloud offer and term the "
                              "Economics panel compares with, or rank both together"));
    connect(ownership_, &QComboBox::activated, this, [this](int index) {
        const auto ownership = parseOwnership(ownership_->itemData(index).toString().toStdString());
        editConstraints(tr("Change own or rent"), [ownership](ScenarioConstraints& c) {
            // Owned is the default: the file keeps no key for it.
            c.ownership = ownership == Ownership::Owned ? std::nullopt : ownership;
        });
    });
    form->addRow(tr("Own or rent"), ownership_);
    consumerCards_ = new QCheckBox(tr("Allow owning consumer cards"), group);
    consumerCards_->setToolTip(tr("Consumer cards (GeForce) are not licensed for datacentre deployment (NVIDIA's "
                                  "GeForce driver licence, section 2.1.3): owning them is left out unless ticked. "
                                  "Renting them stays, under the provider's licence."));
    connect(consumerCards_, &QCheckBox::toggled, this, [this](bool on) {
        editConstraints(on ? tr("Allow owning consumer cards") : tr("Leave out owning consumer cards"),
                        [on](ScenarioConstraints& c) { c.allowConsumerCards = on; });
    });
    form->addRow(consumerCards_);
    exportControlled_ = new QCheckBox(tr("Allow export-controlled cards"), group);
    exportControlled_->setToolTip(
        tr("Cards under US export controls (EAR ECCN 3A090: H100, H200, B200, MI300X, MI350X, Gaudi 3 and others) "
           "need a licence to be sent to China, Hong Kong or Macau: owning one in a facility there, or renting one "
           "from a cloud offer located there, is left out unless ticked. Renting one from an offer elsewhere stays."));
    connect(exportControlled_, &QCheckBox::toggled, this, [this](bool on) {
        editConstraints(on ? tr("Allow export-controlled cards") : tr("Leave out export-controlled cards"),
                        [on](ScenarioConstraints& c) { c.allowExportControlled = on; });
    });
    form->addRow(exportControlled_);
    buyerCountry_ = new QComboBox(group);
    buyerCountry_->addItem(tr("Not stated"), QString());
    // The destinations the shipped controls list, then the sites' own countries; a file's other code is added on
    // refresh. Only whether the country is listed by a card's control matters.
    for (const auto& [code, name] :
         {std::pair{"CN", tr("China")}, std::pair{"HK", tr("Hong Kong")}, std::pair{"MO", tr("Macau")},
          std::pair{"US", tr("United States")}, std::pair{"SG", tr("Singapore")}, std::pair{"JP", tr("Japan")},
          std::pair{"DE", tr("Germany")}, std::pair{"GB", tr("United Kingdom")}})
        buyerCountry_->addItem(tr("%1 (%2)").arg(name, QLatin1String(code)), QLatin1String(code));
    buyerCountry_->setToolTip(
        tr("Where the buyer, or its ultimate parent, is headquartered. The 2023 US rule also requires the licence "
           "for a buyer headquartered in China, Hong Kong or Macau wherever the card is installed: owning an "
           "export-controlled card is then left out at every site, a US one included. Renting is judged by where "
           "the offer is. Not stated: only the site's country is checked."));
    connect(buyerCountry_, &QComboBox::activated, this, [this](int index) {
        const std::string code = buyerCountry_->itemData(index).toString().toStdString();
        editConstraints(tr("Change the buyer's headquarters"),
                        [code](ScenarioConstraints& c) { c.buyerCountry = code; });
    });
    form->addRow(tr("Buyer headquarters"), buyerCountry_);
    rankNote_ = new QLabel(group);
    rankNote_->setWordWrap(true);
    rankNote_->setStyleSheet(QStringLiteral("color: #b00020"));
    rankNote_->hide();
    form->addRow(rankNote_);

    connect(group, &PanelGroup::resetRequested, this, [this] {
        editConstraints(tr("Reset search and ranking"), [](ScenarioConstraints& c) {
            c.precisions.clear();
            c.rankBy.reset();
            c.ownership.reset();
            c.allowConsumerCards = false;
            c.allowExportControlled = false;
            c.buyerCountry.clear();
        });
    });
    return group;
}

QCheckBox* ConstraintsPanel::precisionBox(Precision precision) const
{
    for (const auto& [box, p] : precisions_)
        if (p == precision)
            return box;
    return nullptr;
}

QString ConstraintsPanel::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

QString ConstraintsPanel::rankNote() const { return rankNote_->isHidden() ? QString() : rankNote_->text(); }

void ConstraintsPanel::editConstraints(const QString& description,
                                       const std::function<void(ScenarioConstraints&)>& change)
{
    editor_.edit(description, [&change](ScenarioState& s) { change(s.constraints); });
}

void ConstraintsPanel::showProblem(const QString& message)
{
    problem_->setText(message.isEmpty() ? QString() : tr("Not applied: %1").arg(message));
    problem_->setVisible(!message.isEmpty());
}

double ConstraintsPanel::deadlineUnitHours() const { return deadlineUnit_->currentData().toDouble(); }

void ConstraintsPanel::refresh()
{
    const ScenarioState& s = scenario_.state();
    const ScenarioConstraints& c = s.constraints;
    const bool training = isTrainingTask(s.workload.mode);

    budgetLabel_->setText(
        tr("Budget (%1 over %2 years)").arg(QString::fromStdString(s.economics.currency)).arg(s.economics.years));
    budget_->setPlaceholderText(tr("no budget"));
    budget_->setValue(c.budget);
    maxTpot_->setPlaceholderText(tr("workload: %1 ms").arg(format::significant(s.workload.targetLatencyMs)));
    maxTpot_->setValue(c.maxTpotMs);
    maxTtft_->setPlaceholderText(tr("no limit"));
    maxTtft_->setValue(c.maxTtftMs);
    throughput_->setPlaceholderText(tr("the workload's %1").arg(format::integer(s.workload.targetTokensPerSecond)));
    throughput_->setValue(c.outputTokensPerSecond);
    const double unit = deadlineUnitHours();
    deadline_->setRange(range::kTrainingDeadlineHours.min / unit, range::kTrainingDeadlineHours.max / unit);
    deadline_->setPlaceholderText(tr("none: runs over a year are left out"));
    deadline_->setValue(c.trainingDeadlineHours ? std::optional<double>(*c.trainingDeadlineHours / unit)
                                                : std::nullopt);
    maxGpus_->setPlaceholderText(format::integer(kDefaultMaxGpus));
    maxGpus_->setValue(c.maxGpus ? std::optional<double>(*c.maxGpus) : std::nullopt);
    maxRacks_->setPlaceholderText(tr("no limit"));
    maxRacks_->setValue(c.maxRacks ? std::optional<double>(*c.maxRacks) : std::nullopt);
    maxItPower_->setPlaceholderText(tr("no limit"));
    maxItPower_->setValue(c.maxItPowerKw);

    // Each mode shows the limits its search reads.
    for (QWidget* inferenceOnly : std::initializer_list<QWidget*>{maxTpot_, maxTtft_, throughput_})
        limitsForm_->setRowVisible(inferenceOnly, !training);
    limitsForm_->setRowVisible(deadlineRow_, training);

    for (const auto& [box, p] : precisions_) {
        const QSignalBlocker block(box);
        box->setChecked(std::find(c.precisions.begin(), c.precisions.end(), p) != c.precisions.end());
    }
    if (auto* items = qobject_cast<QStandardItemModel*>(rank_->model()))
        for (int i = 0; i < rank_->count(); ++i)
            if (const auto m = parseRankMetric(rank_->itemData(i).toString().toStdString()))
                items->item(i)->setEnabled(rankFitsMode(*m, training));
    const QSignalBlocker block(rank_);
    const RankMetric rankBy = c.rankBy.value_or(defaultRankMetric(training));
    rank_->setCurrentIndex(rank_->findData(QString::fromUtf8(rankMetricName(rankBy).data())));
    {
        const QSignalBlocker blockOwnership(ownership_);
        const Ownership ownership = c.ownership.value_or(Ownership::Owned);
        ownership_->setCurrentIndex(ownership_->findData(QString::fromUtf8(ownershipName(ownership).data())));
    }
    {
        const QSignalBlocker blockConsumer(consumerCards_);
        consumerCards_->setChecked(c.allowConsumerCards);
        const QSignalBlocker blockExport(exportControlled_);
        exportControlled_->setChecked(c.allowExportControlled);
        const QSignalBlocker blockBuyer(buyerCountry_);
        const QString buyer = QString::fromStdString(c.buyerCountry);
        if (buyerCountry_->findData(buyer) < 0)
            buyerCountry_->addItem(buyer, buyer); // a code from a file that the list does not name
        buyerCountry_->setCurrentIndex(buyerCountry_->findData(buyer));
    }
    facility_->refresh(c);
    serving_->refresh(c);
    serving_->group()->setVisible(!training); // the simulation serves requests; training has none
    // A file (or a mode switch) can leave a ranking the mode does not have: the search refuses it, say how to fix it.
    rankNote_->setVisible(!rankFitsMode(rankBy, training));
    rankNote_->setText(tr("%1 does not rank this mode: choose total cost or %2")
                           .arg(rankMetricLabel(rankBy),
                                rankMetricLabel(training ? RankMetric::CostPerRun : RankMetric::CostPerMillionTokens)));
}

} // namespace gputco::ui
