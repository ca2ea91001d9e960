#pragma once

class QWidget;

namespace gputco::ui {

/// Presentation mode: every chart under `root` draws its text (title, legend, axes, labels and footnote) at
/// `scale` times the size it was built with, so a room can read it from a projector. Repeatable: the sizes are
/// always taken from the ones first seen, so 1.0 restores them.
void applyChartFontScale(QWidget* root, double scale);

} // namespace gputco::ui
