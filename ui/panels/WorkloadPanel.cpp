#include "panels/WorkloadPanel.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "model/ModelPresets.h"
#include "model/ParameterCount.h"
#include "panels/PanelBinder.h"
#include "panels/WorkloadUsersGroup.h"
#include "performance/GlobalBatchRule.h"
#include "scenario/WorkloadInputs.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "widgets/PanelGroup.h"
#include "widgets/PanelScrollArea.h"
#include "widgets/SliderSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {

using Range = SliderSpinBox::Range;
using Scale = SliderSpinBox::Scale;

QString fromStd(const std::string& s) { return QString::fromStdString(s); }

template <class Enum>
Enum enumFrom(const QVariant& v)
{
    return static_cast<Enum>(v.toInt());
}

QComboBox* precisionCombo(QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    for (Precision p : kAllPrecisions)
        combo->addItem(precisionLabel(p), static_cast<int>(p));
    return combo;
}

SliderSpinBox* slider(const Range& range, const QString& toolTip, QWidget* parent)
{
    auto* s = new SliderSpinBox(range, parent);
    s->setToolTip(toolTip);
    return s;
}

} // namespace

WorkloadPanel::WorkloadPanel(Scenario& scenario, ScenarioEditor& editor, QWidget* parent)
    : QWidget(parent)
    , scenario_(scenario)
    , editor_(editor)
    , binder_(new PanelBinder(editor, this))
{
    for (const ModelArchitecture& preset : modelPresets())
        presetParameters_[preset.id] = countParameters(preset).total;

    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(buildModelGroup());
    column->addWidget(buildShapeGroup());
    column->addWidget(buildTrainingGroup());
    column->addWidget(buildServingGroup());
    users_ = new WorkloadUsersGroup(editor_, this);
    column->addWidget(users_->group());
    column->addWidget(buildDeploymentGroup());
    column->addStretch(1);

    auto* scroll = new PanelScrollArea(content, this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(&scenario_, &Scenario::changed, this, &WorkloadPanel::refresh);
    refresh();
}

PanelGroup* WorkloadPanel::buildModelGroup()
{
    auto* group = new PanelGroup(tr("Model"), tr("Reset the model, mode and precisions to Llama-3.1-70B inference "
                                                 "in BF16"));
    QFormLayout* form = group->form();

    modelCombo_ = new QComboBox(group);
    for (const ModelArchitecture& preset : modelPresets())
        modelCombo_->addItem(fromStd(preset.displayName), fromStd(preset.id));
    modelCombo_->addItem(tr("Custom size"), QString());
    modelCombo_->setToolTip(tr("A published model (exact architecture from its configuration) or a custom model "
                               "inferred from the parameter count"));
    binder_->bindCombo(
        modelCombo_, tr("Change model"),
        [](const ScenarioState& s) { return QVariant(fromStd(s.workload.modelPresetId)); },
        [this](ScenarioState& s, const QVariant& v) {
            const std::string id = v.toString().toStdString();
            if (!s.workload.modelPresetId.empty() && id.empty())
                s.workload.customParameters = presetParameters_[s.workload.modelPresetId];
            s.workload.modelPresetId = id;
        });
    form->addRow(tr("Model"), modelCombo_);

    size_ = slider(Range{0.1, 2000.0, 2, 1.0, Scale::Logarithmic},
                   tr("Parameter count in billions. Moving it switches to a custom model of that size; memory, "
                      "compute and every cost scale with it."),
                   group);
    binder_->bindSlider(
        size_, tr("Change model size"),
        [this](const ScenarioState& s) {
            const auto it = presetParameters_.find(s.workload.modelPresetId);
            return (it != presetParameters_.end() ? it->second : s.workload.customParameters) / 1e9;
        },
        [](ScenarioState& s, double billions) {
            s.workload.modelPresetId.clear();
            s.workload.customParameters = billions * 1e9;
        });
    form->addRow(tr("Size (billion parameters)"), size_);

    modeCombo_ = new QComboBox(group);
    for (TaskMode mode : kAllTaskModes)
        modeCombo_->addItem(taskModeLabel(mode), static_cast<int>(mode));
    modeCombo_->setToolTip(tr("Training keeps gradients, optimizer states and activations; inference keeps the KV "
                              "cache. LoRA and QLoRA train small adapters on a frozen base."));
    binder_->bindCombo(
        modeCombo_, tr("Change mode"),
        [](const ScenarioState& s) { return QVariant(static_cast<int>(s.workload.mode)); },
        [](ScenarioState& s, const QVariant& v) { s.workload = withTaskMode(s.workload, enumFrom<TaskMode>(v)); });
    form->addRow(tr("Mode"), modeCombo_);

    auto* weights = precisionCombo(group);
    weights->setToolTip(tr("Storage format of the weights: bytes per parameter (INT4 and NF4 include their scales)"));
    binder_->bindCombo(
        weights, tr("Change weight precision"),
        [](const ScenarioState& s) { return QVariant(static_cast<int>(s.workload.weights)); },
        [](ScenarioState& s, const QVariant& v) { s.workload.weights = enumFrom<Precision>(v); });
    form->addRow(tr("Weights"), weights);

    kvCombo_ = precisionCombo(group);
    kvCombo_->setToolTip(tr("Format of the inference KV cache: bytes per cached key and value element"));
    binder_->bindCombo(
        kvCombo_, tr("Change KV cache precision"),
        [](const ScenarioState& s) { return QVariant(static_cast<int>(s.workload.kvCache)); },
        [](ScenarioState& s, const QVariant& v) { s.workload.kvCache = enumFrom<Precision>(v); });
    form->addRow(tr("KV cache"), kvCombo_);

    connect(group, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset model"), [](WorkloadState& w) {
            const WorkloadState d;
            w.modelPresetId = d.modelPresetId;
            w.customParameters = d.customParameters;
            w.mode = d.mode;
            w.weights = d.weights;
            w.kvCache = d.kvCache;
        });
    });
    return group;
}

