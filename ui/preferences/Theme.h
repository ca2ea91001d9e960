#pragma once

#include "session/Preferences.h"

namespace gputco::ui {

/// Applies a theme to the whole application: the desktop's own style and palette (as found at the first call),
/// or Fusion with a light or a dark palette. Charts keep their white "paper" so that a chart on screen reads
/// like the same chart exported or in the PDF report (shared/UI.md).
void applyTheme(Theme theme);

} // namespace gputco::ui
