#include "panels/EconomicsPanelUncertainty.h"

#include "format/UncertaintyText.h"
#include "session/ScenarioEditor.h"
#include "widgets/PanelGroup.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>

#include <limits>

namespace gputco::ui {

namespace {

// Merge keys of this group's controls: a spin box's steps merge into one undo step, away from PanelBinder's keys.
constexpr int kFirstMergeKey = 16000;

QDoubleSpinBox* percentSpin(double min, double max, QWidget* parent)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(min, max);
    spin->setDecimals(1);
    spin->setSingleStep(1.0);
    spin->setSuffix(QStringLiteral(" %"));
    return spin;
}

} // namespace

EconomicsUncertaintyGroup::EconomicsUncertaintyGroup(ScenarioEditor& editor, QWidget* parent)
    : QObject(parent)
    , editor_(editor)
{
    group_ = new PanelGroup(tr("Uncertainty"), tr("Reset every range to its default"), parent);
    QFormLayout* form = group_->form();

    catalogueRanges_ = new QCheckBox(tr("Prices use the catalogue's ranges"), group_);
    catalogueRanges_->setToolTip(tr("Card and server prices use the catalogue's low and high, and the cloud price "
                                    "the spread of the card's offers, where there is one; the ranges below "
                                    "otherwise."));
    connect(catalogueRanges_, &QCheckBox::toggled, this, [this](bool on) {
        editor_.edit(tr("Change price ranges"), [on](ScenarioState& s) { s.uncertainty.catalogueRanges = on; });
    });
    form->addRow(catalogueRanges_);

    for (UncertainInput input : kAllUncertainInputs)
        addRow(input);

    samples_ = new QSpinBox(group_);
    samples_->setRange(1, kMaxUncertaintySamples);
    samples_->setSingleStep(500);
    samples_->setToolTip(tr("Possible futures drawn for the bands (1 to 100,000)"));
    connect(samples_, &QSpinBox::valueChanged, this, [this](int n) {
        editor_.edit(
            tr("Change samples"), [n](ScenarioState& s) { s.uncertainty.samples = n; },
            kFirstMergeKey + 3 * static_cast<int>(kUncertainInputCount));
    });
    form->addRow(tr("Samples"), samples_);
    seed_ = new QSpinBox(group_);
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setToolTip(tr("The same seed gives the same bands"));
    connect(seed_, &QSpinBox::valueChanged, this, [this](int seed) {
        editor_.edit(
            tr("Change seed"), [seed](ScenarioState& s) { s.uncertainty.seed = static_cast<std::uint64_t>(seed); },
            kFirstMergeKey + 3 * static_cast<int>(kUncertainInputCount) + 1);
    });
    form->addRow(tr("Seed"), seed_);

    connect(group_, &PanelGroup::resetRequested, this, [this] {
        editor_.edit(tr("Reset uncertainty"), [](ScenarioState& s) { s.uncertainty = UncertaintyState{}; });
    });
}

void EconomicsUncertaintyGroup::addRow(UncertainInput input)
{
    Row& row = rows_[indexOf(input)];
    auto* box = new QWidget(group_);
    auto* line = new QHBoxLayout(box);
    line->setContentsMargins(0, 0, 0, 0);
    row.low = percentSpin(-100.0, 0.0, box);
    row.high = percentSpin(0.0, (kMaxRangeHigh - 1.0) * 100.0, box);
    row.high->setPrefix(QStringLiteral("+"));
    row.certain = new QCheckBox(tr("certain"), box);
    const QString source = defaultRangeText(input);
    row.low->setToolTip(tr("Low end, below the typical value. %1").arg(source));
    row.high->setToolTip(tr("High end, above the typical value. %1").arg(source));
    row.certain->setToolTip(tr("Fixed: the input stays at its typical value in the bands and the tornado"));
    line->addWidget(row.low);
    line->addWidget(row.high);
    line->addWidget(row.certain);
    const int key = kFirstMergeKey + 3 * static_cast<int>(indexOf(input));
    const QString label = uncertainInputLabel(input);
    connect(row.low, &QDoubleSpinBox::valueChanged, this, [this, input, label, key](double percent) {
        editRange(input, tr("Change range: %1").arg(label), key,
                  [percent](RelativeRange& r) { r.low = 1.0 + percent / 100.0; });
    });
    connect(row.high, &QDoubleSpinBox::valueChanged, this, [this, input, label, key](double percent) {
        editRange(input, tr("Change range: %1").arg(label), key + 1,
                  [percent](RelativeRange& r) { r.high = 1.0 + percent / 100.0; });
    });
    connect(row.certain, &QCheckBox::toggled, this, [this, input, label](bool on) {
        editRange(input, tr("Change range: %1").arg(label), ScenarioEditor::kNoMerge,
                  [on](RelativeRange& r) { r.certain = on; });
    });
    group_->form()->addRow(label, box);
}

void EconomicsUncertaintyGroup::editRange(UncertainInput input, const QString& description, int mergeKey,
                                          const std::function<void(RelativeRange&)>& change)
{
    editor_.edit(
        description, [&](ScenarioState& s) { change(s.uncertainty.range(input)); }, mergeKey);
}

void EconomicsUncertaintyGroup::refresh(const ScenarioState& state)
{
    const UncertaintyState& u = state.uncertainty;
    for (UncertainInput input : kAllUncertainInputs) {
        const Row& row = rows_[indexOf(input)];
        const RelativeRange& r = u.range(input);
        const QSignalBlocker blockLow(row.low);
        const QSignalBlocker blockHigh(row.high);
        const QSignalBlocker blockCertain(row.certain);
        row.low->setValue((r.low - 1.0) * 100.0);
        row.high->setValue((r.high - 1.0) * 100.0);
        row.certain->setChecked(r.certain);
        row.low->setEnabled(!r.certain);
        row.high->setEnabled(!r.certain);
    }
    const QSignalBlocker blockCatalogue(catalogueRanges_);
    catalogueRanges_->setChecked(u.catalogueRanges);
    const QSignalBlocker blockSamples(samples_);
    samples_->setValue(u.samples);
    const QSignalBlocker blockSeed(seed_);
    seed_->setValue(static_cast<int>(std::min<std::uint64_t>(u.seed, std::numeric_limits<int>::max())));
}

} // namespace gputco::ui