PanelGroup* WorkloadPanel::buildShapeGroup()
{
    auto* group = new PanelGroup(tr("Sequences"), tr("Reset context length to 8,192 tokens, concurrency to 32 and "
                                                     "micro-batch to 1"));
    QFormLayout* form = group->form();

    context_ =
        slider(Range{128, 1048576, 0, 1024, Scale::Logarithmic},
               tr("Tokens per sequence (prompt plus output). The KV cache and activations grow with it."), group);
    binder_->bindSlider(
        context_, tr("Change context length"), [](const ScenarioState& s) { return s.workload.contextTokens; },
        [](ScenarioState& s, double v) { s.workload.contextTokens = static_cast<int>(v); });
    form->addRow(tr("Context (tokens)"), context_);

    // One slider for the current mode's own batch: inference and training keep theirs when the mode switches.
    batch_ = slider(Range{1, 4096, 0, 1, Scale::Logarithmic}, QString(), group);
    binder_->bindSlider(
        batch_, tr("Change batch or concurrency"), [](const ScenarioState& s) { return batchForMode(s.workload); },
        [](ScenarioState& s, double v) { setBatchForMode(s.workload, static_cast<int>(v)); });
    batchLabel_ = new QLabel(group);
    form->addRow(batchLabel_, batch_);

    connect(group, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset sequences"), [](WorkloadState& w) {
            const WorkloadState d;
            w.contextTokens = d.contextTokens;
            w.concurrency = d.concurrency;
            w.microBatch = d.microBatch;
        });
    });
    return group;
}

