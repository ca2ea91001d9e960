"""Simplified Chinese for server choice, like-for-like capex and Our site (Rack & cooling, Power & cost, report).

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (资本支出, 机柜, 机房).
"""

TEXT = {
    "The server the card is bought, powered and racked in; every view costs the card in it":
        "采购、供电并上架此卡所用的服务器；各视图都按它计算此卡的成本",
    "Automatic (%1)": "自动（%1）",
    " - system price": " - 整机价格",
    " - host %1 of the cards": " - 主机占卡价 %1",
    "capex understated: no host cost is known for this card, the capex counts the cards alone":
        "资本支出偏低：此卡的主机成本未知，资本支出只计入了卡本身",
    "the server's system price": "服务器整机价格",
    "cards plus the server's host share": "卡价加服务器主机占比",
    "The same server and capex basis as Power & cost, Recommend and the report":
        "与“功耗与成本”、“推荐”及报告使用相同的服务器和资本支出口径",
    "Choose server for %1": "为 %1 选择服务器",
    "capex understated: no server with a known host cost holds this card, so the capex counts the cards alone (no chassis, CPUs, memory or NICs)":
        "资本支出偏低：没有已知主机成本的服务器可装此卡，资本支出只计入了卡本身（不含机箱、CPU、内存或网卡）",
    "no server holds this card (its form factor has no generic server either)":
        "没有可装此卡的服务器（其形态也没有通用服务器）",
    " (capex understated)": "（资本支出偏低）",
    " (capex understated: no host cost known)": "（资本支出偏低：主机成本未知）",
    "Capex basis: %1 GPUs x card price, plus host share %2 of the cards of %3 full server(s) (%4)":
        "资本支出口径：%1 张 GPU × 卡价，另加 %3 台整机的主机成本（按满配卡价的 %2，%4）",
    "no server": "无服务器",
    "Capex understated: no host cost is known for this card (no system price, no host share); the capex counts the cards alone":
        "资本支出偏低：此卡的主机成本未知（无整机价格，也无主机占比）；资本支出只计入了卡本身",
    "The server's system price where one is published, else GPUs x card price plus the host share of each full server, converted to the scenario currency":
        "有公开整机价格时用整机价格，否则为 GPU 数 × 卡价，另加每台整机的主机占比，换算为场景币种",
    "Capex = the server's system price where one is published, else GPUs × card price plus the host of each full server (its server's host share, else %8; Rack & cooling picks the server), converted at 1 USD = %1 CNY; written off over %3 years, the resale value (%9 of capex after %3 years) coming back in the last month; running cost = IT power × %4 h/day × PUE %5 × %6 %2/kWh%7.":
        "资本支出 = 有公开整机价格时用整机价格，否则为 GPU 数 × 卡价，另加每台整机的主机成本（按其服务器的主机占比，否则为 %8；服务器在“机柜与制冷”中选择），按 1 USD = %1 CNY 换算；在 %3 年内折旧，残值（%3 年后为资本支出的 %9）在最后一个月收回；运行成本 = IT 功率 × 每天 %4 小时 × PUE %5 × %6 %2/kWh%7。",
    # --- power under load: the power cap per card, the load curve's card figures, energy per output token ----
    "Power cap": "功耗上限",
    " W": " W",
    "Power cap per card: each card draws at most this and computes at (cap / full load)^(1/3) of its peak; every view, the recommendation and the report use it. None: no cap":
        "每卡功耗上限：每张卡的功耗不超过此值，算力降为峰值的（上限 / 满载功耗）^(1/3)；各视图、推荐和报告都使用它。无：不设上限",
    "Power cap for %1": "设置 %1 的功耗上限",
    "%1 capped at %2 W computes at %3 % of its peak": "%1 限功耗 %2 W 时算力为峰值的 %3 %",
    "Card power": "单卡功耗",
    "One card from idle to busy (full load, at most the power cap); \"assumed\": no measured figure, full load taken as the TDP":
        "单卡从空闲到满负荷的功耗（满载功耗，不超过功耗上限）；“假设”：无实测数据，满载功耗取热设计功耗",
    ", capped": "，已限功耗",
    " (assumed)": "（假设）",
    "J / token": "焦耳 / token",
    "IT energy per output token at the utilisation, at the wall (as MLPerf measures it): IT average / (tokens/s x utilisation)":
        "按利用率计的每输出 token IT 能耗，以墙插处计（与 MLPerf 的测法相同）：IT 平均功率 /（token/s × 利用率）",
    "kWh / M tokens": "kWh / 百万 token",
    "IT energy per million output tokens (J per token / 3.6)": "每百万输出 token 的 IT 能耗（每 token 焦耳数 / 3.6）",
    "%1 J": "%1 焦耳",
    "%1 kWh per million output tokens": "每百万输出 token %1 kWh",
    "Energy per token": "每 token 能耗",
    "IT energy per output token at the utilisation, at the wall (as MLPerf measures it); a rented option's is the provider's":
        "按利用率计的每输出 token IT 能耗，以墙插处计（与 MLPerf 的测法相同）；租用方案的能耗由云服务商承担",
    "cube law of dynamic power; MLPerf v4.1 H200 MaxQ (mlperf.md)": "动态功耗的立方律；MLPerf v4.1 H200 MaxQ（mlperf.md）",
    "Energy per output token": "每输出 token 能耗",
    "MLPerf power rows, whole system at the wall (mlperf.md)": "MLPerf 功耗数据，整机墙插处（mlperf.md）",
}
