#pragma once

#include "scenario/Evaluation.h"

#include <optional>
#include <vector>

namespace gputco {

/// The inputs an A/B comparison sets side by side, in the order they are listed (the report's assumptions
/// tables). Some are several fields read as one: the model is its preset and parameter count, the period its
/// years and hours a day, the exchange rates both CNY rates, the cloud offer its id and term.
enum class ScenarioSetting {
    Model,
    Task,
    Weights,
    KvCache,          ///< inference
    ContextTokens,    ///< per sequence (inference) or the training sequence length
    Concurrency,      ///< inference
    OutputTokens,     ///< inference
    TargetThroughput, ///< inference
    TargetLatency,    ///< inference
    Optimizer,        ///< training
    ZeroStage,        ///< training
    MicroBatch,       ///< training
    TrainingTokens,   ///< training: the run's tokens as sized (the mode's default when the scenario gives none)
    GpuCount,         ///< training
    Mfu,              ///< training
    Utilisation,
    Currency,
    ElectricityPrice,
    Pue,
    Period,
    Carbon,
    ExchangeRates,
    Residual,
    DiscountRate,
    HostShare,
    CloudOffer,
    Facility,
    FacilityRequirements,
    Cards, ///< the selected cards, as a set
};

/// Two numbers closer than this share of the larger are the same input: a figure that went through a text field
/// or a file and back (0.7 against 0.70000000000000007) has not changed, while any change a person makes (the
/// smallest step of a control is 1e-4 of its value or more) is far above it.
inline constexpr double kSettingRelativeTolerance = 1e-9;

/// One input that differs between A and B.
struct SettingDifference {
    ScenarioSetting setting = ScenarioSetting::Model;
    /// The input applies to the scenario's task (the KV cache to inference, the optimizer to training): a setting
    /// one side does not use is listed when the other uses it, with nothing on that side.
    bool inA = true;
    bool inB = true;
    /// B - A for an input of one number used by both (tokens, share, price per kWh in one currency); else nullopt.
    std::optional<double> change;
};

/// The inputs whose values differ between A and B beyond kSettingRelativeTolerance, compared as values (never as
/// the text they are shown in, so two prices that round alike still differ). Money per kWh in two currencies
/// differs whatever the numbers. The workload's sizing-by-users, the price rule, the server choices, the
/// constraints and the uncertainty ranges are not among the settings listed.
std::vector<SettingDifference> scenarioDifferences(const Evaluation& a, const Evaluation& b);

/// Whether two numbers are the same input within kSettingRelativeTolerance.
bool sameSettingValue(double a, double b);

} // namespace gputco
