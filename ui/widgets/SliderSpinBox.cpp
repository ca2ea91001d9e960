#include "widgets/SliderSpinBox.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

SliderSpinBox::SliderSpinBox(const Range& range, QWidget* parent)
    : QWidget(parent)
    , range_(range)
    , slider_(new QSlider(Qt::Horizontal, this))
    , spin_(new QDoubleSpinBox(this))
{
    slider_->setRange(0, kSliderSteps);
    slider_->setPageStep(kSliderSteps / 20);
    spin_->setRange(range.minimum, range.maximum);
    spin_->setDecimals(range.decimals);
    spin_->setSingleStep(range.step);
    spin_->setKeyboardTracking(false); // one edit when typing ends, not one per keystroke
    spin_->setAlignment(Qt::AlignRight);
    spin_->setMinimumWidth(92);
    spin_->setAccelerated(true);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider_, 1);
    layout->addWidget(spin_);

    connect(slider_, &QSlider::valueChanged, this, &SliderSpinBox::onSliderMoved);
    connect(slider_, &QSlider::sliderReleased, this, &SliderSpinBox::editFinished);
    connect(spin_, &QDoubleSpinBox::valueChanged, this, &SliderSpinBox::onSpinChanged);
    setFocusProxy(spin_);
}

double SliderSpinBox::value() const { return spin_->value(); }

void SliderSpinBox::setValue(double value)
{
    const QSignalBlocker blockSpin(spin_);
    const QSignalBlocker blockSlider(slider_);
    spin_->setValue(value);
    slider_->setValue(sliderPosition(spin_->value()));
}

void SliderSpinBox::setSuffix(const QString& suffix) { spin_->setSuffix(suffix); }

void SliderSpinBox::setToolTip(const QString& text)
{
    QWidget::setToolTip(text);
    slider_->setToolTip(text);
    spin_->setToolTip(text);
}

int SliderSpinBox::sliderPosition(double value) const
{
    const double lo = range_.minimum;
    const double hi = range_.maximum;
    double t = 0.0;
    if (range_.scale == Scale::Logarithmic && lo > 0.0)
        t = std::log(std::max(value, lo) / lo) / std::log(hi / lo);
    else if (hi > lo)
        t = (value - lo) / (hi - lo);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

double SliderSpinBox::valueAt(int position) const
{
    const double t = static_cast<double>(position) / kSliderSteps;
    const double lo = range_.minimum;
    const double hi = range_.maximum;
    double v = range_.scale == Scale::Logarithmic && lo > 0.0 ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    if (range_.scale == Scale::Logarithmic) {
        // Keep three significant figures so a dragged value reads cleanly (70.4, not 70.3921).
        const double magnitude = std::pow(10.0, std::floor(std::log10(v)) - 2.0);
        v = std::round(v / magnitude) * magnitude;
    }
    const double unit = std::pow(10.0, -range_.decimals);
    return std::clamp(std::round(v / unit) * unit, lo, hi);
}

void SliderSpinBox::onSliderMoved(int position)
{
    const double v = valueAt(position);
    {
        const QSignalBlocker block(spin_);
        spin_->setValue(v);
    }
    emit valueEdited(spin_->value(), slider_->isSliderDown());
}

void SliderSpinBox::onSpinChanged(double value)
{
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(sliderPosition(value));
    }
    emit valueEdited(value, false);
}

} // namespace gputco::ui
