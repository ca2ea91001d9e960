#pragma once

#include <QObject>

class QAbstractAxis;
class QChart;
class QLogValueAxis;
class QValueAxis;

namespace gputco::ui {

/// A chart's value axis that can be linear or logarithmic (a view option on the cost charts). Both axes stay
/// owned here; switching moves every series of the chart from one to the other.
class SwitchableValueAxis final : public QObject {
    Q_OBJECT
public:
    SwitchableValueAxis(QChart* chart, Qt::Alignment alignment, QObject* parent);

    QValueAxis* linear() const { return linear_; }
    QLogValueAxis* log() const { return log_; }
    /// The axis drawn now.
    QAbstractAxis* current() const;
    bool isLog() const { return isLog_; }
    /// Puts the log (true) or the linear axis on the chart; false when it was already there.
    bool setLog(bool on);
    void setTitleText(const QString& title);
    /// The drawn axis' range.
    double min() const;
    double max() const;

private:
    QChart* chart_;
    Qt::Alignment alignment_;
    QValueAxis* linear_;
    QLogValueAxis* log_;
    bool isLog_ = false;
};

} // namespace gputco::ui
