"""Simplified Chinese for issue 16's "how often cheapest" (branch i16options): the Recommend view's column and
summary line, the status line's share, and the A/B view's probability that B costs less than A.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (推荐方案, 总拥有成本, 电能利用效率) and
zh_CN_i16.py (可能情景 for "possible futures", 随机种子 for "seed").
"""

TEXT = {
    # Recommend view: the column, its tooltips and the summary line
    "Cheapest in": "最便宜的情景占比",
    "The share of possible futures (Monte Carlo over the Uncertainty group's ranges) in which the option is the cheapest of the first %1 options":
        "在可能情景中（按“不确定性”组中的范围进行蒙特卡洛模拟），该方案在前 %1 个方案中最便宜的情景所占比例",
    "A Monte Carlo over the ranges of the Uncertainty group: the site's inputs are drawn once per future for all options, each card's price once for all its options":
        "按“不确定性”组中的范围进行蒙特卡洛模拟：站点相关输入在每个情景中对所有方案只抽取一次，每张卡的价格对其所有方案只抽取一次",
    "card or server price": "卡或服务器价格",
    "cloud price": "云价格",
    "electricity price": "电价",
    "utilisation": "利用率",
    "compute efficiency": "算力效率",
    "memory efficiency": "显存带宽效率",
    "years of life": "使用年限",
    "resale value": "残值",
    "exchange rate": "汇率",
    "total cost": "总成本",
    "cost per million tokens": "每百万 token 成本",
    "cost per run": "每次训练成本",
    "<1%": "<1%",
    "none (every input is marked certain)": "无（所有输入均标记为确定）",
    ", ": "、",
    "Cheapest in %1 of %2 possible futures (Monte Carlo, seed %3) among the first %4 options, by %5.":
        "在 %2 个可能情景中有 %1 个情景，该方案是前 %4 个方案中%5最低的（蒙特卡洛模拟，随机种子 %3）。",
    "Only the first %1 options are compared in the possible futures.": "可能情景中只比较前 %1 个方案。",
    "Inputs that vary: %1.": "变化的输入：%1。",
    "The site's inputs are drawn once per future for all options; options on the same card share its price. Where two options cost the same in a future (the same card at another precision), the higher-ranked one counts. Ranges: the Uncertainty group.":
        "站点相关输入在每个情景中对所有方案只抽取一次；同一张卡的各方案共用其价格。某一情景中两个方案成本相同时（同一张卡、不同精度），计入排名靠前的方案。范围见“不确定性”组。",
    "The recommendation (%1) is the cheapest in %2 of %3 possible futures":
        "推荐方案（%1）在 %3 个可能情景中有 %2 最便宜",
    "; option %1 (%2) in %3": "；方案 %1（%2）为 %3",
    " (varying: %1).": "（变化的输入：%1）。",
    "cheapest in %1": "%1 的情景中最便宜",
    " (%1)": "（%1）",
    # A/B view
    "Probability that B costs less than A: updating…": "B 比 A 成本更低的概率：正在更新…",
    "Probability that B costs less than A: none (each needs a selected card with a price that runs the workload, and both one currency).":
        "B 比 A 成本更低的概率：无（两者都需要一张已选中、有价格且能运行该负载的卡，并使用同一币种）。",
    "over %1 years": "%1 年内",
    "over %1 (A) and %2 (B) years": "分别在 %1 年（A）和 %2 年（B）内",
    "Probability that B costs less than A %1: %2": "%1 B 比 A 成本更低的概率：%2",
    "The lifetime TCO of B's leading card (%1) against A's (%2) in %3 possible futures (Monte Carlo, seed %4, A's ranges for A and B's for B). The site's inputs (electricity price, PUE, utilisation, life, resale, exchange rate) are drawn once per future for both; the same card in both takes one price draw.":
        "在 %3 个可能情景中比较 B 的首选卡（%1）与 A 的首选卡（%2）在整个使用期内的总拥有成本（TCO）（蒙特卡洛模拟，随机种子 %4，A 用 A 的范围，B 用 B 的范围）。站点相关输入（电价、电能利用效率（PUE）、利用率、使用年限、残值、汇率）在每个情景中对两者只抽取一次；两者为同一张卡时只抽取一次价格。",
}

BY_CONTEXT = {}
