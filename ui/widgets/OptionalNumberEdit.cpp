#include "widgets/OptionalNumberEdit.h"

#include "format/Format.h"

#include <QLocale>

#include <cmath>

namespace gputco::ui {

namespace {

// A range's end as typed: "5,000", "0.01", "1e+15" (never "1.00000").
QString boundText(double v)
{
    if (std::floor(v) == v && std::abs(v) < 1e12)
        return format::integer(v);
    return QLocale().toString(v, 'g', 6);
}

} // namespace

OptionalNumberEdit::OptionalNumberEdit(const Spec& spec, QWidget* parent)
    : QLineEdit(parent)
    , spec_(spec)
{
    setClearButtonEnabled(true);
    connect(this, &QLineEdit::editingFinished, this, &OptionalNumberEdit::commit);
}

void OptionalNumberEdit::setRange(double minimum, double maximum)
{
    spec_.minimum = minimum;
    spec_.maximum = maximum;
}

void OptionalNumberEdit::setValue(std::optional<double> value)
{
    value_ = value;
    const QString shown = value ? QLocale().toString(*value, 'g', 12) : QString();
    if (text() != shown && !(hasFocus() && parse(text()).value == value))
        setText(shown);
}

OptionalNumberEdit::Parsed OptionalNumberEdit::parse(const QString& raw) const
{
    QString text = raw.trimmed();
    text.remove(QLatin1Char(' '));
    if (text.isEmpty())
        return {};
    // The interface's locale first ("2,000", "1.5"), then the C locale, so "1.5" reads in a German locale too.
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    const bool whole = !spec_.integer || (ok && std::floor(v) == v);
    if (!ok || !std::isfinite(v) || !whole || v < spec_.minimum || v > spec_.maximum) {
        const QString range = tr("%1 to %2").arg(boundText(spec_.minimum), boundText(spec_.maximum));
        return {std::nullopt, spec_.integer
                                  ? tr("%1: \"%2\" is not a whole number from %3; leave it empty for no limit")
                                        .arg(spec_.field, raw.trimmed(), range)
                                  : tr("%1: \"%2\" is not a number from %3; leave it empty for no limit")
                                        .arg(spec_.field, raw.trimmed(), range)};
    }
    return {v, {}};
}

void OptionalNumberEdit::commit()
{
    const Parsed parsed = parse(text());
    emit problemFound(parsed.problem);
    if (!parsed.problem.isEmpty())
        return; // refused: nothing is written, the text stays for the user to correct
    if (parsed.value == value_)
        return;
    value_ = parsed.value;
    emit valueEdited(parsed.value);
}

} // namespace gputco::ui
