#include "window/LoadingOverlay.h"

#include <QEvent>

namespace gputco::ui {

LoadingOverlay::LoadingOverlay(const QString& text, QWidget* over)
    : QLabel(text, over)
{
    setAlignment(Qt::AlignCenter);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    setMargin(fontMetrics().height());
    QFont bigger = font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    setFont(bigger);
    over->installEventFilter(this);
    hide();
}

bool LoadingOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        centre();
    return QLabel::eventFilter(watched, event);
}

void LoadingOverlay::showEvent(QShowEvent* event)
{
    QLabel::showEvent(event);
    centre();
    raise();
}

void LoadingOverlay::centre()
{
    adjustSize();
    const QWidget* over = parentWidget();
    move((over->width() - width()) / 2, (over->height() - height()) / 3);
}

} // namespace gputco::ui