PanelGroup* WorkloadPanel::buildTrainingGroup()
{
    training_ = new PanelGroup(tr("Training"), tr("Reset optimizer, ZeRO stage, tokens, global batch and MFU"));
    QFormLayout* form = training_->form();

    auto* optimizer = new QComboBox(training_);
    for (Optimizer o : {Optimizer::AdamW, Optimizer::Adam8bit, Optimizer::Sgd, Optimizer::Adafactor})
        optimizer->addItem(optimizerLabel(o), static_cast<int>(o));
    optimizer->setToolTip(tr("Optimizer states per trainable parameter: AdamW keeps FP32 master weights, momentum "
                             "and variance (12 bytes)"));
    binder_->bindCombo(
        optimizer, tr("Change optimizer"),
        [](const ScenarioState& s) { return QVariant(static_cast<int>(s.workload.optimizer)); },
        [](ScenarioState& s, const QVariant& v) { s.workload.optimizer = enumFrom<Optimizer>(v); });
    form->addRow(tr("Optimizer"), optimizer);

    auto* zero = new QComboBox(training_);
    zero->addItem(tr("0: no sharding"), 0);
    zero->addItem(tr("1: shard optimizer states"), 1);
    zero->addItem(tr("2: + gradients"), 2);
    zero->addItem(tr("3: + weights"), 3);
    zero->setToolTip(tr("ZeRO (Rajbhandari et al. 2020) divides model states over the data-parallel GPUs"));
    binder_->bindCombo(
        zero, tr("Change ZeRO stage"), [](const ScenarioState& s) { return QVariant(s.workload.zeroStage); },
        [](ScenarioState& s, const QVariant& v) { s.workload.zeroStage = v.toInt(); });
    form->addRow(tr("ZeRO stage"), zero);

    // The slider shows the tokens the run uses: the user's, or the mode's default (core trainingTokensFor) while the
    // box below is ticked; moving it sets the user's own count.
    tokens_ = slider(Range{0.001, 100000, 3, 1, Scale::Logarithmic},
                     tr("Tokens the whole run processes, in billions: sets training time, energy and cost"), training_);
    binder_->bindSlider(
        tokens_, tr("Change training tokens"),
        [this](const ScenarioState& s) {
            return trainingTokensFor(s.workload, countParameters(modelFor(s.workload, catalogueModels_)).total) / 1e9;
        },
        [](ScenarioState& s, double v) { s.workload.trainingTokens = v * 1e9; });
    form->addRow(tr("Training tokens (billions)"), tokens_);
    tokensDefault_ = new QCheckBox(tr("Use the mode's default"), training_);
    connect(tokensDefault_, &QCheckBox::toggled, this, [this](bool on) {
        const double shown = tokens_->value() * 1e9;
        editor_.editWorkload(on ? tr("Use the mode's training tokens") : tr("Set training tokens"),
                             [on, shown](WorkloadState& w) { w.trainingTokens = on ? 0.0 : shown; });
    });
    form->addRow(tokensDefault_);
    tokensDefaultNote_ = new QLabel(training_);
    tokensDefaultNote_->setWordWrap(true);
    tokensDefaultNote_->setIndent(20); // under the box's text, past its indicator
    form->addRow(tokensDefaultNote_);

    // Millions of tokens (10^6) per optimizer step; 0 leaves it to core's rule, whose value the spin box shows.
    globalBatch_ = slider(Range{0, 1024, 2, 1, Scale::Linear},
                          tr("Tokens per optimizer step, in millions (sequences x context). Auto follows the "
                             "published runs: max(4 Mi, 1,024 per GPU), at most 64 Mi tokens. The layout search "
                             "splits it into micro-batches."),
                          training_);
    binder_->bindSlider(
        globalBatch_, tr("Change global batch"),
        [](const ScenarioState& s) { return s.workload.globalBatchTokens / 1e6; },
        [](ScenarioState& s, double v) { s.workload.globalBatchTokens = v * 1e6; });
    form->addRow(tr("Global batch (M tokens)"), globalBatch_);

    auto* mfu = slider(Range{0, 90, 0, 1, Scale::Linear},
                       tr("Model FLOPs utilisation: the share of the card's dense peak a training run achieves. "
                          "Auto uses core's default for each card family and models communication itself."),
                       training_);
    mfu->spinBox()->setSpecialValueText(tr("auto"));
    binder_->bindSlider(
        mfu, tr("Change MFU"), [](const ScenarioState& s) { return s.workload.mfu * 100.0; },
        [](ScenarioState& s, double v) { s.workload.mfu = v / 100.0; });
    form->addRow(tr("MFU (%)"), mfu);

    connect(training_, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset training"), [](WorkloadState& w) {
            const WorkloadState d;
            w.optimizer = d.optimizer;
            w.zeroStage = d.zeroStage;
            w.trainingTokens = d.trainingTokens;
            w.globalBatchTokens = d.globalBatchTokens;
            w.mfu = d.mfu;
        });
    });
    return training_;
}

