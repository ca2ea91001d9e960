#pragma once

#include <Qt>

namespace gputco::ui {

/// A cell's text without the decoration the table adds for the eye (a banded cell's bracket): what CSV export
/// writes where a model gives it, the display text otherwise.
inline constexpr int kPlainTextRole = Qt::UserRole + 64;

} // namespace gputco::ui
