"""Simplified Chinese for issue 16's ranges (branch i16): the Economics panel's Uncertainty group.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (电能利用效率（PUE）) and the other
tables (利用率, 残值, 汇率).
"""

TEXT = {
    "Uncertainty": "不确定性",
    "Reset every range to its default": "将所有范围重置为默认值",
    "Prices use the catalogue's ranges": "价格采用目录中的范围",
    "Card and server prices use the catalogue's low and high, and the cloud price the spread of the card's offers, where there is one; the ranges below otherwise.":
        "卡和服务器价格采用目录中的最低价和最高价，云价格采用该卡各云报价之间的差距（如有）；否则采用下面的范围。",
    "Change price ranges": "更改价格范围",
    "Card or server price": "卡或服务器价格",
    "Cloud price": "云价格",
    "Electricity price": "电价",
    "PUE": "PUE",
    "Utilisation": "利用率",
    "Compute efficiency": "算力效率",
    "Memory efficiency": "显存带宽效率",
    "Years of life": "使用年限",
    "Resale value": "残值",
    "Exchange rate": "汇率",
    "Default: the catalogue's low and high price; without them -17 % to +33 % (the H100 row of the price reference).":
        "默认：目录中的最低价和最高价；没有时为 -17 % 至 +33 %（价格参考资料中的 H100 一行）。",
    "Default: the spread of the card's cloud offers; with one offer -9 % to +6 % (one provider's list-price path).":
        "默认：该卡各云报价之间的差距；只有一个报价时为 -9 % 至 +6 %（单一云厂商目录价的变化）。",
    "Default: 0.65 to 0.90 CNY/kWh around 0.70 (China east tier-1, data-centre reference tool default).":
        "默认：0.70 附近的 0.65 至 0.90 元/千瓦时（中国东部一线城市，数据中心参考资料的工具默认值）。",
    "Default: 1.25 to 1.40 around 1.3 (new colocation, data-centre reference tool default).":
        "默认：1.3 附近的 1.25 至 1.40（新建托管机房，数据中心参考资料的工具默认值）。",
    "Default: 60 to 80 % around 70 %. Unverified: the references give no range.":
        "默认：70 % 附近的 60 % 至 80 %。未经核实：参考资料未给出范围。",
    "Default: x0.77 to x1.41, the training misses measured in docs/VALIDATION.md.":
        "默认：×0.77 至 ×1.41，即 docs/VALIDATION.md 中训练结果的偏差。",
    "Default: x0.75 to x1.41, the single-GPU decode misses in docs/VALIDATION.md; tensor-parallel decode is not covered.":
        "默认：×0.75 至 ×1.41，即 docs/VALIDATION.md 中单卡解码的偏差；不涵盖张量并行解码。",
    "Default: 3 to 5 years around 4 (GPU servers are written off over 3 to 5 years).":
        "默认：4 年附近的 3 至 5 年（GPU 服务器按 3 至 5 年折旧）。",
    "Default: 15 to 20 % after four years around 17.5 % (secondary-market curve, weak source).":
        "默认：四年后 17.5 % 附近的 15 % 至 20 %（二手市场曲线，弱来源）。",
    "Default: -5 % to +5 %. Unverified: the references give no range.":
        "默认：-5 % 至 +5 %。未经核实：参考资料未给出范围。",
    "Possible futures drawn for the bands (1 to 100,000)": "计算区间时抽取的可能情景数（1 至 100,000）",
    "Samples": "样本数",
    "The same seed gives the same bands": "相同的种子得到相同的区间",
    "Seed": "随机种子",
    "Change samples": "更改样本数",
    "Change seed": "更改随机种子",
    "Reset uncertainty": "重置不确定性",
    "certain": "确定",
    "Low end, below the typical value. %1": "低端，低于典型值。%1",
    "High end, above the typical value. %1": "高端，高于典型值。%1",
    "Fixed: the input stays at its typical value in the bands and the tornado":
        "固定：在区间和龙卷风图中，该输入保持典型值",
    "Change range: %1": "更改范围：%1",
}

BY_CONTEXT = {}
