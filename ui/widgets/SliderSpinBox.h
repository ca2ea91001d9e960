#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QSlider;

namespace gputco::ui {

/// A slider and a spin box showing one number. The slider may be logarithmic (model size, context length);
/// the spin box takes exact values. Only user actions emit valueEdited; setValue() is silent, so a panel can
/// mirror the scenario without echoing edits back.
class SliderSpinBox final : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Logarithmic };

    struct Range {
        double minimum = 0.0;
        double maximum = 100.0;
        int decimals = 0;
        double step = 1.0;
        Scale scale = Scale::Linear;
    };

    explicit SliderSpinBox(const Range& range, QWidget* parent = nullptr);

    double value() const;
    void setValue(double value);
    void setSuffix(const QString& suffix);
    void setToolTip(const QString& text);

    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spinBox() const { return spin_; }

signals:
    /// The user changed the value; `continuous` is true while the slider is being dragged.
    void valueEdited(double value, bool continuous);
    /// The user let go of the slider: a continuous edit ends.
    void editFinished();

private:
    static constexpr int kSliderSteps = 1000;
    int sliderPosition(double value) const;
    double valueAt(int position) const;
    void onSliderMoved(int position);
    void onSpinChanged(double value);

    Range range_;
    QSlider* slider_;
    QDoubleSpinBox* spin_;
};

} // namespace gputco::ui
