"""Simplified Chinese for issue 16's bands in the window (branch i16bands): the Power & cost view's P10-P90
bands on the cumulative TCO chart and its banded money cells.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (总拥有成本（TCO）) and zh_CN_i16.py
(区间 for a band, 样本 for a sample, 随机种子 for the seed, 不确定性 for the Uncertainty group).
"""

TEXT = {
    # --- Power & cost table (ui/models/PowerCostTableModel) ---------------------------------------------------
    "Capex plus running cost over the period (* running cost only); in brackets P10–P90 over the Uncertainty group's ranges":
        "资本支出加周期内的运营成本（* 仅运营成本）；括号内为按“不确定性”组范围得到的 P10–P90",
    "%1 P10": "%1 P10",
    "%1 P90": "%1 P90",
    "10th percentile over the Monte Carlo samples": "蒙特卡洛样本的第 10 百分位数",
    "90th percentile over the Monte Carlo samples": "蒙特卡洛样本的第 90 百分位数",
    "In brackets P10–P90 of %1 samples, seed %2: each uncertain input drawn from its range in the Economics panel's Uncertainty group (triangular, its typical value most likely), the site's inputs once for all cards; amounts in %3.":
        "括号内为 %1 个样本（随机种子 %2）的 P10–P90：每个不确定输入都从“经济性与机房”面板“不确定性”组中的范围抽取"
        "（三角分布，典型值最可能），场地相关的输入对所有卡只抽取一次；金额单位为 %3。",
    # --- Power & cost view's TCO chart (ui/views/PowerCostView) -----------------------------------------------
    "P10–P90: updating…": "P10–P90：正在更新…",
    "%1: P10–P90 of %2 samples (seed %3). Lifetime TCO %4.": "%1：%2 个样本（随机种子 %3）的 P10–P90。全周期总拥有成本 %4。",
    "P10–P90 of %1 samples": "%1 个样本的 P10–P90",
    " Shaded: P10–P90 over the Uncertainty group's ranges (%1 samples, seed %2).":
        " 阴影：按“不确定性”组范围得到的 P10–P90（%1 个样本，随机种子 %2）。",
}

BY_CONTEXT = {}
