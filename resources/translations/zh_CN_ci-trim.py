"""Simplified Chinese for branch ci-trim: the short dock tab titles of the main window. The English tabs are short so
the four that share the left column read whole at 1440x900; the Chinese full names fit there, so they stay."""

TEXT = {}

BY_CONTEXT = {
    ("gputco::ui::MainWindow", "Economics"): "经济性与机房",
    ("gputco::ui::MainWindow", "Targets"): "目标与限制",
}