PanelGroup* WorkloadPanel::buildServingGroup()
{
    serving_ = new PanelGroup(tr("Serving targets"), tr("Reset throughput and latency targets"));
    QFormLayout* form = serving_->form();

    auto* throughput = slider(Range{1, 1000000, 0, 100, Scale::Logarithmic},
                              tr("Output tokens per second the whole service must deliver: sets how many replicas "
                                 "are needed"),
                              serving_);
    binder_->bindSlider(
        throughput, tr("Change target throughput"),
        [](const ScenarioState& s) { return s.workload.targetTokensPerSecond; },
        [](ScenarioState& s, double v) { s.workload.targetTokensPerSecond = v; });
    form->addRow(tr("Throughput (tokens/s)"), throughput);

    auto* output = slider(Range{1, 32768, 0, 64, Scale::Logarithmic},
                          tr("Tokens generated per request; the rest of the context is the prompt. Sets the split "
                             "between prefill and decode."),
                          serving_);
    binder_->bindSlider(
        output, tr("Change output tokens"), [](const ScenarioState& s) { return s.workload.outputTokens; },
        [](ScenarioState& s, double v) { s.workload.outputTokens = static_cast<int>(v); });
    form->addRow(tr("Output per request (tokens)"), output);

    auto* latency =
        slider(Range{1, 5000, 0, 5, Scale::Logarithmic},
               tr("Longest acceptable time per output token; cards slower than this are ruled out"), serving_);
    binder_->bindSlider(
        latency, tr("Change target latency"), [](const ScenarioState& s) { return s.workload.targetLatencyMs; },
        [](ScenarioState& s, double v) { s.workload.targetLatencyMs = v; });
    form->addRow(tr("Latency per token (ms)"), latency);

    connect(serving_, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset serving targets"), [](WorkloadState& w) {
            const WorkloadState d;
            w.targetTokensPerSecond = d.targetTokensPerSecond;
            w.targetLatencyMs = d.targetLatencyMs;
            w.outputTokens = d.outputTokens;
        });
    });
    return serving_;
}

PanelGroup* WorkloadPanel::buildDeploymentGroup()
{
    auto* group = new PanelGroup(tr("Deployment"), tr("Reset GPU count and utilisation"));
    QFormLayout* form = group->form();

    gpus_ = slider(Range{1, 100000, 0, 1, Scale::Logarithmic},
                   tr("Training: GPUs in the cluster; sets capital cost, power, racks and training time. Inference "
                      "deployments are sized to the serving targets instead."),
                   group);
    binder_->bindSlider(
        gpus_, tr("Change GPU count"), [](const ScenarioState& s) { return s.workload.gpuCount; },
        [](ScenarioState& s, double v) { s.workload.gpuCount = static_cast<int>(v); });
    form->addRow(tr("GPUs"), gpus_);

    auto* utilisation = slider(Range{1, 100, 0, 5, Scale::Linear},
                               tr("Share of the hours the cards do useful work: spreads the fixed costs over fewer "
                                  "GPU-hours or tokens"),
                               group);
    binder_->bindSlider(
        utilisation, tr("Change utilisation"), [](const ScenarioState& s) { return s.workload.utilisation * 100.0; },
        [](ScenarioState& s, double v) { s.workload.utilisation = v / 100.0; });
    form->addRow(tr("Utilisation (%)"), utilisation);

    connect(group, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset deployment"), [](WorkloadState& w) {
            const WorkloadState d;
            w.gpuCount = d.gpuCount;
            w.utilisation = d.utilisation;
        });
    });
    return group;
}

