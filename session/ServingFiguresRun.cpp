#include "session/ServingFiguresRun.h"

namespace gputco {

ServingFiguresRun::ServingFiguresRun(QObject* parent)
    : QObject(parent)
{
}

void ServingFiguresRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || evaluation == requested_)
        return;
    requested_ = evaluation;
    runner_.submit([this, evaluation](const LatestRequestRunner::CancelCheck& cancelled,
                                      const LatestRequestRunner::Deliver& deliver) {
        auto result = std::make_shared<ServingFiguresResult>();
        result->evaluation = evaluation;
        result->figures = servingFiguresFor(*evaluation, true, cancelled);
        if (cancelled())
            return; // a newer request came: this one's figures are incomplete
        deliver([this, result] {
            latest_ = result;
            emit published();
        });
    });
    emit published(); // the view greys what it shows until the new figures land
}

void ServingFiguresRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
