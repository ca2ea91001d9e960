#include "scenario/LazyComparison.h"

#include "comparison/TrainingInferenceComparison.h"

namespace gputco {

LazyComparison::LazyComparison(ComparisonInputs inputs)
    : inputs_(std::move(inputs))
{
}

LazyComparison::LazyComparison(std::string problem)
    : problem_(std::move(problem))
{
    std::call_once(once_, [] {});
}

void LazyComparison::compute() const
{
    std::call_once(once_, [this] {
        auto comparison = compareTrainingAndInference(inputs_);
        if (comparison)
            result_ = std::move(comparison).value();
        else
            problem_ = comparison.error().describe();
    });
}

const std::optional<TrainingInferenceComparison>& LazyComparison::result() const
{
    compute();
    return result_;
}

const std::optional<std::string>& LazyComparison::problem() const
{
    compute();
    return problem_;
}

} // namespace gputco
