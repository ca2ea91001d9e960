#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>

#include <array>
#include <functional>

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace gputco {
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class PanelGroup;

/// The Economics panel's "Uncertainty" group (issue 16): for each uncertain input its low and high as percentages
/// below and above the typical value and whether it is certain; whether catalogue prices bring their own ranges;
/// the Monte Carlo's samples and seed. Each control changes the scenario's UncertaintyState through the editor (one
/// undo step per control while it is being changed); refresh() mirrors it back.
class EconomicsUncertaintyGroup final : public QObject {
    Q_OBJECT
public:
    EconomicsUncertaintyGroup(ScenarioEditor& editor, QWidget* parent);

    PanelGroup* group() const { return group_; }
    QDoubleSpinBox* lowSpin(UncertainInput input) const { return rows_[indexOf(input)].low; }
    QDoubleSpinBox* highSpin(UncertainInput input) const { return rows_[indexOf(input)].high; }
    QCheckBox* certainBox(UncertainInput input) const { return rows_[indexOf(input)].certain; }
    QCheckBox* catalogueRangesBox() const { return catalogueRanges_; }

    void refresh(const ScenarioState& state);

private:
    struct Row {
        QDoubleSpinBox* low = nullptr;
        QDoubleSpinBox* high = nullptr;
        QCheckBox* certain = nullptr;
    };
    void addRow(UncertainInput input);
    void editRange(UncertainInput input, const QString& description, int mergeKey,
                   const std::function<void(RelativeRange&)>& change);

    ScenarioEditor& editor_;
    PanelGroup* group_ = nullptr;
    std::array<Row, kUncertainInputCount> rows_{};
    QCheckBox* catalogueRanges_ = nullptr;
    QSpinBox* samples_ = nullptr;
    QSpinBox* seed_ = nullptr;
};

} // namespace gputco::ui
