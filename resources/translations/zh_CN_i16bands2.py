"""Simplified Chinese for the bands' polish (branch i16bands2): the refining legend entry, no wider than the
complete one, and the tooltip of a previous scenario's band shown grey while the new one is computed.

Terms as in zh_CN_i16bands.py (区间 for a band, 样本 for a sample, 场景 for a scenario).
"""

TEXT = {
    # --- Power & cost view's TCO chart (ui/views/PowerCostView) -----------------------------------------------
    "P10–P90: %1 samples…": "P10–P90：%1 个样本…",
    "%1: the previous scenario's P10–P90, shown grey until this one's are computed.":
        "%1：上一场景的 P10–P90，以灰色显示，直到算出本场景的区间。",
}

BY_CONTEXT = {}
