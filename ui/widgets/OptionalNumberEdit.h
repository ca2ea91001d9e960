#pragma once

#include <QLineEdit>

#include <optional>

namespace gputco::ui {

/// A text field for a number that may be unset ("no limit"): empty means unset. On Enter or focus loss a
/// number inside the range is emitted through valueEdited; anything else is refused with problemFound, naming
/// the field and the allowed range, and nothing is emitted. setValue() is silent, as SliderSpinBox's.
class OptionalNumberEdit final : public QLineEdit {
    Q_OBJECT
public:
    struct Spec {
        QString field;        ///< what the number is, as the user reads it ("Budget")
        double minimum = 0.0; ///< inclusive, in the field's unit
        double maximum = 0.0;
        bool integer = false;
    };

    explicit OptionalNumberEdit(const Spec& spec, QWidget* parent = nullptr);

    void setValue(std::optional<double> value);
    std::optional<double> value() const { return value_; }
    /// Another unit (hours to days): the range shown and checked in it.
    void setRange(double minimum, double maximum);

    /// The text's number, nullopt for an empty text; an error message when it is not a number or out of range.
    struct Parsed {
        std::optional<double> value;
        QString problem; ///< empty: accepted
    };
    Parsed parse(const QString& text) const;

signals:
    void valueEdited(std::optional<double> value);
    /// A refused entry (empty `message`: the last entry was accepted).
    void problemFound(const QString& message);

private:
    void commit();

    Spec spec_;
    std::optional<double> value_;
};

} // namespace gputco::ui
