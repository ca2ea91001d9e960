#include "session/AbCostChanceRun.h"

namespace gputco {

AbCostChanceRun::AbCostChanceRun(QObject* parent)
    : QObject(parent)
{
}

std::uint64_t AbCostChanceRun::request(const EvaluationPtr& a, const EvaluationPtr& b)
{
    return runner_.submit(
        [this, a, b](const LatestRequestRunner::CancelCheck& cancelled, const LatestRequestRunner::Deliver& deliver) {
            std::optional<AbCostChance> result;
            if (a && b)
                result = abCostChance(*a, *b, cancelled);
            if (result && result->cancelled)
                return;
            deliver([this, result] {
                result_ = result;
                answered_ = runner_.generation(); // delivered only while it is the newest request
                emit ready(answered_);
            });
        });
}

void AbCostChanceRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
