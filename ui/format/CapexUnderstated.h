#pragma once

namespace gputco::ui {

/// Whether an option's or a card's capex counts the cards without their host (no system price, no host share):
/// its total is then understated and is marked so wherever it is shown. Reads the `capexUnderstated` field core
/// sets (RecommendOption, CardEconomics); a type without the field yet reads false, so the marks appear as soon
/// as core fills it.
template <class Costed>
bool capexUnderstated(const Costed& costed)
{
    if constexpr (requires { costed.capexUnderstated; })
        return static_cast<bool>(costed.capexUnderstated);
    else
        return false;
}

} // namespace gputco::ui