void WorkloadPanel::setCatalogueModels(std::vector<ModelArchitecture> models)
{
    catalogueModels_ = std::move(models);
    refreshModelList();
}

void WorkloadPanel::refreshModelList()
{
    // The catalogue's own models (an imported config.json) sit between the presets and "Custom size"; they change
    // when the catalogue does, so the list is brought up to date before the binder selects the scenario's model.
    const std::vector<ModelArchitecture>& own = catalogueModels_;
    QStringList wanted;
    for (const ModelArchitecture& model : own)
        if (!findModelPreset(model.id))
            wanted << fromStd(model.id);
    const int first = static_cast<int>(modelPresets().size());
    const int custom = modelCombo_->count() - 1;
    QStringList present;
    for (int i = first; i < custom; ++i)
        present << modelCombo_->itemData(i).toString();
    if (present == wanted)
        return;
    {
        const QSignalBlocker blocker(modelCombo_);
        for (int i = custom - 1; i >= first; --i)
            modelCombo_->removeItem(i);
        int at = first;
        for (const ModelArchitecture& model : own) {
            if (findModelPreset(model.id))
                continue;
            modelCombo_->insertItem(at++, fromStd(model.displayName), fromStd(model.id));
            presetParameters_[model.id] = countParameters(model).total;
        }
    }
    binder_->refresh(scenario_.state());
}

void WorkloadPanel::refresh()
{
    const ScenarioState& s = scenario_.state();
    refreshModelList();
    binder_->refresh(s);
    const bool inference = s.workload.mode == TaskMode::Inference;
    batchLabel_->setText(inference ? tr("Concurrent sequences") : tr("Micro-batch per GPU (sequences)"));
    batch_->setToolTip(inference ? tr("Sequences served at once (KV cache per sequence); kept apart from the "
                                      "training micro-batch")
                                 : tr("Sequences per micro-batch per GPU (activations), 1 is common with pipeline "
                                      "parallelism; kept apart from the inference concurrency"));
    // Auto shows what the rule gives for this cluster (core GlobalBatchRule.h).
    globalBatch_->spinBox()->setSpecialValueText(
        tr("auto: %1").arg(format::significant(defaultGlobalBatchTokens(s.workload.gpuCount) / 1e6)));
    kvCombo_->setEnabled(inference);
    training_->setEnabled(!inference);
    serving_->setEnabled(inference);
    users_->refresh(s);
    users_->group()->setEnabled(inference);
    {
        // The control says what its default is: a fine-tuning set, or Chinchilla's 20 tokens per parameter.
        const QSignalBlocker block(tokensDefault_);
        tokensDefault_->setChecked(s.workload.trainingTokens <= 0.0);
        const double fallback =
            defaultTrainingTokens(s.workload.mode, countParameters(modelFor(s.workload, catalogueModels_)).total);
        if (s.workload.mode == TaskMode::PreTraining)
            tokensDefaultNote_->setText(
                tr("Default: 20 tokens per parameter (Chinchilla), %1").arg(format::tokens(fallback)));
        else if (s.workload.mode == TaskMode::Inference) // no run: say both defaults
            tokensDefaultNote_->setText(tr("Default by mode: 20 per parameter to pre-train, %1 to fine-tune")
                                            .arg(format::tokens(kFineTuneDefaultTokens)));
        else
            tokensDefaultNote_->setText(tr("Default: a fine-tuning set of %1 tokens").arg(format::tokens(fallback)));
        tokensDefault_->setToolTip(
            tr("Pre-training: 20 tokens per parameter, the compute-optimal ratio of Hoffmann et al. 2022 "
               "(\"Chinchilla\"). Full fine-tuning, LoRA and QLoRA: about 100 million tokens, a typical "
               "instruction or domain set (an assumption: give your own count)."));
        tokensDefaultNote_->setToolTip(tokensDefault_->toolTip());
    }
    gpus_->setEnabled(!inference);
}

} // namespace gputco::ui
