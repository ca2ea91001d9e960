#include "charts/SwitchableValueAxis.h"

#include <QChart>
#include <QLogValueAxis>
#include <QValueAxis>

namespace gputco::ui {

SwitchableValueAxis::SwitchableValueAxis(QChart* chart, Qt::Alignment alignment, QObject* parent)
    : QObject(parent)
    , chart_(chart)
    , alignment_(alignment)
    , linear_(new QValueAxis)
    , log_(new QLogValueAxis(this))
{
    chart_->addAxis(linear_, alignment_); // the chart owns the axis it shows
    log_->setLabelFormat(QStringLiteral("%.3g"));
    log_->setMinorTickCount(-1); // the 2..9 ticks between decades
}

QAbstractAxis* SwitchableValueAxis::current() const
{
    return isLog_ ? static_cast<QAbstractAxis*>(log_) : static_cast<QAbstractAxis*>(linear_);
}

bool SwitchableValueAxis::setLog(bool on)
{
    if (isLog_ == on)
        return false;
    QAbstractAxis* from = current();
    isLog_ = on;
    QAbstractAxis* to = current();
    const QList<QAbstractSeries*> series = chart_->series();
    for (QAbstractSeries* s : series)
        s->detachAxis(from);
    chart_->removeAxis(from); // the chart gives the axis back: it stays ours for the next switch
    from->setParent(this);
    chart_->addAxis(to, alignment_);
    for (QAbstractSeries* s : series)
        s->attachAxis(to);
    return true;
}

void SwitchableValueAxis::setTitleText(const QString& title)
{
    if (linear_->titleText() != title)
        linear_->setTitleText(title);
    if (log_->titleText() != title)
        log_->setTitleText(title);
}

double SwitchableValueAxis::min() const { return isLog_ ? log_->min() : linear_->min(); }

double SwitchableValueAxis::max() const { return isLog_ ? log_->max() : linear_->max(); }

} // namespace gputco::ui
