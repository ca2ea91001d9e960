#include "UiTestSupport.h"

#include "memory/MemoryEstimator.h"
#include "model/ModelPresets.h"
#include "panels/WorkloadPanel.h"
#include "panels/WorkloadUsersGroup.h"
#include "scenario/WorkloadInputs.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "widgets/SliderSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSlider>
#include <QUndoStack>

#include <QLabel>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

struct Fixture {
    Fixture()
        : session(test::sampleCatalogue())
    {
        ScenarioState state;
        state.selectedCardIds = {"h100-sxm-80gb", "h200-sxm-141gb", "mi300x"};
        session.editor().resetTo(state);
    }
    ScenarioSession session;
};

// Core's memory per GPU for the card's chosen split under the session's current workload.
MemoryBreakdown coreMemory(const ScenarioSession& session, const char* cardId)
{
    const EvaluationPtr& e = session.evaluation().current();
    MemoryInputs in = memoryInputsFor(e->state.workload);
    in.parallel = e->find(cardId)->fit.parallel;
    const auto estimate = estimateMemory(modelFor(e->state.workload, e->catalogue->models), in);
    REQUIRE(estimate);
    return estimate->perGpu;
}

} // namespace

TEST_CASE("Typing a context length changes the evaluation's KV cache as core computes it", "[panel]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    const double before = f.session.evaluation().current()->find("h200-sxm-141gb")->fit.perGpu.kvCache.inBytes();

    panel.contextSlider()->spinBox()->setValue(16384);
    CHECK(f.session.scenario().state().workload.contextTokens == 16384);

    const CardEvaluation* h200 = f.session.evaluation().current()->find("h200-sxm-141gb");
    CHECK(h200->fit.perGpu.kvCache.inBytes() == coreMemory(f.session, "h200-sxm-141gb").kvCache.inBytes());
    CHECK(h200->fit.perGpu.kvCache.inBytes() > before);
    CHECK(f.session.undoStack().count() == 1);
}

TEST_CASE("Dragging a slider is one undo step: its value follows the logarithmic scale", "[panel]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    QSlider* slider = panel.batchSlider()->slider();

    slider->setSliderDown(true);
    for (int position : {500, 600, 700, 1000})
        slider->setValue(position);
    slider->setSliderDown(false); // emits sliderReleased
    CHECK(f.session.undoStack().count() == 1);
    // The right end of the 1..4096 scale.
    CHECK(f.session.scenario().state().workload.concurrency == 4096);
    // Halfway along a 1..4096 log scale is sqrt(4096) = 64.
    slider->setValue(500);
    CHECK(f.session.scenario().state().workload.concurrency == 64);
    CHECK(f.session.undoStack().count() == 2);

    f.session.undoStack().undo();
    f.session.undoStack().undo();
    CHECK(f.session.scenario().state().workload.concurrency == WorkloadState{}.concurrency);
    CHECK(panel.batchSlider()->value() == WorkloadState{}.concurrency); // the panel mirrors undo
}

TEST_CASE("Choosing a preset and then moving the size slider makes a custom model", "[panel]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    QComboBox* model = panel.modelCombo();

    const int index = model->findData(QStringLiteral("llama-3.1-8b"));
    REQUIRE(index >= 0);
    model->setCurrentIndex(index);
    emit model->activated(index);
    CHECK(f.session.scenario().state().workload.modelPresetId == "llama-3.1-8b");
    // The size box shows core's parameter count for the preset, in billions.
    CHECK(panel.sizeSlider()->value()
          == Approx(countParameters(*findModelPreset("llama-3.1-8b")).total / 1e9).margin(0.005));
    // 8B in BF16 fits on one card of each kind.
    for (const char* id : {"h100-sxm-80gb", "h200-sxm-141gb", "mi300x"})
        CHECK(f.session.evaluation().current()->find(id)->fit.gpus() == 1);

    panel.sizeSlider()->spinBox()->setValue(405);
    CHECK(f.session.scenario().state().workload.modelPresetId.empty());
    CHECK(f.session.scenario().state().workload.customParameters == Approx(405e9));
    CHECK(model->currentData().toString().isEmpty()); // "Custom size"
}

TEST_CASE("Switching to QLoRA moves the weights to NF4 in the same undo step", "[panel]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    QComboBox* mode = panel.modeCombo();
    const int index = mode->findData(static_cast<int>(TaskMode::Qlora));
    mode->setCurrentIndex(index);
    emit mode->activated(index);
    CHECK(f.session.scenario().state().workload.mode == TaskMode::Qlora);
    CHECK(f.session.scenario().state().workload.weights == Precision::NF4);
    CHECK_FALSE(f.session.evaluation().current()->inputError);
    CHECK(f.session.undoStack().count() == 1);
}

