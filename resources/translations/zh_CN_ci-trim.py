"""Simplified Chinese for branch ci-trim: the short dock tab titles of the main window and the report's "not costed". The English tabs are short so
the four that share the left column read whole at 1440x900; the Chinese full names fit there, so they stay."""

TEXT = {
    # The report's price table, for a priced card that cannot serve the workload
    "not costed: no deployment meets the workload": "未计成本：没有满足该工作负载的部署",
}

BY_CONTEXT = {
    ("gputco::ui::MainWindow", "Economics"): "经济性与机房",
    ("gputco::ui::MainWindow", "Targets"): "目标与限制",
}
