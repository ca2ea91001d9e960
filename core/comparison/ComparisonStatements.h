#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace gputco {

/// The eight dimensions buyers compare training and inference cards on (seed article "AI硬件11: 训练 vs 推理
/// 芯片终极对比: 8大维度", shared/seeds/).
enum class ComparisonDimension {
    Scenario,
    DesignGoal,
    ComputePattern,
    PrecisionPreference,
    Memory,
    Interconnect,
    Power,
    Deployment,
};

inline constexpr std::array kAllComparisonDimensions{
    ComparisonDimension::Scenario,       ComparisonDimension::DesignGoal,
    ComparisonDimension::ComputePattern, ComparisonDimension::PrecisionPreference,
    ComparisonDimension::Memory,         ComparisonDimension::Interconnect,
    ComparisonDimension::Power,          ComparisonDimension::Deployment};

/// The general statement for one dimension, in English. The GUI translates by key: the translation ids are
/// "comparison.<key>.title", "comparison.<key>.training", "comparison.<key>.inference", "comparison.<key>.summary".
struct DimensionStatement {
    ComparisonDimension dimension = ComparisonDimension::Scenario;
    std::string_view key; ///< stable: "scenario", "design-goal", ...
    std::string_view title;
    std::string_view training;  ///< what training asks of the hardware
    std::string_view inference; ///< what inference asks of the hardware
    std::string_view summary;   ///< the difference in one line
};

/// The statement for a dimension. Typical ranges, not hard limits: the seed articles stress that the
/// difference is one of order of magnitude, and that one card can do both at a cost.
const DimensionStatement& comparisonStatement(ComparisonDimension dimension);

std::string_view comparisonDimensionKey(ComparisonDimension dimension);
std::optional<ComparisonDimension> parseComparisonDimension(std::string_view key);

} // namespace gputco
