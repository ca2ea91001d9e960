"""Simplified Chinese for issue 16's tornado (branch i16tornado): the Sensitivity view and the report's
sensitivity page.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (总拥有成本（TCO）, 每百万 token 成本,
电能利用效率（PUE）) and the other tables (龙卷风图, 典型值, 利用率, 残值, 汇率). Input names and default-range
sources come from zh_CN_i16.py.
"""

TEXT = {
    # Window
    "&Sensitivity": "敏感性(&S)",
    "The selected card whose tornado is drawn": "绘制龙卷风图所用的已选加速卡",
    "What the bars measure": "条形所衡量的指标",
    "Card:": "加速卡：",
    "Measure:": "指标：",
    "No cards selected: tick cards in the Cards panel to see what moves their cost.":
        "未选择加速卡：请在“加速卡”面板中勾选，查看哪些因素影响其成本。",
    "Core cannot vary the inputs: %1": "核心无法改变输入：%1",
    "None of the selected cards has a total cost to vary (none can run this workload).":
        "已选加速卡都没有可变动的总成本（都无法运行此工作负载）。",
    # Chart
    "Which assumption moves the cost most?": "哪项假设对成本影响最大？",
    "Input at its low end": "输入取低端",
    "Input at its high end": "输入取高端",
    "Typical": "典型值",
    # Figures
    "%1 per GPU-hour": "每 GPU 小时 %1",
    "no offer": "无报价",
    "the model's estimate": "模型估算值",
    "%1 of capex after %2 years": "%2 年后为资本支出的 %1",
    "%1 CNY per USD, %2 per EUR": "1 美元 = %1 元，1 欧元 = %2 元",
    "sourced": "有来源",
    "weak source": "弱来源",
    "UNVERIFIED": "未经核实",
    "your figure": "用户自定",
    "Your range (the Uncertainty group or the scenario file).": "用户设定的范围（“不确定性”分组或场景文件）。",
    "The catalogue's low and high price: %1 to %2 (%3).": "目录中的最低价和最高价：%1 至 %2（%3）。",
    "The catalogue's low and high price.": "目录中的最低价和最高价。",
    "The spread of the card's cloud offers (%1).": "该卡各云报价之间的差距（%1）。",
    "Fixed by you: the input stays at its typical value.": "由用户固定：该输入保持典型值。",
    "Not used: the other efficiency sets this card's speed.": "不适用：该卡的速度由另一项效率决定。",
    "Lifetime TCO": "全生命周期总拥有成本",
    "%1 %2 / %3": "%1 %2 / %3",
    "Which assumption moves %1's %2 most?": "哪项假设对 %1 的%2影响最大？",
    "Which assumption moves %1's TCO most?": "哪项假设对 %1 的总拥有成本影响最大？",
    "%1-year TCO": "%1 年总拥有成本",
    "Nothing moves %1's %2: every input is certain or has no range.": "没有因素影响 %1 的%2：所有输入均为确定值或没有范围。",
    "%1 moves %2's %3 most: %4 to %5 %6": "%1对 %2 的%3影响最大：%4 至 %5 %6",
    "Each bar: one input at its low end and at its high end, every other input at its typical value (the ranges in the table below). Dashed: the typical figure, %1.":
        "每个条形：一项输入分别取低端和高端，其他输入均取典型值（范围见下表）。虚线：典型值，%1。",
    " Inputs that do not move it (the cloud rate, for an owned fleet) have no bar.":
        "不影响该指标的输入（对自有集群而言的云价格）没有条形。",
    "uncertain": "不确定",
    "not used": "不适用",
    # Ranges table
    "Input": "输入",
    "Low": "低端",
    "High": "高端",
    "Certain?": "是否确定",
    "Evidence": "依据",
    # Report
    "Sensitivity: which assumption moves the cost most?": "敏感性：哪项假设对成本影响最大？",
    "Ranges used": "所用范围",
    "The tornado of the recommended option, %1: each uncertain input at its low and at its high end, every other input typical.":
        "推荐方案 %1 的龙卷风图：每项不确定输入分别取低端和高端，其他输入均取典型值。",
    "Without a recommendation (nothing meets the targets, or the search could not run), this is the tornado of the cheapest selected card, %1: each uncertain input at its low and at its high end, every other input typical.":
        "没有推荐方案（没有方案满足目标，或无法执行搜索），因此这是已选加速卡中最便宜的 %1 的龙卷风图：每项不确定输入分别取低端和高端，其他输入均取典型值。",
    "No tornado: no selected card has a total cost to vary.": "无龙卷风图：没有已选加速卡具有可变动的总成本。",
    "Evidence: \"UNVERIFIED\" where the references give no range, \"weak source\" where they rest on blogs, resellers or a secondary-market curve; edit the ranges in the Uncertainty group.":
        "依据：“未经核实”表示参考资料未给出范围，“弱来源”表示依据博客、经销商或二手市场曲线；可在“不确定性”分组中编辑范围。",
}

BY_CONTEXT = {}

TEXT.update({
    "the default range's low end": "默认范围的低端",
    "the default range's high end": "默认范围的高端",
})
