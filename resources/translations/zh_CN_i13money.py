"""Simplified Chinese for issue 13's money model (branch i13money): price basis tooltips, the financing group of the
Economics panel, the power and cost table and footnote, the report's price list.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (总拥有成本, 盈亏平衡, 按需).
"""

TEXT = {
    # --- price basis (ui/format/PriceBasisText) ---------------------------------------------------------------
    "your own figure": "用户自填价格",
    "vendor list price (P)": "厂商目录价 (P)",
    "list price via a copy (P*)": "经转载的目录价 (P*)",
    "press or analyst (S)": "媒体或分析机构 (S)",
    "weak source (W)": "弱来源 (W)",
    "on demand": "按需",
    "reserved": "预留",
    "1-year commitment": "1 年承诺价",
    "3-year commitment": "3 年承诺价",
    "spot": "竞价实例",
    "Price used: %1": "所用价格：%1",
    "Range: %1 to %2": "范围：%1 至 %2",
    "not given": "未给出",
    "Date: %1": "日期：%1",
    "Source: %1": "来源：%1",
    "Tag: %1": "可信度标记：%1",
    "Outside its own low-high range: check it": "超出其自身的高低价范围：请核对",
    "Indicative prices, undated": "参考价格，无日期",
    "Indicative prices, %1 to %2": "参考价格，%1 至 %2",
    "Indicative prices, %1": "参考价格，%1",
    # --- tooltips of the power and cost table (ui/models/PowerCostTableModelBasis) ----------------------------
    "The card's price is in %1, which has no exchange rate here: running costs only.":
        "该卡价格以 %1 计价，此处没有对应汇率：仅计运行成本。",
    "* The catalogue has no price for this card or its server: costs are running costs only. Enter a price in the Catalogue view.":
        "* 目录中没有该卡或其服务器的价格：成本仅为运行成本。请在“目录”视图中输入价格。",
    "Capex basis: the system price of %1 x %2 servers": "资本支出依据：%1 整机价格 × %2 台服务器",
    "Resale value after %1 years: %2": "%1 年后残值：%2",
    "At a %1 discount rate: present value %2, equivalent annual cost %3": "折现率 %1 时：净现值 %2，等额年成本 %3",
    "No cloud offer for this card in a currency the scenario converts": "该卡没有场景可换算币种的云报价",
    "Rented at the scenario's offer: %1": "按场景指定的报价租用：%1",
    "Rented at the cheapest offer: %1": "按最便宜的报价租用：%1",
    "%1 per GPU-hour, %2": "每 GPU 小时 %1，%2",
    " (= %1)": "（= %1）",
    # --- Economics panel: financing, resale and renting (ui/panels/EconomicsPanelFinance) ---------------------
    "Financing, resale and renting": "融资、残值与租用",
    "Reset the discount rate, residual curve, host share and cloud offer": "重置折现率、残值曲线、主机占比与云报价",
    "Cost of capital per year (0 to 50 %): gives the TCO's net present value and the equivalent annual cost. 0 keeps the straight-line figures.":
        "每年资金成本（0 至 50 %）：用于计算总拥有成本的净现值与等额年成本。为 0 时保持直线法数值。",
    "Change discount rate": "更改折现率",
    "Discount rate (%/year)": "折现率（%/年）",
    "Resale value as a percentage of the purchase price after year 1, 2, 3, ... Default 60, 40, 27.5, 17.5, 12.5 for data-centre cards (secondary-market curve, weak source). Empty: no resale value.":
        "第 1、2、3……年后的残值占购买价的百分比。数据中心卡默认 60、40、27.5、17.5、12.5（二手市场曲线，弱来源）。留空：无残值。",
    "Residual (% after each year)": "残值（每年后的 %）",
    "Chassis, CPUs, memory, NICs and storage as a percentage of the GPUs' price, for servers without a system price or a share of their own":
        "机箱、CPU、内存、网卡与存储占 GPU 价格的百分比，用于没有整机价格或自身占比的服务器",
    "Change host share": "更改主机占比",
    "Host share (% of GPUs)": "主机占比（GPU 价格的 %）",
    "The cloud offer to compare owning with. The cheapest: each card's cheapest offer in a currency the scenario converts.":
        "与自购对比的云报价。最便宜：每张卡在场景可换算币种中最便宜的报价。",
    "Choose cloud offer": "选择云报价",
    "Cloud offer": "云报价",
    "Which rate of the offer is paid. A card without a rate for this term uses its cheapest on-demand rate.":
        "按报价中的哪种费率付费。没有该期限费率的卡使用其最便宜的按需费率。",
    "Choose cloud term": "选择云租用期限",
    "Cloud term": "云租用期限",
    "Reset financing, resale and renting": "重置融资、残值与租用",
    "The cheapest for each card": "每张卡最便宜的报价",
    "Cheapest for each card": "每张卡最便宜的报价",
    "the cheapest for each card": "每张卡最便宜的报价",
    "%1: %2 (%3)": "%1：%2（%3）",
    "Residual curve not applied: %1": "残值曲线未应用：%1",
    "Change residual curve": "更改残值曲线",
    # --- power and cost table and footnote ---------------------------------------------------------------------
    "no exchange rate": "无汇率",
    "Resale": "残值",
    "Resale value at the end of the period, from the residual curve": "周期结束时的残值，按残值曲线计算",
    "Present value": "净现值",
    "Net present value of the TCO at the scenario's discount rate": "按场景折现率计算的总拥有成本净现值",
    "Per year (EAC)": "每年（等额年成本）",
    "Equivalent annual cost: the level yearly cost with the same present value": "等额年成本：现值相同的每年均等成本",
    "Rented per M tokens": "租用每百万 token",
    "Cost per million output tokens renting the same GPUs at the cloud offer's rate":
        "按云报价费率租用相同 GPU 时每百万输出 token 的成本",
    " Discount rate %1 a year: the table adds the present value and the equivalent annual cost.":
        " 折现率每年 %1：表格增加净现值与等额年成本。",
    " Dotted: renting the same GPUs at %1 utilisation (each card's cheapest offer, %2).":
        " 点线：以 %1 利用率租用相同 GPU（每张卡最便宜的报价，%2）。",
    " Dotted: renting the same GPUs at %1 utilisation (the chosen offer, %2).":
        " 点线：以 %1 利用率租用相同 GPU（所选报价，%2）。",
    "the server's system price is in %1, which has no exchange rate here": "服务器整机价格以 %1 计价，此处没有对应汇率",
    # --- report: prices used --------------------------------------------------------------------------------
    "Prices used": "所用价格",
    "Item": "项目",
    "Tag": "可信度标记",
    " (outside its range)": "（超出其范围）",
    "%1: system %2": "%1：整机 %2",
    "%1: card": "%1：单卡",
    "no exchange rate for its currency": "其币种无汇率",
    "no price in the catalogue": "目录中无价格",
    "No price in the catalogue": "目录中无价格",
    "%1: rented from %2 (%3, per GPU-hour)": "%1：租用自 %2（%3，每 GPU 小时）",
    "%1; converted at the scenario's exchange rates. Tags: P vendor list price, P* list price seen through a copy, S press or analyst, W weak source.":
        "%1；按场景汇率换算。标记：P 厂商目录价，P* 经转载的目录价，S 媒体或分析机构，W 弱来源。",
    "Residual value after each year": "每年后的残值",
    "Discount rate": "折现率",
    "%1 a year": "每年 %1",
    "Host share": "主机占比",
    "%1 of the GPUs' price, for servers without a system price": "GPU 价格的 %1，用于没有整机价格的服务器",
    "%1 to %2": "%1 至 %2",
    "none": "无",
    "Range": "范围",
}

BY_CONTEXT = {}