TEST_CASE("The catalogue's own models join the model list after the presets and evaluate by id", "[panel][models]")
{
    test::application();
    Fixture f;
    // An imported model (CatalogueSnapshot::models): Llama-3.1-8B's shape under the user's id, in the session's
    // catalogue (which the evaluation reads) and the panel's list (which the window fills from it).
    ModelArchitecture own = *findModelPreset("llama-3.1-8b");
    own.id = "our-8b";
    own.displayName = "Our 8B";
    auto catalogue = std::make_shared<CatalogueSnapshot>(*f.session.evaluation().catalogue());
    catalogue->models = {own};
    f.session.evaluation().setCatalogue(catalogue);
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    panel.setCatalogueModels(catalogue->models);
    QComboBox* model = panel.modelCombo();
    const int index = model->findData(QStringLiteral("our-8b"));
    REQUIRE(index == static_cast<int>(modelPresets().size())); // right after the presets
    CHECK(model->itemText(index) == QStringLiteral("Our 8B"));
    CHECK(model->itemData(model->count() - 1).toString().isEmpty()); // "Custom size" stays last
    model->setCurrentIndex(index);
    emit model->activated(index);
    CHECK(f.session.scenario().state().workload.modelPresetId == "our-8b");
    // 8,030,261,248 parameters in BF16: one card of each kind, as the preset.
    CHECK(f.session.evaluation().current()->find("h100-sxm-80gb")->fit.gpus() == 1);

    // The catalogue loses the model: the list follows.
    panel.setCatalogueModels({});
    CHECK(model->findData(QStringLiteral("our-8b")) == -1);
}

TEST_CASE("The training global batch: auto shows the rule's value, a typed batch is saved and undone", "[panel]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    SliderSpinBox* batch = panel.globalBatchSlider();
    // Inference: the training group (and the batch with it) is off.
    CHECK_FALSE(batch->isEnabled());

    f.session.editor().editWorkload(QStringLiteral("mode"), [](WorkloadState& w) {
        w.mode = TaskMode::PreTraining;
        w.gpuCount = 16384;
    });
    CHECK(batch->isEnabled());
    // 0 = core's rule: max(4 Mi, 1,024 x 16,384) = 16,777,216 tokens, shown as 16.8 (million).
    CHECK(batch->value() == 0.0);
    CHECK(batch->spinBox()->text() == QStringLiteral("auto: 16.8"));

    const int steps = f.session.undoStack().count();
    batch->spinBox()->setValue(8.0);
    CHECK(f.session.scenario().state().workload.globalBatchTokens == 8e6);
    CHECK(f.session.undoStack().count() == steps + 1);
    f.session.undoStack().undo();
    CHECK(f.session.scenario().state().workload.globalBatchTokens == 0.0);
    CHECK(batch->value() == 0.0);
}

TEST_CASE("Users size the service and a contradiction with the target is shown: training tokens say their default",
          "[panel][demand]")
{
    test::application();
    Fixture f;
    WorkloadPanel panel(f.session.scenario(), f.session.editor());
    WorkloadUsersGroup* users = panel.users();
    REQUIRE(users);
    CHECK(users->demandText().isEmpty()); // no users: the throughput target alone

    // 500 users x 20 tokens/s = 10,000 tokens/s against the 2,000 target: the users size it, and it says so.
    users->usersSlider()->spinBox()->setValue(500);
    users->tokensPerUserSlider()->spinBox()->setValue(20);
    const WorkloadState& w = f.session.scenario().state().workload;
    CHECK(w.concurrentUsers == 500);
    CHECK(w.tokensPerSecondPerUser == 20.0);
    CHECK(users->demandText().contains(QStringLiteral("more than the throughput target")));
    CHECK(users->demandText().contains(QStringLiteral("sized to the users")));
    // The evaluation sizes to it too (one rate for every view): the H100's deployment serves at least 10,000/s.
    const CardEvaluation* h100 = f.session.evaluation().current()->find("h100-sxm-80gb");
    REQUIRE(h100->economics.inference);
    REQUIRE(h100->economics.inference->performance.outputTokensPerSecond);
    CHECK(*h100->economics.inference->performance.outputTokensPerSecond >= 10000.0);

    // LoRA: the tokens control shows the mode's default, a fine-tuning set of 100 M tokens, ticked.
    f.session.editor().editWorkload(QStringLiteral("mode"), [](WorkloadState& s) { s.mode = TaskMode::Lora; });
    CHECK(panel.trainingTokensDefaultBox()->isChecked());
    CHECK(panel.trainingTokensDefaultNote()->text().contains(QStringLiteral("fine-tuning set")));
    CHECK(panel.trainingTokensSlider()->value() == Approx(0.1)); // billions
    // Moving the slider sets the user's own count and unticks the default.
    panel.trainingTokensSlider()->spinBox()->setValue(2.0);
    CHECK(f.session.scenario().state().workload.trainingTokens == Approx(2e9));
    CHECK_FALSE(panel.trainingTokensDefaultBox()->isChecked());
    // Pre-training's default: 20 tokens per parameter (Chinchilla).
    panel.trainingTokensDefaultBox()->click();
    CHECK(f.session.scenario().state().workload.trainingTokens == 0.0);
    f.session.editor().editWorkload(QStringLiteral("mode"), [](WorkloadState& s) { s.mode = TaskMode::PreTraining; });
    CHECK(panel.trainingTokensDefaultNote()->text().contains(QStringLiteral("Chinchilla")));
}
