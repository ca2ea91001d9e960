#pragma once

class QWidget;

namespace gputco::ui {

/// Presentation mode for projectors: charts (charts/ChartStyle.h) and tables under `root` at `percent` of the
/// font size they were built with; 100 restores it. The panels keep their size so the controls still fit.
void applyPresentationScale(QWidget* root, int percent);

} // namespace gputco::ui
