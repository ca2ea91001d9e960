#pragma once

#include "model/ModelArchitecture.h"

#include <QWidget>

#include <map>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;

namespace gputco {
class Scenario;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class PanelBinder;
class PanelGroup;
class SliderSpinBox;
class WorkloadUsersGroup;

/// The workload inputs: model, mode, precisions, sequence shape, training and serving targets, deployment.
class WorkloadPanel final : public QWidget {
    Q_OBJECT
public:
    WorkloadPanel(Scenario& scenario, ScenarioEditor& editor, QWidget* parent = nullptr);

    // Exposed for tests and keyboard focus; the panel owns them.
    QComboBox* modelCombo() const { return modelCombo_; }
    QComboBox* modeCombo() const { return modeCombo_; }
    SliderSpinBox* sizeSlider() const { return size_; }
    SliderSpinBox* contextSlider() const { return context_; }
    SliderSpinBox* batchSlider() const { return batch_; }
    SliderSpinBox* gpuCountSlider() const { return gpus_; }
    SliderSpinBox* globalBatchSlider() const { return globalBatch_; }
    SliderSpinBox* trainingTokensSlider() const { return tokens_; }
    QCheckBox* trainingTokensDefaultBox() const { return tokensDefault_; }
    /// What the mode's default is, under the box (wrapped: it is longer than the dock is wide).
    QLabel* trainingTokensDefaultNote() const { return tokensDefaultNote_; }
    WorkloadUsersGroup* users() const { return users_; }

    /// The catalogue's own models (CatalogueSnapshot::models) join the model list between the presets and
    /// "Custom size", e.g. after an import, and the scenario's model is selected again.
    void setCatalogueModels(std::vector<ModelArchitecture> models);

private:
    PanelGroup* buildModelGroup();
    PanelGroup* buildShapeGroup();
    PanelGroup* buildTrainingGroup();
    PanelGroup* buildServingGroup();
    PanelGroup* buildDeploymentGroup();
    void refresh();
    void refreshModelList();

    Scenario& scenario_;
    ScenarioEditor& editor_;
    PanelBinder* binder_;
    std::map<std::string, double> presetParameters_; ///< preset id -> total parameters (core count)
    std::vector<ModelArchitecture> catalogueModels_; ///< the catalogue's own models (setCatalogueModels)

    QComboBox* modelCombo_ = nullptr;
    QComboBox* modeCombo_ = nullptr;
    QComboBox* kvCombo_ = nullptr;
    SliderSpinBox* size_ = nullptr;
    SliderSpinBox* context_ = nullptr;
    SliderSpinBox* batch_ = nullptr;
    QLabel* batchLabel_ = nullptr;
    SliderSpinBox* gpus_ = nullptr;
    SliderSpinBox* globalBatch_ = nullptr; ///< training: millions of tokens per step, 0 = core's rule
    SliderSpinBox* tokens_ = nullptr;      ///< training tokens, billions (the mode's default shown when it is used)
    QCheckBox* tokensDefault_ = nullptr;   ///< training tokens: the mode's default (trainingTokens = 0)
    QLabel* tokensDefaultNote_ = nullptr;  ///< which default that is
    WorkloadUsersGroup* users_ = nullptr;
    PanelGroup* training_ = nullptr;
    PanelGroup* serving_ = nullptr;
};

} // namespace gputco::ui
