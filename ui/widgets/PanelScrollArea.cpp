#include "widgets/PanelScrollArea.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QChildEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>

namespace gputco::ui {

namespace {

bool takesWheelToEdit(const QObject* object)
{
    if (qobject_cast<const QScrollBar*>(object) != nullptr)
        return false; // a scroll bar's wheel is scrolling
    return qobject_cast<const QComboBox*>(object) != nullptr || qobject_cast<const QAbstractSpinBox*>(object) != nullptr
           || qobject_cast<const QAbstractSlider*>(object) != nullptr;
}

} // namespace

PanelScrollArea::PanelScrollArea(QWidget* content, QWidget* parent)
    : QScrollArea(parent)
{
    // Chinese labels are wide and the groups tall: the panel scrolls rather than set the window's minimum size.
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setWidget(content);
    guardControlsUnder(content);
}

void PanelScrollArea::guardControlsUnder(QWidget* root)
{
    // Every widget is watched: a control added later is caught when it is polished (ChildPolished comes once the
    // child is fully constructed, unlike ChildAdded). Installing a filter twice keeps one.
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* widget : widgets) {
        if (takesWheelToEdit(widget))
            widget->setFocusPolicy(Qt::StrongFocus);
        widget->installEventFilter(this);
    }
}

bool PanelScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ChildPolished) {
        auto* child = qobject_cast<QWidget*>(static_cast<QChildEvent*>(event)->child());
        if (child != nullptr)
            guardControlsUnder(child);
        return false;
    }
    if (event->type() != QEvent::Wheel || !takesWheelToEdit(watched))
        return false;
    auto* control = static_cast<QWidget*>(watched);
    if (control->hasFocus())
        return false;
    // Not focused: the panel scrolls instead, as if the control were not there.
    QCoreApplication::sendEvent(verticalScrollBar(), event);
    return true;
}

} // namespace gputco::ui
